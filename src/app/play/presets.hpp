// The shipped presets and shapes as the start menus offer them (the
// local game's and a server cave's): read from the data directory.
#pragma once

#include "ui/screens/game_choice.hpp"

#include <string>
#include <vector>

namespace wumpus::app {

// Every data/presets/*.json that loads, by name, with its description,
// and the daily cave offered as a preset named "daily".
std::vector<ui::PresetInfo> shipped_presets();

// The names of the files in a data folder ("data/masks"), sorted, with
// `extension` taken off; only files ending in it.
std::vector<std::string> data_names(const std::string& folder,
                                    const std::string& extension);

}  // namespace wumpus::app
