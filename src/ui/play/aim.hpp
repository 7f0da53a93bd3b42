// Aiming a shot on a grid, from what the player knows: the rooms the
// arrow would pass for a path of directions, flown as the engine flies it
// (game_api/arrow_flight.hpp) as far as the view's arrow_range, turning
// only as the view's arrow_rules let it.
#pragma once

#include "game_api/player_view.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

struct AimPlan {
  // The rooms the arrow would enter: through known passages, and on
  // through rooms never seen (whose walls are unknown).
  std::vector<maze::RoomId> rooms;
  bool wall_at_once =
      false;                 // a known wall (or the cave's edge) is right there
  bool stops_short = false;  // a known wall stops it before its path ends
  bool crooked = false;      // the path doubles back: the shot is refused
  bool hits_shooter = false;  // it comes round to the shooter's room
};

AimPlan plan_shot(const game_api::PlayerView& view,
                  const std::vector<maze::Direction>& path);

// "e e n", as the shoot command takes it.
std::string path_text(const std::vector<maze::Direction>& path);

}  // namespace wumpus::ui
