// The hazards the agent reasons about (game_api/hazard_table.hpp), as
// bits of a room's "what could be here" mask: the built-in rules' pit
// (deadly without a rope), bats (a free random carry) and the Wumpus
// (deadly while it lives).
#pragma once

#include "game_api/hazard_table.hpp"
#include "maze/topology.hpp"

#include <array>
#include <cstdint>

namespace wumpus::inference {

using maze::kNoRoom;
using maze::RoomId;

inline constexpr int kHazardKinds = game_api::kHazardCount;
inline constexpr std::array<game_api::Hazard, kHazardKinds> kAllHazards = [] {
  std::array<game_api::Hazard, kHazardKinds> all{};
  for (int h = 0; h < kHazardKinds; ++h) all[h] = game_api::kHazards[h].hazard;
  return all;
}();

using HazardMask = std::uint8_t;
inline constexpr HazardMask bit(game_api::Hazard h) {
  return HazardMask(1u << unsigned(h));
}
inline constexpr HazardMask kAnyHazard = (1u << kHazardKinds) - 1;

// How many of each hazard, by Hazard: pits, bats, Wumpuses.
using HazardCounts = std::array<int, kHazardKinds>;

inline constexpr int index(game_api::Hazard h) {
  return static_cast<int>(h);
}

}  // namespace wumpus::inference
