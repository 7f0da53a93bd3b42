// Hook priorities: a registration's `priority` orders the hooks it names
// among other kinds' (lower first, default 0, ties in load order), for
// engine hooks and custom events alike; and the kinds a mod changes after
// another registered them are listed as its overrides.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Contains;

namespace {

// A mod whose kind appends `mark` to the game variable "order" on_turn
// and on on_ping, at `priority` (none when empty).
std::string marker(const std::string& mark, const std::string& priority) {
  const std::string append =
      "function() game.set_variable('order', "
      "(game.variable('order') or '') .. '" +
      mark + "') end";
  return "game.register('" + mark + "', { " +
         (priority.empty() ? "" : "priority = " + priority + ", ") +
         "on_turn = " + append + ", on_ping = " + append + " })\n";
}

std::string order_of(const Scene& scene) {
  const game::Value* order =
      scene.game.world().properties_of(game::Owner::world()).get("order");
  return order ? std::get<std::string>(*order) : "";
}

}  // namespace

TEST_CASE("hooks run by priority, then load order",
          "[script][mods][priority]") {
  TempMods mods;
  mods.add("a.lua", marker("a", ""))
      .add("b.lua", marker("b", "-5"))
      .add("c.lua", marker("c", "10"))
      .add("d.lua", marker("d", "0"))
      .add("e.lua", marker("e", "-5"));
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(order_of(scene) == "beadc");
}

TEST_CASE("custom events run by priority too", "[script][mods][priority]") {
  TempMods mods;
  mods.add("a.lua", marker("a", "3"))
      .add("b.lua", marker("b", ""))
      .add("c.lua", marker("c", "-1"))
      .add("z.lua",
           "game.register('z', { priority = 100, on_turn = function()\n"
           "  game.set_variable('order', '')\n"
           "  game.emit('on_ping')\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(order_of(scene) == "cba");
}

TEST_CASE("a priority is a number", "[script][mods][priority]") {
  TempMods mods;
  mods.add("bad.lua", "game.register('x', { priority = 'first' })");
  std::string error;
  CHECK_FALSE(try_rules(mods, &error));
  CHECK_THAT(error, Contains("priority must be a number"));
}

TEST_CASE("a mod's overrides of other mods' kinds are listed",
          "[script][mods][overrides]") {
  TempMods mods;
  mods.add("base/mod.conf", "name = base\n")
      .add("base/base.lua",
           "game.register('base:idol', { on_turn = function() end })\n")
      .add("dep/mod.conf", "name = dep\ndepends = base\n")
      .add("dep/dep.lua",
           "local old = game.previous('base:idol', 'on_turn')\n"
           "game.register('base:idol', { on_turn = function(p) old(p) end })\n"
           "game.register('dep:own', { on_turn = function() end })\n"
           "game.register('pit', { glyph = 'O' })\n");
  const auto rules = rules_of(mods);
  const auto overrides = rules->overrides();
  REQUIRE(overrides.count("dep"));
  CHECK(overrides.at("dep") == std::vector<std::string>{"base:idol", "pit"});
  CHECK_FALSE(overrides.count("base"));
}
