// What used to fail without a word: an event emitted that no kind hooks,
// a player carried on past the bound, a load error spread over a
// traceback.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// Whether, in a game with the one-file mod `code`, `command` tells the
// player `text`.
bool tells(const std::string& code, const std::string& command,
           const std::string& text) {
  TempMods mods;
  mods.add("mod.lua", code);
  Scene scene(open_cave(4), rules_of(mods));
  scene.run(command);
  return scene.said(text);
}

}  // namespace

TEST_CASE("emitting an event no kind hooks is told once, with a hint",
          "[script][mods]") {
  TempMods mods;
  mods.add(
      "quiver.lua",
      "game.register('quiver', {\n"
      "  on_arrow_hit = function() end,\n"
      "  on_turn = function(player) game.emit('on_arow_hit', player) end,\n"
      "})\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  scene.run("wait");
  CHECK(
      scene.said("quiver.lua:3: warning: game.emit('on_arow_hit'): no kind "
                 "hooks this event (did you mean 'on_arrow_hit'?)"));
  // Each wait emits it; the warning comes once. (Loading warns apart that
  // the hooked 'on_arrow_hit' is raised by nothing.)
  int told = 0;
  for (const auto& message : scene.view().messages)
    told += message.text.find("game.emit('on_arow_hit')") != std::string::npos;
  CHECK(told == 1);
}

TEST_CASE("emitting an engine hook names what is wrong", "[script][mods]") {
  CHECK(
      tells("game.register('loud', { on_turn = function(player)\n"
            "  game.emit('on_tick') end })\n",
            "wait", "the engine raises those itself"));
}

TEST_CASE("a player carried on past the bound is told", "[script][mods]") {
  CHECK(
      tells("game.register('conveyor', { on_enter = function(p, room)\n"
            "  game.move_player(p, game.open_neighbours(room)[1]) end })\n",
            "east", "the rules moved you on 8 times in one move"));
}

TEST_CASE("a mod failing while it loads is one line", "[script][mods]") {
  TempMods mods;
  mods.add("broken.lua", "local function f()\n  error('boom')\nend\nf()\n");
  std::string error;
  CHECK_FALSE(try_rules(mods, &error));
  CHECK_THAT(error, Contains("broken.lua:2") && Contains("boom"));
  CHECK(error.find('\n') == std::string::npos);
}

TEST_CASE("a folder mod wrapping across its own files is not warned about",
          "[script][mods]") {
  TempMods mods;
  mods.add("lamp/a_fetch.lua",
           "OLD_ENTER = game.previous('pit', 'on_enter')\n"
           "game.register('lamp:lamp', { on_turn = function() end })\n")
      .add("lamp/b_wrap.lua",
           "game.register('pit', { on_enter = function(player, room)\n"
           "  OLD_ENTER(player, room) end })\n"
           "game.register('lamp:lamp', { on_turn = function() end })\n");
  const auto rules = rules_of(mods);
  for (const std::string& warning : rules->warnings()) FAIL(warning);
  TempMods thief;
  thief.add("thief.lua",
            "game.register('pit', { on_enter = function() end })\n");
  CHECK(
      warned(*rules_of(thief), {"thief.lua: replaces on_enter of kind 'pit'"}));
}
