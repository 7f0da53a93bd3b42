// Hook gates: a registration's `near` skips its on_enter and percepts
// unless one of the kinds lies in the room or a room open to it, and its
// `tick_while` skips its on_tick unless a thing of the kind bears the
// flag; a gate changes when a hook runs, never what it does.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Contains;

namespace {

// Counts its on_enter calls in the variable "entered" and always senses
// "probe", both gated by `near`.
const char* const kProbe =
    "game.register('probe', { near = 'beacon',\n"
    "  on_enter = function()\n"
    "    game.set_variable('entered', (game.variable('entered') or 0) + 1)\n"
    "  end,\n"
    "  percepts = function() return 'probe', 'A probe hums.' end })\n";

std::int64_t variable(const Scene& scene, const std::string& name) {
  const game::Value* value =
      scene.game.world().properties_of(game::Owner::world()).get(name);
  return value ? std::get<std::int64_t>(*value) : 0;
}

// Rooms 0-1-2-3 in a row, a beacon in room 3.
game::World beacon_row() {
  game::World world = open_cave(4);
  world.place("beacon", 3);
  return world;
}

}  // namespace

TEST_CASE("near runs on_enter and percepts only near the kind",
          "[script][gates]") {
  TempMods mods;
  mods.add("probe.lua", kProbe);
  Scene scene(beacon_row(), rules_of(mods));
  CHECK_FALSE(scene.senses("probe"));
  scene.run("e");  // room 1: the beacon is two rooms away
  CHECK(variable(scene, "entered") == 0);
  CHECK_FALSE(scene.senses("probe"));
  scene.run("e");  // room 2: next door
  CHECK(variable(scene, "entered") == 1);
  CHECK(scene.senses("probe"));
  scene.run("e");  // room 3: here
  CHECK(variable(scene, "entered") == 2);
  CHECK(scene.senses("probe"));
}

TEST_CASE("near counts only rooms joined by an open passage",
          "[script][gates]") {
  TempMods mods;
  mods.add("probe.lua", kProbe);
  game::World world = beacon_row();
  std::string error;
  REQUIRE(world.cave().set_passage(2, 3, false, &error));
  Scene scene(std::move(world), rules_of(mods));
  scene.run("e");
  scene.run("e");  // room 2: the beacon lies behind a wall
  CHECK(variable(scene, "entered") == 0);
  CHECK_FALSE(scene.senses("probe"));
}

TEST_CASE("near sees what an earlier hook of the same entry placed",
          "[script][gates]") {
  TempMods mods;
  mods.add("a.lua",
           "game.register('dropper', { priority = -1,\n"
           "  on_enter = function(player, room)\n"
           "    if room == 1 then game.place('beacon', room) end\n"
           "  end })\n")
      .add("b.lua", kProbe);
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("e");
  CHECK(variable(scene, "entered") == 1);
}

TEST_CASE("a gate covers only the hooks of its own registration",
          "[script][gates]") {
  TempMods mods;
  mods.add("a.lua", kProbe)
      .add("b.lua",
           "game.register('probe', { on_enter = function()\n"
           "  game.set_variable('entered', (game.variable('entered') or 0) "
           "+ 10)\n"
           "end })\n");
  Scene scene(beacon_row(), rules_of(mods));
  scene.run("e");
  CHECK(variable(scene, "entered") == 10);  // ungated now
  CHECK_FALSE(scene.senses("probe"));       // percepts kept the gate
}

TEST_CASE("tick_while runs on_tick only while a thing bears the flag",
          "[script][gates]") {
  TempMods mods;
  mods.add("clock.lua",
           "game.register('clock', { tick_while = 'ticking',\n"
           "  on_tick = function()\n"
           "    game.set_variable('ticks', (game.variable('ticks') or 0) + 1)\n"
           "  end })\n");
  auto rules = rules_of(mods);
  game::World still = open_cave(4);
  still.place("clock", 2);
  game::World going = still;
  going.set_property(game::Owner::thing(going.things_of("clock").front()),
                     "ticking", true);
  Scene idle(std::move(still), rules), busy(std::move(going), rules);
  for (Scene* scene : {&idle, &busy}) {
    scene->run("wait");
    scene->run("wait");
  }
  CHECK(variable(idle, "ticks") == 0);
  CHECK(variable(busy, "ticks") == 2);
}

TEST_CASE("gates are checked when a rule file loads", "[script][gates]") {
  CHECK_THAT(load_error_of("game.register('x', { near = 3, on_enter = "
                           "function() end })"),
             Contains("near takes names of 1 to 64 bytes, not a number"));
  CHECK_THAT(
      load_error_of("game.register('x', { near = {}, on_enter = function() end "
                    "})"),
      Contains("near is a kind or a list of 1 to 16 kinds"));
  CHECK_THAT(load_error_of("game.register('x', { near = { 'pit', true }, "
                           "percepts = function() end })"),
             Contains("not a boolean"));
  CHECK_THAT(
      load_error_of("game.register('x', { near = 'pit', on_turn = function() "
                    "end })"),
      Contains("near gates on_enter and percepts, and this call names "
               "neither"));
  CHECK_THAT(load_error_of("game.register('x', { tick_while = 'awake' })"),
             Contains("tick_while gates on_tick"));
  CHECK_THAT(load_error_of("game.register('x', { tick_while = '', on_tick = "
                           "function() end })"),
             Contains("tick_while takes names of 1 to 64 bytes, not 0"));
}

TEST_CASE("the world counts changes to things and passages",
          "[script][gates]") {
  game::World world = open_cave(3);
  const auto things = world.things_revision();
  const auto passages = world.cave().passages_revision();
  const game::ThingId id = world.place("beacon", 1);
  CHECK(world.things_revision() > things);
  const auto placed = world.things_revision();
  world.move_thing(id, 2);
  CHECK(world.things_revision() > placed);
  std::string error;
  REQUIRE(world.cave().set_passage(0, 1, false, &error));
  CHECK(world.cave().passages_revision() > passages);
}
