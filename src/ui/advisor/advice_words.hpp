// The advisor's commands in the words a player moves by: compass
// directions on every tiling that has them ("northeast", never "go 24"),
// in, out and round on polar rings, the joined room's name on room
// graphs; shots as the directions the arrow flies.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"

#include <string>

namespace wumpus::ui {

// The one move from `from` into its joined room `to`: "northeast", "up",
// "in", "clockwise", "to room 12"; on polar rings, where the keys reach
// only one of two rooms out, "travel (T, Enter)" for the other.
std::string step_words(const game_api::PlayerView& view, maze::RoomId from,
                       maze::RoomId to);

// `command` as the player at `view.room` would give it: "northeast",
// "shoot east northeast", "take".
std::string command_words(const game_api::PlayerView& view,
                          const game_api::Command& command);

}  // namespace wumpus::ui
