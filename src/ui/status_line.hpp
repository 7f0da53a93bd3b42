// The one-line summary under the map: room, facing, arrows, gold, items
// and turn, as the player knows them.
#pragma once

#include "game_api/player_view.hpp"

#include <string>

namespace wumpus::ui {

std::string status_line(const game::PlayerView& view);

}  // namespace wumpus::ui
