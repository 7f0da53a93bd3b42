// A mods directory under /tmp that tests fill with one-file mods and mod
// folders, removed afterwards; and rules loaded from it.
#pragma once

#include "rules_fixture.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

namespace wumpus::script::testing {

class TempMods {
 public:
  TempMods() {
    static int counter = 0;
    dir_ = std::filesystem::temp_directory_path() /
           ("wumpus-mods-" + std::to_string(::getpid()) + "-" +
            std::to_string(++counter));
    std::filesystem::create_directories(dir_);
  }
  ~TempMods() { std::filesystem::remove_all(dir_); }
  TempMods(const TempMods&) = delete;
  TempMods& operator=(const TempMods&) = delete;

  // Writes `text` to `path` ("ghost.lua", "ghosts/mod.conf"), making
  // folders on the way.
  TempMods& add(const std::string& path, const std::string& text) {
    const auto file = dir_ / path;
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
    return *this;
  }
  std::string dir() const { return dir_.string(); }
  std::string path(const std::string& relative) const {
    return (dir_ / relative).string();
  }

 private:
  std::filesystem::path dir_;
};

// Counts turns in an upvalue, shows it in the world's variable
// tally:count (tally_of); `spoil` changes the upvalue, then fails.
inline constexpr const char* kTallyMod =
    "local count = 0\n"
    "game.register('tally', { on_turn = function(player)\n"
    "  count = count + 1\n"
    "  game.set_variable('tally:count', count)\n"
    "end })\n"
    "game.verb('spoil', { help = 'spoil the tally' }, function(player)\n"
    "  count = count + 100\n"
    "  error('spoiled')\n"
    "end)\n";

inline const game::Value* tally_of(const game::Game& game) {
  return game.world().properties_of(game::Owner::world()).get("tally:count");
}

inline std::shared_ptr<LuaRules> try_rules(
    const TempMods& mods, std::string* error,
    std::optional<std::set<std::string>> enabled = std::nullopt) {
  RulesOptions options = rules_options({mods.dir()});
  options.enabled_mods = std::move(enabled);
  return LuaRules::load(options, error);
}

inline std::shared_ptr<LuaRules> rules_of(const TempMods& mods) {
  std::string error;
  auto rules = try_rules(mods, &error);
  INFO(error);
  REQUIRE(rules);
  return rules;
}

// The error that stops a mod of one file holding `text` from loading
// (the check fails when it loads).
inline std::string load_error_of(const std::string& text) {
  TempMods mods;
  mods.add("bad.lua", text);
  std::string error;
  CHECK_FALSE(try_rules(mods, &error));
  return error;
}

// Whether any warning contains every one of `parts`.
inline bool warned(const LuaRules& rules,
                   std::initializer_list<std::string> parts) {
  for (const std::string& warning : rules.warnings()) {
    bool all = true;
    for (const std::string& part : parts)
      all = all && warning.find(part) != std::string::npos;
    if (all) return true;
  }
  return false;
}

}  // namespace wumpus::script::testing
