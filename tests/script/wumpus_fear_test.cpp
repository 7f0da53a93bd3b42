// A Wumpus to fear (issue 39): noises a preset names wake it, the player
// hears it wake and move, and bats may drop a player into danger where
// the preset says so.
#include "rules_fixture.hpp"

using namespace wumpus;
using namespace wumpus::script::testing;

namespace {

game::Parameters with_parameters(
    std::initializer_list<std::pair<const char*, double>> extra) {
  game::Parameters parameters = classic_parameters();
  parameters["wumpus_move_chance"] = 1;
  for (const auto& [key, value] : extra) parameters[key] = value;
  return parameters;
}

// `world` with the Wumpus (an arrow's target) in `room`.
game::World with_wumpus(game::World world, game::RoomId room) {
  world.set_property(game::Owner::thing(world.place("wumpus", room)), "target",
                     true);
  return world;
}

bool awake(const game::World& world) {
  const game::ThingId id = world.things_of("wumpus").front();
  return world.properties_of(game::Owner::thing(id)).flag("awake");
}

game::RoomId wumpus_room(const game::World& world) {
  return world.thing(world.things_of("wumpus").front())->room;
}

}  // namespace

TEST_CASE("a fall the rope catches wakes the Wumpus where the preset says",
          "[script][rules][wumpus_fear]") {
  // A corridor: the rope in 1, a pit in 2, the Wumpus at the far end, 5.
  const auto corridor = [](double chance) {
    auto world = with_wumpus(
        open_cave(6, 1, with_parameters({{"wumpus_wakes_on_fall", chance}})),
        5);
    world.place("rope", 1);
    world.place("pit", 2);
    return world;
  };
  Scene scene(corridor(1));
  scene.run("east");
  scene.run("east");
  REQUIRE(scene.state().alive);
  CHECK(scene.said("climb out on your rope"));
  CHECK(scene.said("The noise wakes the Wumpus!"));
  CHECK(awake(scene.game.world()));
  CHECK(scene.view().wumpus_awake);
  // Awake, it walks (every tick on this preset) and is heard close by.
  CHECK(wumpus_room(scene.game.world()) == 4);
  CHECK_FALSE(scene.said("You hear the Wumpus move close by."));
  for (int i = 0; i < 50 && wumpus_room(scene.game.world()) != 3; ++i)
    scene.run("wait");
  REQUIRE(wumpus_room(scene.game.world()) == 3);
  CHECK(scene.said("You hear the Wumpus move close by."));
  CHECK(scene.senses("stench"));

  Scene quiet(corridor(0));
  quiet.run("east");
  quiet.run("east");
  CHECK_FALSE(awake(quiet.game.world()));
  CHECK_FALSE(quiet.view().wumpus_awake);
  CHECK(wumpus_room(quiet.game.world()) == 5);
}

TEST_CASE("a bat ride wakes the Wumpus where the preset says",
          "[script][rules][wumpus_fear]") {
  const auto cave = [](double chance) {
    auto world = with_wumpus(
        open_cave(4, 3, with_parameters({{"wumpus_wakes_on_bats", chance}})),
        11);
    world.place("bats", 1);
    return world;
  };
  Scene scene(cave(1));
  scene.run("east");
  CHECK(scene.said("Giant bats"));
  CHECK(awake(scene.game.world()));
  Scene quiet(cave(0));
  quiet.run("east");
  CHECK(quiet.said("Giant bats"));
  CHECK_FALSE(awake(quiet.game.world()));
}

TEST_CASE("bats drop a player into danger only where the preset allows it",
          "[script][rules][wumpus_fear]") {
  // Pits everywhere but the entrance, the bats' room and the room past it.
  const auto cave = [](double anywhere, std::uint64_t round) {
    auto world = with_wumpus(
        open_cave(4, 3, with_parameters({{"bats_drop_anywhere", anywhere}})),
        11);
    world.place("bats", 1);
    for (game::RoomId room = 3; room < 11; ++room) world.place("pit", room);
    for (std::uint64_t i = 0; i < round; ++i) world.random().next();
    return world;
  };
  int deaths = 0;
  for (std::uint64_t round = 0; round < 20; ++round) {
    Scene safe(cave(0, round));
    safe.run("east");
    CHECK(safe.state().alive);
    Scene anywhere(cave(1, round));
    anywhere.run("east");
    CHECK(anywhere.said("Giant bats"));
    if (!anywhere.state().alive) ++deaths;
  }
  CHECK(deaths > 0);
}
