// Asked before a step the player's own knowledge says is deadly: into a
// pit met or proven, or the room the live Wumpus is proven to be in.
// Typed commands are sent as typed; keys and walks ask first.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"

#include <optional>
#include <string>

namespace wumpus::ui {

// The room `command` (a move, go, or a step the way the player faces)
// enters from where the view stands, through a passage known open;
// kNoRoom for anything else.
maze::RoomId room_entered(const game_api::PlayerView& view,
                          const game_api::Command& command);

// The question to ask before entering `room`, or nothing.
std::optional<std::string> step_warning(const game_api::PlayerView& view,
                                        maze::RoomId room);

}  // namespace wumpus::ui
