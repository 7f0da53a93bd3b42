// The rows of the start menu's mod list and how keys edit them: a row a
// mod, and under each mod ticked a row for each setting its mod.conf
// declares, whose value the player types or steps.
#pragma once

#include "ui/screens/game_choice.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

struct ModRow {
  int mod = 0;
  int setting = -1;  // -1: the mod's own row
};

// Whether the player ticked the mod named `mod`.
bool mod_ticked(const GameChoice& choice, const std::string& mod);

std::vector<ModRow> mod_rows(const std::vector<ModEntry>& mods,
                             const GameChoice& choice);

// "count = 5", or "count = 3 (default)" while the player left it.
std::string setting_text(const ModEntry& mod, int setting,
                         const GameChoice& choice);

// A key on a setting's row: Left/Right step a whole number or flip
// true/false; a printable key types (the first one after arriving
// replaces the value); Backspace deletes a character, and an emptied
// value goes back to the default. `fresh` says no key was typed since the
// cursor came; it is cleared by typing. False: the key does not edit settings.
bool edit_setting(const ModEntry& mod, int setting, int key, bool* fresh,
                  GameChoice* choice);

// The --set words for the chosen mods' changed settings: "ghosts.count=5".
std::vector<std::string> chosen_settings(const GameChoice& choice);

}  // namespace wumpus::ui
