// The help screen: the help text, then the commands the game's mods add
// (the view lists them), so a player learns them where they look.
#pragma once

#include "game_api/verb_spec.hpp"
#include "ui/screen_frame.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

// `help` (the help file's lines) followed, when there are any, by a
// heading and one line per mod verb: "  pray  ask the gods for mercy".
std::vector<std::pair<std::string, Style>> help_with_verbs(
    const std::vector<std::string>& help, const game_api::VerbSpecs& verbs);

}  // namespace wumpus::ui
