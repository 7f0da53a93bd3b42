// `wumpus play --agent`: the agent plays the game on the screen, one step
// a tick. The watcher pauses and steps it, speeds it up or slows it down,
// shows what it believes, or takes over the controls.
#pragma once

#include "game_api/table_link.hpp"
#include "ui/play/game_screen.hpp"
#include "ui/terminal/terminal.hpp"

#include <optional>

namespace wumpus::ui {

// How the watch ended; nullopt: the watcher took over and plays on.
std::optional<ScreenExit> watch_agent(Terminal& terminal,
                                      game_api::TableLink& link, int tick_ms);

}  // namespace wumpus::ui
