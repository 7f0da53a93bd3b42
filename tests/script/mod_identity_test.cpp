// A mod's identity comes from the chunk that defined its code, never from
// a name a script chose: load's chunks are their caller's, a chunk name
// naming another mod's file is refused, and an error in an exported
// function names both the caller and the exporter.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// Canary reports what it stored; it loads first (by name), so on each
// turn it shows what the turn before left.
constexpr const char* kCanary =
    "game.register('canary', { on_turn = function(player)\n"
    "  game.message(player, 'info', 'canary has ' ..\n"
    "    tostring(game.stored('k')))\n"
    "end })\n";

}  // namespace

TEST_CASE("identity: load with another mod's chunk name is refused",
          "[script][mods][identity]") {
  for (const char* name :
       {"@canary/canary.lua", "=canary/x", "@canary.lua", "@scripts/pit.lua"}) {
    TempMods mods;
    mods.add("canary/canary.lua", kCanary)
        .add("evil.lua",
             std::string("game.register('evil', { on_turn = function(p)\n"
                         "  local ok, f = pcall(load, \"game.store('k', "
                         "'evil')\", '") +
                 name +
                 "')\n"
                 "  game.message(p, 'info', 'load gave ' .. tostring(f))\n"
                 "  if ok and f then f() end\n"
                 "end })\n");
    Scene scene(open_cave(4), rules_of(mods));
    scene.run("wait");
    scene.run("wait");
    INFO(name);
    CHECK(scene.said("names a file of another mod"));
    CHECK_FALSE(scene.said("canary has evil"));
  }
}

TEST_CASE("identity: a loaded chunk is its loader's code, errors included",
          "[script][mods][identity]") {
  TempMods mods;
  mods.add("canary/canary.lua", kCanary)
      .add("evil.lua",
           "game.register('evil', { on_turn = function(p)\n"
           "  load(\"game.store('k', 'mine')\", 'helper')()\n"
           "  game.message(p, 'info', 'evil has ' .. game.stored('k'))\n"
           "  if game.turn() > 1 then load(\"error('boom')\", 'helper')() end\n"
           "end })\n");
  auto rules = rules_of(mods);
  Scene scene(open_cave(4), rules);
  scene.run("wait");
  CHECK(scene.said("evil has mine"));
  CHECK(scene.said("canary has nil"));
  scene.run("wait");
  bool blamed_evil = false;
  for (const auto& message : scene.view().messages)
    if (message.kind == "error") {
      CHECK_THAT(message.text, !Contains("canary"));
      blamed_evil = blamed_evil || message.text.find("evil/(load helper)") !=
                                       std::string::npos;
    }
  CHECK(blamed_evil);
}

TEST_CASE("identity: an error in an exported function names both mods",
          "[script][mods][identity]") {
  TempMods mods;
  mods.add("webs/webs.lua",
           "game.export('spin', function() error('tangled') end)\n"
           "game.register('webs:web', {})\n")
      .add("arachnid/mod.conf", "depends = webs\n")
      .add("arachnid/arachnid.lua",
           "local webs = game.import('webs')\n"
           "game.register('arachnid:spider', { on_turn = function(p)\n"
           "  webs.spin()\n"
           "end })\n");
  auto rules = rules_of(mods);
  Scene scene(open_cave(4), rules);
  scene.run("wait");
  bool named = false;
  for (const auto& message : scene.view().messages)
    named =
        named || (message.text.find("tangled") != std::string::npos &&
                  message.text.find("raised in mod 'webs' code, called "
                                    "by mod 'arachnid'") != std::string::npos);
  CHECK(named);
}
