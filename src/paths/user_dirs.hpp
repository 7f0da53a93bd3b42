// Where a player's own files live, by the XDG base directory spec: the
// keymap under the config home; saves, scores, mods and a server's state
// under the data home; the server's socket under the runtime directory.
#pragma once

#include <string>

namespace wumpus::paths {

// $XDG_CONFIG_HOME/wumpus, else $HOME/.config/wumpus.
std::string user_config_dir();
// $XDG_DATA_HOME/wumpus, else $HOME/.local/share/wumpus.
std::string user_data_dir();
// The score database in `dir`, and the player's own under the data home.
std::string scores_file_in(const std::string& dir);
std::string user_scores_file();
// $XDG_RUNTIME_DIR, or "" when it is not set (it has no fallback).
std::string user_runtime_dir();

// Creates `dir` and its parents; false with a message when it can't.
bool ensure_dir(const std::string& dir, std::string* error);

}  // namespace wumpus::paths
