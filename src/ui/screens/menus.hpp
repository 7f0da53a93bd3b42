// The screens around a game: yes/no questions and waiting for a key
// (the start menu is in start_menu.hpp, the end screen in end_screen.hpp).
#pragma once

#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"

#include <optional>

namespace wumpus::ui {

// Waits for a key; Terminal::kGone when the tty vanished or a signal came.
int wait_key(Terminal& terminal);

// Draws a box on a blank screen.
void show_box(Terminal& terminal, const Overlay& overlay);

// Shows a box on a blank screen and waits for y or n. Nothing when the
// tty vanished or a signal came.
std::optional<bool> ask_yes_no(Terminal& terminal, const Overlay& question);

}  // namespace wumpus::ui
