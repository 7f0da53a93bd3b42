// What the fuzz targets that build games share: the built-in Lua rules,
// loaded once, and a guard that skips caves too large to carve quickly
// (carving them is not the parsers' work and would only slow the search).
#pragma once

#include "game/rules/rules.hpp"
#include "paths/data_dir.hpp"
#include "script/lua_rules.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace wumpus::fuzz {

inline std::shared_ptr<game::Rules> builtin_rules() {
  script::RulesOptions options;
  options.scripts_dir = paths::data_path("scripts");
  std::string error;
  std::shared_ptr<game::Rules> rules = script::LuaRules::load(options, &error);
  if (!rules) {
    std::fprintf(stderr, "fuzzer: %s\n", error.c_str());
    std::abort();
  }
  return rules;
}

inline const nlohmann::json* member(const nlohmann::json* json,
                                    const char* key) {
  if (json == nullptr || !json->is_object()) return nullptr;
  const auto found = json->find(key);
  return found == json->end() ? nullptr : &*found;
}

// Whether the settings describe a cave of at most 4096 rooms.
inline bool small_cave(const nlohmann::json* settings) {
  double rooms = 1;
  for (const char* key : {"width", "height", "levels"})
    if (const auto* side = member(settings, key); side && side->is_number())
      rooms *= side->get<double>();
  return rooms <= 4096;
}

}  // namespace wumpus::fuzz
