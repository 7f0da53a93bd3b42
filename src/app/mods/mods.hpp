// Which mods a game plays with: where they are looked for (the mod path:
// the --mods dirs, the player's mods dir, the shipped examples in
// data/mods, in that order of precedence), which a new game enables
// unless the player picks, which a saved game resumes with, and the rules
// loaded for a game's settings, with the mods log opened under the data
// directory.
#pragma once

#include "game/game.hpp"
#include "game/rules/rules.hpp"
#include "game/settings/settings.hpp"
#include "script/mod_list.hpp"

#include <memory>
#include <string>
#include <vector>

namespace wumpus::app {

// The --mods dirs, the player's mods dir and data/mods, each once.
std::vector<std::string> mod_search_dirs(
    const std::vector<std::string>& mods_dirs);

// What a new game enables unless the player picks: every mod of the
// --mods dirs and of the player's mods dir (the shipped examples only
// when named), plus the mods named in `named`. False with *error when a
// directory cannot be read or a named mod is not found.
bool default_mods(const std::vector<std::string>& mods_dirs,
                  const std::vector<std::string>& named,
                  std::vector<std::string>* mods, std::string* error);

// Every mod a player may pick, by name.
std::vector<script::ModInfo> available_mods(
    const std::vector<std::string>& mods_dirs);

// The built-in rules and the game's mods (settings.mods, else the
// defaults) found in mod_search_dirs. The mods log goes to mods.log
// under the data directory; with `quiet`, failing hooks' tracebacks go
// there only, not to stderr (the terminal UI owns the terminal).
std::shared_ptr<game::Rules> load_rules(const game::Settings& settings,
                                        bool quiet, std::string* error);

// Lets the mods of a game played for real keep what they store across
// games (game.store), in mod_storage/ under the data directory. Replays,
// `wumpus mod check` and agent batches leave it out: their mods' storage
// starts empty and stays in memory.
void keep_mod_storage(game::Rules& rules);

// The rules a save resumes under (their mods' storage kept): the mods it names,
// each found by name on the mod path (`dirs` first; then those an older save
// named by their absolute directory, when they still exist), plus the mods in
// `added`. A named mod not found is an error naming it and the path searched.
game::Game::RulesFor saved_rules(bool quiet, std::vector<std::string> dirs,
                                 std::vector<std::string> added);

// The names of the mods in `dirs` (one-file and folder mods), sorted;
// none for a directory that cannot be read (loading says why).
std::vector<std::string> mods_in(const std::vector<std::string>& dirs);

}  // namespace wumpus::app
