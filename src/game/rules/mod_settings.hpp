// Mods' settings: each mod declares its own in mod.conf with a default
// (`setting.ghosts = 3`), the player changes them (`--set mod.key=value`,
// kept in the game's Settings and so in saves and replays), and the
// rules read the values in force with game.setting(mod, key).
#pragma once

#include "game/rules/rules.hpp"
#include "game/settings/settings.hpp"
#include "game/world/world.hpp"

#include <map>
#include <string>
#include <string_view>

namespace wumpus::game {

// A setting's text as a value: true/false, an integer, a number, else
// the text itself.
Value setting_value(std::string_view text);

// The values in force for a game of `settings` under `rules`: every
// declared default, with the player's choices over them. False with
// *error for a choice no loaded mod declares or of another type than its
// default.
bool settings_in_force(const Settings& settings, const Rules& rules,
                       std::map<std::string, Value>* out, std::string* error);

}  // namespace wumpus::game
