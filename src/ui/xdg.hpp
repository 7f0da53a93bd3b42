// Where a player's files live (XDG base directories): the keymap under
// the config home, saves and scores under the data home.
#pragma once

#include <string>

namespace wumpus::ui {

// $XDG_CONFIG_HOME/wumpus, else $HOME/.config/wumpus.
std::string config_dir();
// $XDG_DATA_HOME/wumpus, else $HOME/.local/share/wumpus.
std::string data_dir();
// data_dir()/scores.sqlite: the player's own high scores.
std::string default_score_path();
// Creates `dir` and its parents; false with a message when it can't.
bool ensure_dir(const std::string& dir, std::string* error);

}  // namespace wumpus::ui
