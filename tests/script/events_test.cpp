// What the engine does after a hook (game/game_turn.cpp, settle): room
// entry for a player a rule moved from any hook, the walk-in, pick-up and
// drop hooks; players' own properties, revealed rooms, one inventory; and
// the world's tick running once per round however many players there are.
#include "mod_fixture.hpp"

#include "game/table/table.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

TEST_CASE("game.move_player runs room entry from any hook",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("shove.lua",
           "game.register('shove', { on_turn = function(player)\n"
           "  game.move_player(player, 3)\n"
           "end })\n");
  auto world = open_cave(4);
  world.place("pit", 3);
  Scene scene(std::move(world), rules_of(mods));
  scene.run("wait");
  CHECK(scene.state().room == 3);
  CHECK_FALSE(scene.state().alive);
  CHECK(scene.state().cause == "fell into a pit");
}

TEST_CASE("a creature walking in on a player raises on_walk_in",
          "[script][mods][events]") {
  TempMods mods;
  mods.add(
      "ghost.lua",
      "game.register('ghost', {\n"
      "  on_tick = function()\n"
      "    for _, id in ipairs(game.things_of('ghost')) do\n"
      "      game.move_thing(id, game.thing(id).room - 1)\n"
      "    end\n"
      "  end,\n"
      "  on_walk_in = function(id, player)\n"
      "    game.message(player, 'info', game.thing(id).kind .. ' ' .. id ..\n"
      "      ' walks in on ' .. game.player_name(player))\n"
      "  end })\n");
  auto world = open_cave(4);
  const auto ghost = world.place("ghost", 2);
  Scene scene(std::move(world), rules_of(mods));
  scene.run("wait");  // the ghost goes to room 1: no one there
  CHECK_FALSE(scene.said("walks in"));
  scene.run("wait");  // room 0, where the player waits
  CHECK(scene.said("ghost " + std::to_string(ghost) + " walks in on tester"));
}

TEST_CASE("picking up and dropping raise their hooks, drop puts things down",
          "[script][mods][events]") {
  TempMods mods;
  mods.add(
      "watch.lua",
      "game.register('watch', {\n"
      "  on_pick_up = function(player, id)\n"
      "    game.message(player, 'info', 'up ' .. game.thing(id).kind)\n"
      "  end,\n"
      "  on_drop = function(player, id)\n"
      "    game.message(player, 'info', 'down ' .. game.thing(id).kind ..\n"
      "      ' in ' .. game.thing(id).room)\n"
      "  end })\n");
  auto world = open_cave(4);
  world.place("rope", 1);
  Scene scene(std::move(world), rules_of(mods));
  scene.run("east");
  CHECK(scene.said("You pick up a rope."));
  CHECK(scene.said("up rope"));
  CHECK(scene.view().items.at("rope") == 1);
  scene.run("east");
  const auto turns = scene.state().turns;
  scene.run("drop rope");
  CHECK(scene.said("You drop the rope."));
  CHECK(scene.said("down rope in 2"));
  CHECK(scene.view().items.count("rope") == 0);
  CHECK(scene.state().turns == turns + 1);
  scene.run("drop rope");
  CHECK(scene.said("You carry no rope."));
  CHECK(scene.state().turns == turns + 1);
}

TEST_CASE("dropping the last torch puts it out", "[script][rules][events]") {
  auto world = open_cave(4);
  world.place("torch", 1);
  Scene scene(std::move(world));
  scene.run("east");
  CHECK(scene.state().torch_lit);
  scene.run("drop torch");
  CHECK_FALSE(scene.state().torch_lit);
  scene.run("take");
  CHECK(scene.game.world().item_count(scene.player, "torch") == 1);
}

TEST_CASE("players carry properties of their own", "[script][mods][events]") {
  TempMods mods;
  mods.add(
      "hunger.lua",
      "game.register('hunger', { on_turn = function(player)\n"
      "  local n = (game.player_property(player, 'hunger:turns') or 0) + 1\n"
      "  game.set_player_property(player, 'hunger:turns', n)\n"
      "  game.set_player_property(player, 'hunger:full', n < 2)\n"
      "  game.message(player, 'info', 'hungry ' .. n .. ' ' ..\n"
      "    tostring(game.player_flag(player, 'hunger:full')))\n"
      "end })\n");
  auto world = open_cave(4);
  const auto thing = world.place("gold", 3);  // thing 1, like player 1
  Scene scene(std::move(world), rules_of(mods));
  scene.run("wait");
  scene.run("wait");
  CHECK(scene.said("hungry 2 false"));
  CHECK(scene.game.world()
            .properties_of(game::Owner::thing(thing))
            .get("hunger:turns") == nullptr);
  const auto* turns = scene.game.world()
                          .properties_of(game::Owner::player(scene.player))
                          .get("hunger:turns");
  REQUIRE(turns);
  CHECK(std::get<std::int64_t>(*turns) == 2);
}

TEST_CASE("a map scroll reveals rooms on the player's map",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("scroll.lua",
           "game.register('scroll', { use = function(player, item)\n"
           "  if item ~= 'scroll' then return false end\n"
           "  game.reveal(player, game.solution())\n"
           "  game.reveal(player, game.exit())\n"
           "  return true\n"
           "end })\n");
  Scene scene(open_cave(5, 3), rules_of(mods));
  const auto before = scene.view().rooms.size();
  scene.run("use scroll");
  const auto view = scene.view();
  CHECK(view.rooms.size() > before);
  bool exit_known = false;
  for (const auto& room : view.rooms)
    if (room.room == view.exit) exit_known = !room.visited;
  CHECK(exit_known);
}

TEST_CASE("items and carried things are one inventory",
          "[script][mods][events]") {
  TempMods mods;
  mods.add("kit.lua",
           "game.register('kit', { on_turn = function(player)\n"
           "  if game.turn() ~= 1 then return end\n"
           "  game.give('coin', player)\n"
           "  game.add_item(player, 'coin', 2)\n"
           "  local items = game.items(player)\n"
           "  game.message(player, 'info', 'coins ' .. items.coin .. ' ' ..\n"
           "    game.item_count(player, 'coin') .. ' ' .. "
           "#game.things_held(player))\n"
           "  game.add_item(player, 'coin', -1)\n"
           "end })\n");
  Scene scene(open_cave(3), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("coins 3 3 3"));
  CHECK(scene.view().items.at("coin") == 2);
  scene.run("inventory");
  CHECK(scene.said("You carry 3 arrows, 0 gold, 2 coin."));
}

TEST_CASE("two players, one round: the world ticks and the Wumpus moves once",
          "[script][rules][events]") {
  game::Parameters parameters = classic_parameters();
  parameters["wumpus_move_chance"] = 1.0;
  auto world = open_cave(9, 1, parameters);
  const auto wumpus = world.place("wumpus", 8);
  world.set_property(game::Owner::thing(wumpus), "awake", true);
  world.set_property(game::Owner::thing(wumpus), "target", true);
  auto game = std::make_unique<game::Game>(game::Settings{}, load_rules(),
                                           std::move(world));
  game::TableOptions options;
  options.local = false;
  game::Table table(std::move(game), options);
  const auto t0 = game::Time{} + std::chrono::hours(1);
  std::string error;
  const auto ann = *table.sit("ann", t0, &error);
  const auto bob = *table.sit("bob", t0, &error);
  const auto room = [&] { return table.game().world().thing(wumpus)->room; };
  const auto turn = table.game().world().turn();
  table.submit(ann, "wait", t0);
  CHECK(room() == 8);  // waiting for bob
  table.submit(bob, "wait", t0);
  CHECK(room() == 7);  // one step for the round, not one per player
  CHECK(table.game().world().turn() == turn + 1);
}
