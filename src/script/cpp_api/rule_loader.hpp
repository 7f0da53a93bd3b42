// C++ calls Lua: finding the rule files (built-in scripts, then mods) and
// running each one's main chunk, text only, in its own environment.
#pragma once

#include "script/lua_rules.hpp"
#include "script/lua_state.hpp"

#include <string>
#include <vector>

namespace wumpus::script {

struct RuleFile {
  std::string path;  // to read it
  std::string name;  // in messages: "scripts/pit.lua", "<mods>/ladder.lua"
  std::string mod;   // "" for the built-in rules, else the mod's name
};

// Every rule file in load order: the scripts dir's *.lua alphabetically,
// then each mods dir (each *.lua in it, or in a folder of it, is one mod)
// alphabetically. False with *error when a directory cannot be read.
bool list_rule_files(const RulesOptions& options, std::vector<RuleFile>* files,
                     std::string* error);

// Reads, compiles (text only) and runs one rule file in a fresh
// environment, frozen afterwards; *content receives the bytes read.
// False with *error naming file and line on any failure.
bool load_rule_file(LuaState& lua, const RuleFile& file, std::string* content,
                    std::string* error);

}  // namespace wumpus::script
