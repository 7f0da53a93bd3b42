// game.export and game.import: a mod publishes values and functions for
// the mods that depend on it, which read them through views they cannot
// write (nor through rawset, nor through a nested table), and only a
// declared dependent may import.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

constexpr const char* kLocks =
    "local opened = 0\n"
    "game.export('keys', { 'brass', 'iron', colours = { brass = 'yellow' } })\n"
    "game.export('open', function() opened = opened + 1 return opened end)\n"
    "game.register('locks:door', {})\n";

}  // namespace

TEST_CASE("a dependent reads a mod's exports and calls its functions",
          "[script][mods][exports]") {
  TempMods mods;
  mods.add("locks/locks.lua", kLocks)
      .add("heist/mod.conf", "depends = locks\n")
      .add("heist/heist.lua",
           "local locks = game.import('locks')\n"
           "local seen = {}\n"
           "for i, key in ipairs(locks.keys) do seen[#seen + 1] = key end\n"
           "for name in pairs(locks.keys.colours) do seen[#seen + 1] = name "
           "end\n"
           "seen[#seen + 1] = #locks.keys .. ' ' .. locks.open() .. ' ' ..\n"
           "  locks.open()\n"
           "local said = table.concat(seen, ',')\n"
           "game.register('heist:crew', { on_turn = function(player)\n"
           "  game.message(player, 'info', said)\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("brass,iron,brass,2 1 2"));
}

TEST_CASE("an import cannot be written, however it is reached",
          "[script][mods][exports]") {
  for (const char* attempt :
       {"locks.keys[1] = 'forged'", "locks.keys.colours.brass = 'red'",
        "rawset(locks.keys, 1, 'forged')",
        "rawset(locks.keys.colours, 'brass', 'red')",
        "local _, t = pairs(locks.keys) ; rawset(t, 1, 'forged')",
        "for _, v in pairs(locks.keys) do if type(v) == 'table' then "
        "v.brass = 'red' end end",
        "setmetatable(locks.keys, {})"}) {
    INFO(attempt);
    TempMods mods;
    mods.add("locks/locks.lua", kLocks)
        .add("thief/mod.conf", "depends = locks\n")
        .add("thief/thief.lua",
             std::string("local locks = game.import('locks')\n") + attempt +
                 "\n");
    std::string error;
    CHECK_FALSE(try_rules(mods, &error));
    CHECK_THAT(error, Contains("read-only") ||
                          Contains("protected metatable") ||
                          Contains("locked"));
  }
}

TEST_CASE("only a declared dependent imports, and only while loading",
          "[script][mods][exports]") {
  TempMods mods;
  mods.add("locks/locks.lua", kLocks)
      .add("stranger/stranger.lua", "game.import('locks')\n");
  std::string error;
  CHECK_FALSE(try_rules(mods, &error));
  CHECK_THAT(error, Contains("mod stranger does not depend on it"));

  TempMods later;
  later.add("locks/locks.lua", kLocks)
      .add("late/mod.conf", "depends = locks\n")
      .add("late/late.lua",
           "game.register('late:x', { on_turn = function(player)\n"
           "  game.import('locks')\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(later));
  scene.run("wait");
  CHECK(scene.said("game.import: only a mod's file, while it loads"));

  TempMods optional;
  optional.add("zombie/mod.conf", "optional_depends = locks\n")
      .add("zombie/zombie.lua",
           "assert(game.import('locks') == nil, 'an absent mod exports "
           "nothing')\n");
  CHECK(try_rules(optional, &error));
}
