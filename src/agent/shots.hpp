// Where an arrow can fly from a room: every way of up to five rooms along
// passages known open (a crooked arrow on a grid, a list of rooms on a
// room graph), and the chance that it meets the Wumpus on the way.
#pragma once

#include "agent/cave_map.hpp"
#include "game_api/command.hpp"

#include <functional>
#include <vector>

namespace wumpus::agent {

inline constexpr int kMaxFlight = 5;

struct Shot {
  std::vector<RoomId> flight;  // the rooms the arrow surely enters
  double hit = 0;              // the chance it kills the Wumpus
};

// The shot from `from` most likely to hit, given the chance of the
// Wumpus in each room; the shortest of equals. Empty flight when no
// passage leads out.
Shot best_shot(const CaveMap& map, RoomId from,
               const std::function<double(RoomId)>& wumpus_at);

// The command that flies `shot` from `from`.
game::Command shot_command(const CaveMap& map, RoomId from, const Shot& shot);

}  // namespace wumpus::agent
