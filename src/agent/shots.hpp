// Where an arrow can fly from a room: every way of up to the game's
// arrow range along passages known open (a crooked arrow on a grid, a
// list of rooms on a room graph) that the view's arrow_rules allow, and
// the chance that it meets the Wumpus on the way.
#pragma once

#include "game_api/arrow_flight.hpp"
#include "game_api/command.hpp"
#include "game_api/player_view.hpp"
#include "inference/cave_map.hpp"

#include <functional>
#include <vector>

namespace wumpus::agent {

// The crooked flights to try grow exponentially with their length, so
// the agent searches no longer ones than this, whatever the rule allows.
inline constexpr int kMaxSearchedFlight = 8;

// How many rooms the agent's shots pass at most: the view's arrow_range
// (what the rules let an arrow fly), up to kMaxSearchedFlight.
int flight_rooms(const game_api::PlayerView& view);

struct Shot {
  std::vector<maze::RoomId> flight;  // the rooms the arrow surely enters
  double hit = 0;                    // the chance it kills the Wumpus
};

// The shot from `from` most likely to hit, given the chance of the
// Wumpus in each room, passing at most `rooms` rooms and turning only as
// `rules` let an arrow (never back into the room it just left when they
// say so, never round into the shooter's room when that hits them); the
// shortest of equals. Empty flight when no passage leads out.
Shot best_shot(const inference::CaveMap& map, maze::RoomId from, int rooms,
               const game_api::ArrowRules& rules,
               const std::function<double(maze::RoomId)>& wumpus_at);

// The command that flies `shot` from `from`.
game_api::Command shot_command(const inference::CaveMap& map, maze::RoomId from,
                               const Shot& shot);

}  // namespace wumpus::agent
