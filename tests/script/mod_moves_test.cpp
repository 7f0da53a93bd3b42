// before_move: a mod refuses a move with a message. The player stays
// where they stood, knowing nothing new of the room refused, and the
// attempt costs the turn; a hook that returns anything but a text or
// nothing is an error naming it.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// In a 3x3 open cave the player starts in room 0: room 1 lies east,
// room 3 south. The web holds every move east.
std::shared_ptr<LuaRules> web_rules(TempMods& mods) {
  mods.add("web.lua",
           "game.register('web', {\n"
           "  before_move = function(player, from, to)\n"
           "    if to == from + 1 then\n"
           "      game.set_variable('held', (game.variable('held') or 0) + 1)\n"
           "      return 'A sticky web holds you back.'\n"
           "    end\n"
           "  end,\n"
           "})\n");
  return rules_of(mods);
}

}  // namespace

TEST_CASE("mod moves: a refused move leaves the player's knowledge as it was",
          "[script][mods][moves]") {
  TempMods mods;
  Scene scene(open_cave(3, 3), web_rules(mods));
  const game_api::PlayerView before = scene.view();
  scene.run("east");
  const game_api::PlayerView after = scene.view();
  CHECK(scene.said("A sticky web holds you back."));
  CHECK(scene.state().room == 0);
  CHECK(after.facing == before.facing);
  CHECK(after.rooms == before.rooms);    // room 1 not visited, nothing learnt
  CHECK(after.turn == before.turn + 1);  // the struggle costs the turn
  CHECK(std::get<std::int64_t>(*scene.game.world()
                                    .properties_of(game::Owner::world())
                                    .get("held")) == 1);

  scene.run("south");
  CHECK(scene.state().room == 3);
  const game_api::PlayerView moved = scene.view();  // a copy: keep it
  const game_api::RoomView* south = game_api::find_room(moved, 3);
  REQUIRE(south);
  CHECK(south->visited);
}

TEST_CASE("mod moves: travel by room number is refused alike",
          "[script][mods][moves]") {
  TempMods mods;
  Scene scene(open_cave(3, 3), web_rules(mods));
  scene.run("go 1");
  CHECK(scene.state().room == 0);
  CHECK(scene.said("A sticky web holds you back."));
}

TEST_CASE("mod moves: before_move returning a number is an error naming it",
          "[script][mods][moves]") {
  TempMods mods;
  mods.add("odd.lua",
           "game.register('odd', {\n"
           "  before_move = function() return 7 end,\n"
           "})\n");
  Scene scene(open_cave(3, 3), rules_of(mods));
  scene.run("east");
  CHECK(scene.state().room == 0);
  CHECK(scene.said("the before_move hook of 'odd' must return nothing"));
}

TEST_CASE("mod moves: a refusal past 200 bytes is an error, not a flood",
          "[script][mods][moves]") {
  TempMods mods;
  mods.add("loud.lua",
           "game.register('loud', {\n"
           "  before_move = function() return string.rep('x', 100000) end,\n"
           "})\n");
  Scene scene(open_cave(3, 3), rules_of(mods));
  scene.run("east");
  CHECK(scene.state().room == 0);
  CHECK(scene.said("not 100000 bytes of text"));
}
