// The hook table (script/hook_table.hpp) against what is written from it
// by hand: the editor stubs in scripts/meta/game.lua, the modders'
// reference, and the registration that accepts each hook and its gate.
#include "mod_fixture.hpp"

#include "script/hook_table.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;

namespace {

// The function fields of the Hooks class in the stubs: name -> its type
// without the trailing "|false".
std::map<std::string, std::string> stub_hooks() {
  std::ifstream in(source_path("scripts/meta/game.lua"));
  REQUIRE(in);
  std::map<std::string, std::string> found;
  bool in_hooks = false;
  const std::string field = "---@field ";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("---@class ", 0) == 0) in_hooks = line == "---@class Hooks";
    if (!in_hooks || line.rfind(field, 0) != 0) continue;
    const auto space = line.find(' ', field.size());
    std::string name = line.substr(field.size(), space - field.size());
    if (name.empty() || name.back() != '?') continue;  // [string] events
    name.pop_back();
    const std::string type = line.substr(space + 1);
    if (type.rfind("fun(", 0) != 0) continue;
    const auto end = type.find("|false");
    REQUIRE(end != std::string::npos);
    found[name] = type.substr(0, end);
  }
  return found;
}

}  // namespace

TEST_CASE("every hook of the table has its stub, typed as the table says",
          "[script][hooks]") {
  const auto stubs = stub_hooks();
  for (const HookSpec& hook : kHooks) {
    const std::string name(hook.name);
    INFO(name);
    REQUIRE(stubs.count(name));
    CHECK(stubs.at(name) == hook.stub);
  }
  // The other function fields are the built-in rules' own events.
  for (const auto& [name, type] : stubs) {
    INFO(name);
    CHECK((is_engine_hook(name) || name == "on_hit" || name == "on_miss"));
  }
}

TEST_CASE("the modders' reference describes every hook of the table",
          "[script][hooks]") {
  std::ifstream in(source_path("scripts/README.md"));
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const std::string readme = text.str();
  const auto begin = readme.find("\n## Hooks");
  const auto end = readme.find("\n## The `game` API");
  REQUIRE(begin < end);
  const std::string hooks = readme.substr(begin, end - begin);
  for (const HookSpec& hook : kHooks) {
    INFO(hook.name);
    CHECK(hooks.find("`" + std::string(hook.name) + "(") != std::string::npos);
  }
}

TEST_CASE("a kind registers every hook of the table, gated as it says",
          "[script][hooks]") {
  std::string all = "game.register('every', {\n";
  for (const HookSpec& hook : kHooks)
    all += "  " + std::string(hook.name) + " = function() end,\n";
  all += "})\n";
  TempMods mods;
  mods.add("every.lua", all);
  std::string error;
  CHECK(try_rules(mods, &error));
  CHECK(error.empty());

  for (const HookSpec& hook : kHooks) {
    INFO(hook.name);
    for (const Gate gate : {Gate::Near, Gate::TickWhile}) {
      const std::string field =
          gate == Gate::Near ? "near = 'pit'" : "tick_while = 'awake'";
      TempMods gated;
      gated.add("gated.lua", "game.register('gated', { " + field + ", " +
                                 std::string(hook.name) +
                                 " = function() end })\n");
      std::string gate_error;
      CHECK(static_cast<bool>(try_rules(gated, &gate_error)) ==
            (hook.gate == gate));
    }
  }
}
