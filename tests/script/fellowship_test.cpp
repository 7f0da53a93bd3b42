// The fellowship example mod (data/mods/fellowship): beacons each player
// carries from joining, lit for the others and burning out on a timer,
// and the pack of arrows a fallen player leaves for the next to come.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;

namespace {

std::shared_ptr<LuaRules> fellowship(TempMods& extra) {
  RulesOptions options = rules_options({source_path("data/mods"), extra.dir()});
  options.enabled_mods = std::set<std::string>{"fellowship", "doom"};
  std::string error;
  auto rules = LuaRules::load(options, &error);
  INFO(error);
  REQUIRE(rules);
  return rules;
}

}  // namespace

TEST_CASE("a beacon lit glows for those next to it, then gutters out",
          "[script][mods][examples]") {
  TempMods extra;
  extra.add("doom.lua", "");
  Scene scene(open_cave(4), fellowship(extra));
  CHECK(scene.view().items.at("fellowship:beacon") == 2);
  scene.run("use beacon");
  CHECK(scene.said("tester lights a beacon in room 0."));
  CHECK(scene.view().items.at("fellowship:beacon") == 1);
  scene.run("east");
  CHECK(scene.senses("fellowship:glow"));
  scene.run("east");
  CHECK_FALSE(scene.senses("fellowship:glow"));
  for (int turn = 0; turn < 20 && !scene.said("gutters out"); ++turn)
    scene.run("wait");
  CHECK(scene.said("The beacon in room 0 gutters out."));
  CHECK(scene.game.world().things_in(0).empty());
}

TEST_CASE("the fallen leave their arrows for the next to come",
          "[script][mods][examples]") {
  TempMods extra;
  extra.add("doom.lua",
            "game.register('doom', { on_turn = function(player)\n"
            "  if game.player_name(player) == 'tester' and\n"
            "      game.player_room(player) == 1 then\n"
            "    game.kill(player, 'was struck down')\n"
            "  end\n"
            "end })\n");
  Scene scene(open_cave(4), fellowship(extra));
  const game_api::PlayerId bob = scene.game.add_player("bob");
  scene.run("east");
  CHECK_FALSE(scene.state().alive);
  CHECK(scene.said("tester was struck down; their pack lies in room 1."));
  CHECK(scene.state().arrows == 0);
  scene.game.apply_line(bob, "east");
  CHECK(scene.game.world().player(bob)->arrows == 6);
  CHECK(scene.game.world().things_in(1).empty());
}
