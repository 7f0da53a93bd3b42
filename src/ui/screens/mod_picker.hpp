// The start menu's list of mods: every mod found (the shipped examples in
// data/mods, the player's own mods directory, --mods directories) with a
// box to tick, the settings of each ticked mod to change, and what the
// highlighted one says it does.
#pragma once

#include "ui/screens/game_choice.hpp"
#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

// Where the cursor is (a row of mod_rows) and whether a setting's value
// is still to be replaced by the first key typed.
struct ModPicker {
  int row = 0;
  bool fresh = true;
};

// The list's box: one line a mod, ticked when chosen, a line for each
// setting of a ticked mod, the cursor's marked, and what the cursor's
// mod says it does under the list.
Overlay mods_overlay(const std::vector<ModEntry>& mods,
                     const GameChoice& choice, const ModPicker& picker);

// "2 on: teleporter, ghosts (count=5)", "none on", or "none found".
std::string mods_summary(const std::vector<ModEntry>& mods,
                         const GameChoice& choice);

// One key: up/down (or j/k on a mod's row) move, space or x ticks a mod,
// keys on a setting's row edit it (mod_rows.hpp). True when the player
// is done (Enter, Esc, or q on a mod's row).
bool mods_key(const std::vector<ModEntry>& mods, int key, ModPicker* picker,
              GameChoice* choice);

// Lets the player tick mods and set their settings; returns the choice
// with them. Nothing when the tty vanished.
std::optional<GameChoice> pick_mods(Terminal& terminal,
                                    const std::vector<ModEntry>& mods,
                                    GameChoice choice);

}  // namespace wumpus::ui
