// Whom a spectator follows in a cave of several players, picked as in
// dgamelaunch's watch menu: up/down and Enter, or the player's number.
#pragma once

#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

// The list's box, the cursor's player marked.
Overlay watch_overlay(const std::vector<std::string>& players, int cursor);

// One key: moves the cursor, or picks (Enter, a number) or backs out.
enum class WatchKey { Stay, Pick, Back };
WatchKey watch_key(int key, int count, int& cursor);

// The player picked; nothing when the spectator backs out or the tty
// vanished.
std::optional<std::string> pick_watched(
    Terminal& terminal, const std::vector<std::string>& players);

}  // namespace wumpus::ui
