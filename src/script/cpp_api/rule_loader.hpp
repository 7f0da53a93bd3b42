// C++ calls Lua: finding the rule files (built-in scripts, then mods in
// dependency order) and running them, text only: each built-in file in
// its own environment, the files of one mod in one shared environment,
// frozen once the last of them has run.
#pragma once

#include "script/lua_rules.hpp"
#include "script/lua_state.hpp"
#include "script/mod_list.hpp"

#include <cstddef>
#include <set>
#include <string>
#include <vector>

namespace wumpus::script {

// The most bytes a rule file may hold: the built-in scripts are a few
// KiB, and the whole Lua state is capped far lower than a huge file.
inline constexpr std::size_t kMaxRuleFileBytes = std::size_t{4} << 20;

struct RuleFile {
  std::string path;     // to read it
  std::string name;     // in messages: "scripts/pit.lua", "ghosts/ghost.lua"
  std::string content;  // filled by load_unit
};

// Files that share one environment: one built-in script, or one mod.
struct RuleUnit {
  ModInfo mod;  // name "" for a built-in script
  std::vector<RuleFile> files;
};

// Every unit in load order: the scripts dir's *.lua alphabetically, then
// the mods of the mods dirs (see order_mods). False with *error when a
// directory or mod.conf cannot be read or the mods do not fit together.
bool list_rule_units(const RulesOptions& options, std::vector<RuleUnit>* units,
                     std::vector<std::string>* warnings, std::string* error);

// Reads, compiles (text only) and runs the unit's files in order, in one
// fresh environment, frozen afterwards; each file's bytes go into its
// content. False with *error naming file and line on any failure.
bool load_unit(LuaState& lua, RuleUnit* unit, std::string* error);

// The files that registered nothing but `score` hooks. The score is read
// from a finished world and changes nothing, so such a built-in file may
// change (or be new) without making saves and recordings "other rules".
std::set<std::string> score_only_files(lua_State* L);

}  // namespace wumpus::script
