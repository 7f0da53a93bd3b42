// The one-line summary under the map: room, facing, arrows, gold, items
// and turn, as the player knows them; in shared play, whom the round
// waits for.
#pragma once

#include "game_api/player_view.hpp"

#include <string>

namespace wumpus::ui {

std::string status_line(const game::PlayerView& view);
// Shared play: " | round 3: waiting for bob", or "" when nobody is awaited.
std::string round_note(const game::TableView& table);

}  // namespace wumpus::ui
