// The gate of the hooks that declared `near` kinds: whether a thing of one
// of them lies in a room or in a room open to it. It looks once, and again
// only after things moved or passages changed, so gating every rule file
// on a room entry costs one pass over the things.
#pragma once

#include "game/world/world.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::script {

class NearGate {
 public:
  NearGate(const game::World& world, game::RoomId room)
      : world_(world), room_(room) {}

  bool any_near(const std::vector<std::string>& kinds);

 private:
  void look();

  const game::World& world_;
  game::RoomId room_;
  // The revisions of things and passages the last look saw.
  std::optional<std::pair<std::uint64_t, std::uint64_t>> seen_;
  std::vector<std::string> present_;  // the kinds lying near, once each
};

}  // namespace wumpus::script
