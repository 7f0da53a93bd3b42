// Mods that combine (lua_api/l_rules.cpp): two mods wrapping one hook
// both take effect through game.previous; replacing without calling it,
// hooking an event nothing raises and misspelt fields are named; kinds
// are namespaced and may give a name, a glyph and a colour.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// A mod wrapping the pit's on_enter: says `word`, then lets the pit act.
std::string wrapper(const std::string& word) {
  return "local old = game.previous('pit', 'on_enter')\n"
         "game.register('pit', { on_enter = function(player, room)\n"
         "  if game.has(room, 'pit') then\n"
         "    game.message(player, 'info', '" +
         word +
         "')\n"
         "  end\n"
         "  return old(player, room)\n"
         "end })\n";
}

}  // namespace

TEST_CASE("two mods wrapping the same hook both take effect",
          "[script][mods][stacking]") {
  TempMods mods;
  mods.add("echo.lua", wrapper("An echo rises."))
      .add("wind.lua", wrapper("Wind howls."));
  auto rules = rules_of(mods);
  CHECK(rules->warnings().empty());
  auto world = open_cave(4);
  world.place("pit", 1);
  Scene scene(std::move(world), rules);
  scene.run("east");
  CHECK(scene.said("An echo rises."));
  CHECK(scene.said("Wind howls."));
  CHECK_FALSE(scene.state().alive);  // and the pit itself still acts
  const auto messages = scene.view().messages;
  // Loaded by name, so wind wraps echo, which wraps the pit.
  std::vector<std::string> texts;
  for (const auto& m : messages) texts.push_back(m.text);
  const auto at = [&](const std::string& text) {
    return std::find(texts.begin(), texts.end(), text) - texts.begin();
  };
  CHECK(at("Wind howls.") < at("An echo rises."));
}

TEST_CASE("replacing a hook without calling it is a warning naming both files",
          "[script][mods][stacking]") {
  TempMods mods;
  mods.add("soft.lua", "game.register('pit', { on_enter = function() end })\n")
      .add("quiet.lua", "game.register('pit', { percepts = false })\n");
  auto rules = rules_of(mods);
  CHECK(warned(*rules, {"soft.lua", "replaces on_enter of kind 'pit'",
                        "scripts/pit.lua", "game.previous"}));
  CHECK_FALSE(warned(*rules, {"quiet.lua"}));  // removing is explicit

  TempMods deliberate;
  deliberate.add("soft.lua",
                 "game.register('pit', { on_enter = false })\n"
                 "game.register('pit', { on_enter = function() end })\n");
  CHECK(rules_of(deliberate)->warnings().empty());
}

TEST_CASE("hooks nothing raises and misspelt fields name the nearest name",
          "[script][mods][stacking]") {
  TempMods mods;
  mods.add("typo.lua",
           "game.register('typo', { on_entre = function() end,\n"
           "  on_alarm = function() end })\n")
      .add("alarm.lua",
           "game.register('alarm', { on_turn = function()\n"
           "  game.emit('on_alarm')\nend })\n");
  auto rules = rules_of(mods);
  CHECK(warned(*rules, {"typo.lua", "'on_entre', which nothing raises",
                        "did you mean 'on_enter'?"}));
  CHECK_FALSE(warned(*rules, {"on_alarm"}));

  TempMods misspelt;
  misspelt.add("bad.lua", "game.register('bad', { glyf = 'x' })\n");
  std::string error;
  CHECK_FALSE(try_rules(misspelt, &error));
  CHECK_THAT(error, Contains("unknown hook 'glyf' (did you mean 'glyph'?)"));
}

TEST_CASE("kinds are namespaced by their mod", "[script][mods][stacking]") {
  TempMods mods;
  mods.add("ghosts/mod.conf", "name = ghosts\n")
      .add("ghosts/ghost.lua",
           "game.register('ghosts:ghost', { name = 'ghost', glyph = 'G',\n"
           "  colour = 'magenta' })\n");
  auto rules = rules_of(mods);
  const auto kinds = rules->kinds();
  CHECK(std::count(kinds.begin(), kinds.end(), "ghosts:ghost") == 1);
  const auto looks = rules->looks();
  REQUIRE(looks.count("ghosts:ghost"));
  CHECK(looks.at("ghosts:ghost") ==
        game_api::KindLook{"ghost", "G", "magenta"});

  const std::string wrong =
      GENERATE(std::string("game.register('other:ghost', {})"),
               std::string("game.register('ghosts:Ghost', {})"),
               std::string("game.register('x', { glyph = 'too long' })"),
               std::string("game.register('x', { glyph = '\\u{5B57}' })"),
               // What a remote view refuses, the loader refuses first: a
               // surrogate, an overlong form, a C1 control.
               std::string("game.register('x', { glyph = '\\xED\\xA0\\x80' })"),
               std::string("game.register('x', { glyph = '\\xE0\\x80\\xB0' })"),
               std::string("game.register('x', { glyph = '\\xC2\\x85' })"),
               std::string("game.register('x', { colour = 'purple' })"),
               std::string("game.register('x', { name = 5 })"));
  TempMods bad;
  bad.add("ghosts/mod.conf", "name = ghosts\n").add("ghosts/g.lua", wrong);
  std::string error;
  INFO(wrong);
  CHECK_FALSE(try_rules(bad, &error));
  // Named by its mod, not by where the host keeps it.
  CHECK_THAT(error, Contains("ghosts/g.lua:1"));
  CHECK_THAT(error, !Contains(bad.dir()));
}

TEST_CASE("display names show in what the player sees and carries",
          "[script][mods][stacking]") {
  TempMods mods;
  mods.add("lights/mod.conf", "name = lights\n")
      .add(
          "lights/lantern.lua",
          "game.register('lights:lantern', { name = 'brass lantern',\n"
          "  glyph = 'L', colour = 'yellow',\n"
          "  take = function(player, room)\n"
          "    for _, id in ipairs(game.things_in(room, 'lights:lantern')) do\n"
          "      game.carry(id, player)\n"
          "    end\n"
          "  end })\n");
  auto world = open_cave(3);
  world.place("lights:lantern", 0);
  Scene scene(std::move(world), rules_of(mods));
  scene.run("look");
  CHECK(scene.said("You see: brass lantern."));
  CHECK(scene.view().kinds.at("lights:lantern").glyph == "L");
  scene.run("take");
  scene.run("inventory");
  CHECK(scene.said("You carry 3 arrows, 0 gold, brass lantern."));
  CHECK(scene.view().items.at("lights:lantern") == 1);
}
