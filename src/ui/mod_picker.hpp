// The start menu's list of mods: every mod found (the shipped examples in
// data/mods, the player's own mods directory, --mods directories) with a
// box to tick, and what the highlighted one says it does.
#pragma once

#include "ui/frame.hpp"
#include "ui/game_choice.hpp"
#include "ui/terminal.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

// The list's box: one line a mod, ticked when chosen, the cursor's
// marked, and its description under the list.
Overlay mods_overlay(const std::vector<ModEntry>& mods,
                     const std::vector<std::string>& chosen, int cursor);

// "2 on: teleporter, ghosts", "none on", or "none found".
std::string mods_summary(const std::vector<ModEntry>& mods,
                         const std::vector<std::string>& chosen);

// Lets the player tick mods: up/down move, space toggles, Enter or Esc
// returns the names chosen. Nothing when the tty vanished.
std::optional<std::vector<std::string>> pick_mods(
    Terminal& terminal, const std::vector<ModEntry>& mods,
    std::vector<std::string> chosen);

}  // namespace wumpus::ui
