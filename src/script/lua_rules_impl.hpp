// What LuaRules holds, shared by the files that implement it.
#pragma once

#include "script/cpp_api/hook_dispatch.hpp"
#include "script/lua_rules.hpp"
#include "script/lua_state.hpp"
#include "script/mod_storage.hpp"
#include "script/rules_log.hpp"

#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace wumpus::script {

struct LuaRules::Impl {
  explicit Impl(const RulesOptions& options)
      : options(options), lua(options.limits), dispatch(lua) {
    // A replay of the journal prints what the game printed before.
    lua.log = [this](std::string_view line) {
      if (!replaying) log.add(std::string(line));
    };
  }

  RulesOptions options;
  ModStorage storage;  // before lua: the registry points at it
  LuaState lua;
  HookDispatch dispatch;
  RulesLog log;
  std::vector<std::string> files;
  std::vector<std::string> mods;
  std::map<std::string, game::Value> settings;  // "mod.key" -> default
  std::vector<std::string> warnings;
  std::vector<game::RuleSource> sources;
  std::map<std::string, std::string> mod_of_file;  // "" for built-ins
  // The files of mods stopped (at the memory cap, or failing too often):
  // their hooks and verbs no longer run.
  std::set<std::string> stopped_files;
  // Hook failures this session, by mod; kept by reload(), as a failure's
  // undoing reloads the rules.
  std::map<std::string, int> failures;
  // While a resume replays a journal: the storage directory to go back
  // to; failures and printed lines are not logged a second time.
  bool replaying = false;
  std::string storage_dir_after_replay;
  // What each mod file's setup placed last time: file -> kind -> count.
  std::map<std::string, std::map<std::string, int>> placed;
  int version = 0;  // of the built-in rules loaded
  std::string fingerprint;
  std::vector<std::string> same_play;  // earlier built-ins' fingerprints
  game_api::VerbSpecs verbs;           // game.verb's, in registration order
  ErrorSink sink = [](const game::RuleError& error) {
    std::fprintf(stderr, "wumpus: rule error: %s\n%s\n",
                 error.describe().c_str(), error.traceback.c_str());
  };
};

// The verbs the rule files registered (lua_rules_verbs.cpp).
game_api::VerbSpecs registered_verbs(lua_State* L);

// For hooks whose results mean nothing: every kind's runs.
inline HookDispatch::Inspect ignore_results() {
  return [](lua_State*, const std::string&, game::RuleError*) {
    return Next::Continue;
  };
}

}  // namespace wumpus::script
