// The screens around a game: yes/no questions, the start menu (size,
// algorithm, preset, seed) and the end screen with the high scores.
#pragma once

#include "game_api/player_view.hpp"
#include "scores/score_board.hpp"
#include "ui/frame.hpp"
#include "ui/session.hpp"
#include "ui/terminal.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

// Waits for a key; Terminal::kGone when the tty vanished or a signal came.
int wait_key(Terminal& terminal);

// Shows a box on a blank screen and waits for y or n. Nothing when the
// tty vanished or a signal came.
std::optional<bool> ask_yes_no(Terminal& terminal, const Overlay& question);

struct MenuLists {
  std::vector<std::string> presets;
  std::vector<std::string> algorithms;
  std::vector<ModEntry> mods;  // m opens the mod picker
};

// The options screen. Nothing when the player quits. `problem` (say, the
// last choice failed) is shown under the fields.
std::optional<GameChoice> start_menu(Terminal& terminal, GameChoice choice,
                                     const MenuLists& lists,
                                     const std::string& problem);

enum class EndChoice { Again, NewMaze, Quit };

// The end screen's box: how the game ended, the score, the high scores
// and the choices.
Overlay end_overlay(const game::PlayerView& view,
                    const std::vector<scores::ScoreEntry>& best,
                    const std::string& problem);

// Red when the Wumpus ate the player, black when they fell.
Tint end_tint(const game::PlayerView& view);

}  // namespace wumpus::ui
