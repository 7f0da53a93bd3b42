// The hazard table (game_api/hazard_table.hpp) against the built-in Lua
// rules: each hazard's kind is what the rules place and count, and next
// door to one a player senses the table's percept, whatever else.
#include "rules_fixture.hpp"

#include "game_api/hazard_table.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script::testing;

TEST_CASE("next door to each hazard of the table, its percept is sensed",
          "[script][hazards]") {
  for (const game_api::HazardEntry& hazard : game_api::kHazards) {
    INFO(hazard.kind);
    // Rooms 0-1-2 in a row: the player at 0, the hazard at 1.
    game::World world = open_cave(3);
    world.place(std::string(hazard.kind), 1);
    Scene scene(std::move(world));
    CHECK(scene.senses(std::string(hazard.percept)));
    for (const game_api::HazardEntry& other : game_api::kHazards)
      if (other.hazard != hazard.hazard)
        CHECK_FALSE(scene.senses(std::string(other.percept)));
  }
}

TEST_CASE("the built-in rules place and announce each hazard of the table",
          "[script][hazards]") {
  auto game = classic_game(11, load_rules());
  const auto player = game->add_player("tester");
  const auto counts = game->view(player).cave.counts;
  for (const game_api::HazardEntry& hazard : game_api::kHazards) {
    INFO(hazard.kind);
    const auto it = counts.find(std::string(hazard.kind));
    REQUIRE(it != counts.end());
    CHECK(it->second > 0);
  }
}
