// Where the program finds its data: the Lua rules, presets, masks. The
// WUMPUS_DATA_DIR environment variable wins over the directory compiled
// in (the source tree), so tests and installs can point elsewhere.
#pragma once

#include <string>

namespace wumpus::app {

std::string data_dir();

// data_dir() joined with a relative path such as "data/presets".
std::string data_path(const std::string& relative);

}  // namespace wumpus::app
