// Verbs a mod adds with game.verb: registered while a file loads, listed
// in the view and by help, typed like any command, run through the
// guarded call path, and logged so a saved game replays them exactly.
#include "game/game_fixtures.hpp"
#include "game/saves/world_json.hpp"
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <cstdint>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Contains;

namespace {

// `pray` counts prayers (a turn each); `chant ROOM` names a room and
// declines (no turn) for a room far away; `shout TEXT` tells everyone.
const char* const kPriest =
    "game.verb('pray', { help = 'ask the gods' }, function(player)\n"
    "  game.set_variable('priest:prayers',\n"
    "    (game.variable('priest:prayers') or 0) + 1)\n"
    "  game.message(player, 'info', 'amen ' .. game.player_name(player))\n"
    "end)\n"
    "game.verb('chant', { help = 'chant at a room', args = 'room' },\n"
    "  function(player, room)\n"
    "    if room > 3 then\n"
    "      game.message(player, 'info', 'too far: ' .. room)\n"
    "      return false\n"
    "    end\n"
    "    game.message(player, 'info', 'chanting at ' .. room)\n"
    "  end)\n"
    "game.verb('shout', { help = 'shout', args = 'text' },\n"
    "  function(player, text)\n"
    "    game.message_all('info', 'shouted: ' .. text)\n"
    "    return false\n"
    "  end)\n";

}  // namespace

TEST_CASE("a mod's verb runs its handler as the player's command",
          "[script][mods][verbs]") {
  TempMods mods;
  mods.add("priest.lua", kPriest);
  Scene scene(open_cave(4), rules_of(mods));
  const std::uint32_t turns = scene.state().turns;
  scene.run("pray");
  CHECK(scene.said("amen tester"));
  CHECK(scene.state().turns == turns + 1);
  scene.run("chant 9");
  CHECK(scene.said("too far: 9"));
  CHECK(scene.state().turns == turns + 1);  // declined: no turn
  scene.run("chant 2");
  CHECK(scene.said("chanting at 2"));
  CHECK(scene.state().turns == turns + 2);
  scene.run("shout The  Wumpus is here");
  CHECK(scene.said("shouted: The  Wumpus is here"));
  scene.run("dance");
  CHECK(scene.said("I don't know \"dance\""));
}

TEST_CASE("the view lists the mods' verbs and help shows them",
          "[script][mods][verbs]") {
  TempMods mods;
  mods.add("priest.lua", kPriest);
  Scene scene(open_cave(4), rules_of(mods));
  const auto verbs = scene.view().verbs;
  REQUIRE(verbs.size() == 3);
  CHECK(verbs[0] ==
        game_api::VerbSpec{"pray", "ask the gods", game_api::VerbArgs::None});
  CHECK(verbs[1].args == game_api::VerbArgs::Room);
  scene.run("help");
  CHECK(
      scene.said("The mods add: pray (ask the gods), chant ROOM (chant at a "
                 "room), shout TEXT (shout)."));
}

TEST_CASE("a failing verb is undone like any command",
          "[script][mods][verbs]") {
  TempMods mods;
  mods.add("oops.lua",
           "game.verb('oops', { help = 'fails' }, function(player)\n"
           "  game.set_variable('oops:ran', true)\n"
           "  error('broken verb')\n"
           "end)\n"
           "game.verb('odd', { help = 'returns a number' }, function()\n"
           "  return 3\n"
           "end)\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("oops");
  CHECK(scene.said("broken verb"));
  CHECK(scene.said("(the command was undone)"));
  CHECK(
      scene.game.world().properties_of(game::Owner::world()).get("oops:ran") ==
      nullptr);
  scene.run("odd");
  CHECK(scene.said("a verb's handler must return nothing, true"));
}

TEST_CASE("game.verb refuses bad registrations", "[script][mods][verbs]") {
  CHECK_THAT(load_error_of("game.verb('take', { help = 'x' }, print)"),
             Contains("'take' is a built-in command's word"));
  CHECK_THAT(load_error_of("game.verb('north', { help = 'x' }, print)"),
             Contains("built-in"));
  CHECK_THAT(load_error_of("game.verb('Pray', { help = 'x' }, print)"),
             Contains("lowercase"));
  CHECK_THAT(load_error_of("game.verb('pray', { help = '' }, print)"),
             Contains("help must be 1 to 200 bytes"));
  CHECK_THAT(load_error_of("game.verb('pray', { help = '\\27[31m' }, print)"),
             Contains("printable"));
  CHECK_THAT(load_error_of("game.verb('pray', { help = 'x', args = 'many' }, "
                           "print)"),
             Contains("args must be"));
  CHECK_THAT(
      load_error_of("game.verb('pray', { help = 'x', turn = 1 }, print)"),
      Contains("unknown field 'turn'"));
  CHECK_THAT(load_error_of("game.verb('pray', { help = 'x' }, print)\n"
                           "game.verb('pray', { help = 'y' }, print)"),
             Contains("'pray' is already"));
}

TEST_CASE("game.verb works only while a file loads", "[script][mods][verbs]") {
  TempMods mods;
  mods.add("late.lua",
           "game.register('late', { on_turn = function()\n"
           "  game.verb('late', { help = 'x' }, print)\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("game.verb may only be called while a rule file loads"));
}

TEST_CASE("a game's log replays the mods' verbs exactly, after a save too",
          "[script][mods][verbs]") {
  TempMods mods;
  mods.add("priest.lua", kPriest);
  const auto settings = game::testing::small_settings(5, 5);
  const std::shared_ptr<game::Rules> rules = rules_of(mods);
  std::string error;
  auto played = game::Game::create(settings, rules, &error);
  INFO(error);
  REQUIRE(played);
  const game_api::PlayerId me = played->add_player("ann");
  for (const char* line : {"pray", "chant 1", "chant 40", "PRAY", "dance"})
    played->apply_line(me, line);
  const game::Value* prayers =
      played->world().properties_of(game::Owner::world()).get("priest:prayers");
  REQUIRE(prayers);
  CHECK(*prayers == game::Value(std::int64_t{2}));
  auto resumed =
      game::Game::load_text(played->save_text(), "save", rules, &error);
  REQUIRE(resumed);
  REQUIRE(resumed->log().size() == played->log().size());
  auto copy = game::Game::create(settings, rules, &error);
  REQUIRE(copy);
  for (const auto& entry : resumed->log()) game::replay(*copy, entry);
  CHECK(game::world_to_json(copy->world()) ==
        game::world_to_json(played->world()));
  CHECK(copy->view(me).messages == played->view(me).messages);
}
