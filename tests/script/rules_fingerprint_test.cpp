// The rules' fingerprint, which saves and recordings keep, and the
// earlier built-in rule sets whose play today's repeat.
#include "script/rules_fingerprint.hpp"
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::script;
using namespace wumpus::script::testing;

TEST_CASE("a fingerprint follows every file's name and text",
          "[script][fingerprint]") {
  const auto of =
      [](std::initializer_list<std::pair<const char*, const char*>> files) {
        RulesFingerprint fingerprint;
        for (const auto& [file, text] : files)
          fingerprint.add(file, text, true);
        return fingerprint.fingerprint();
      };
  const std::string base = of({{"scripts/a.lua", "x"}, {"scripts/b.lua", "y"}});
  CHECK(base == of({{"scripts/a.lua", "x"}, {"scripts/b.lua", "y"}}));
  CHECK(base.rfind("lua:2:", 0) == 0);
  CHECK(base != of({{"scripts/a.lua", "x"}, {"scripts/b.lua", "z"}}));
  CHECK(base != of({{"scripts/a.lua", "x"}, {"scripts/c.lua", "y"}}));
  CHECK(base != of({{"scripts/a.lua", "xy"}, {"scripts/b.lua", ""}}));
  CHECK(file_hash("x") != file_hash("y"));
}

TEST_CASE("unknown rule sets have no earlier generation",
          "[script][fingerprint]") {
  RulesFingerprint fingerprint;
  fingerprint.add("scripts/a.lua", "x", true);
  fingerprint.add("mod/m.lua", "y", false);
  CHECK(fingerprint.same_play().empty());
}

TEST_CASE("today's built-in rules play as those before their gates",
          "[script][fingerprint]") {
  // The built-in rules of tests/compat's games, before pit, bats,
  // wumpus, gold, rope and torch declared near and tick_while: version 1,
  // kept in scripts/versions/1 since the rules changed again.
  const std::string before_gates = "lua:9:9f12fa300ab4cad9";
  RulesOptions first = rules_options();
  first.version = 1;
  std::string error;
  const auto rules = LuaRules::load(first, &error);
  INFO(error);
  REQUIRE(rules);
  CHECK(rules->plays_as(rules->fingerprint()));
  CHECK(rules->plays_as(before_gates));
  CHECK_FALSE(rules->plays_as("lua:9:0000000000000000"));
  // With a mod, only the earlier rules with the same mod play the same
  // (tests/compat's ghosts games show that they do).
  TempMods mods;
  mods.add("m.lua", "game.register('m', {})\n");
  const auto modded = rules_of(mods);
  CHECK_FALSE(modded->plays_as(before_gates));
  CHECK_FALSE(modded->plays_as(rules->fingerprint()));
}
