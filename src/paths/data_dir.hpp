// Where the program's own files are: the Lua rules (scripts/) and the
// data (data/: presets, masks, maps, keymap, help) it ships with. Not to
// be confused with the player's files (see user_dirs.hpp).
#pragma once

#include <string>

namespace wumpus::paths {

// $WUMPUS_DATA_DIR when set; else share/wumpus of the installation the
// running binary belongs to, found from the binary's own location; else
// the source tree it was built from, so a build tree runs in place.
std::string data_dir();

// data_dir() joined with a relative path such as "data/presets".
std::string data_path(const std::string& relative);

}  // namespace wumpus::paths
