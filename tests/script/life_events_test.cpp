// The events of a player's life in the game: joining, dying and winning
// raise on_join, on_death and on_win once, after the hook that caused
// them has returned, and a failing one is undone like any hook.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <cstdint>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;

TEST_CASE("joining the game raises on_join before the first percepts",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("greeter.lua",
           "game.register('greeter', { on_join = function(player)\n"
           "  game.message(player, 'info', 'welcome ' ..\n"
           "    game.player_name(player))\n"
           "  game.set_variable('greeter:joined',\n"
           "    (game.variable('greeter:joined') or 0) + 1)\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  CHECK(scene.said("welcome tester"));
  const auto second = scene.game.add_player("bob");
  const game::Value* joined = scene.game.world()
                                  .properties_of(game::Owner::world())
                                  .get("greeter:joined");
  REQUIRE(joined);
  CHECK(*joined == game::Value(std::int64_t{2}));
  CHECK(scene.game.world().player(second)->alive);
}

TEST_CASE("a failing on_join is undone and the player still joins",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("grumpy.lua",
           "game.register('grumpy', { on_join = function(player)\n"
           "  game.set_variable('grumpy:marked', true)\n"
           "  error('no visitors')\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  CHECK(scene.said("no visitors"));
  CHECK(scene.game.world()
            .properties_of(game::Owner::world())
            .get("grumpy:marked") == nullptr);
  CHECK(scene.state().alive);
}

TEST_CASE("dying raises on_death with the cause, once",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("mourner.lua",
           "game.register('mourner', { on_death = function(player, cause)\n"
           "  game.message(player, 'info', 'farewell: ' .. cause)\n"
           "  game.set_variable('mourner:deaths',\n"
           "    (game.variable('mourner:deaths') or 0) + 1)\n"
           "end })\n");
  auto world = open_cave(4);
  world.place("pit", 1);
  Scene scene(std::move(world), rules_of(mods));
  scene.run("east");
  CHECK_FALSE(scene.state().alive);
  CHECK(scene.said("farewell: fell into a pit"));
  const game::Value* deaths = scene.game.world()
                                  .properties_of(game::Owner::world())
                                  .get("mourner:deaths");
  REQUIRE(deaths);
  CHECK(*deaths == game::Value(std::int64_t{1}));
}

TEST_CASE("winning raises on_win", "[script][mods][events]") {
  TempMods mods;
  mods.add("crowner.lua",
           "game.register('crowner', {\n"
           "  on_turn = function(player) game.win(player) end,\n"
           "  on_win = function(player)\n"
           "    game.message(player, 'info', 'long live ' ..\n"
           "      game.player_name(player))\n"
           "  end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(scene.state().won);
  CHECK(scene.said("long live tester"));
}
