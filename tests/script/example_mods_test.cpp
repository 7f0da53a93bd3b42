// The example mods shipped in data/mods (compass, map_scroll, the ghosts
// folder mod, the treasury, webs and the spider), each through the
// engine, and all of them together.
#include "rules_fixture.hpp"

#include "game/layout/placement.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;

namespace {

std::shared_ptr<LuaRules> example_mods(std::set<std::string> names) {
  RulesOptions options = rules_options({source_path("data/mods")});
  options.enabled_mods = std::move(names);
  std::string error;
  auto rules = LuaRules::load(options, &error);
  INFO(error);
  REQUIRE(rules);
  return rules;
}

std::int64_t chills(const Scene& scene) {
  const game::Value* value =
      scene.game.world()
          .properties_of(game::Owner::player(scene.player))
          .get("ghosts:chills");
  return value ? std::get<std::int64_t>(*value) : 0;
}

}  // namespace

TEST_CASE("the compass is picked up and points along the way out",
          "[script][mods][examples]") {
  auto world = open_cave(4, 3);
  world.place("compass", 1);
  Scene scene(std::move(world), example_mods({"compass"}));
  CHECK_FALSE(scene.said("needle"));
  scene.run("east");
  CHECK(scene.said("You pick up a brass compass"));
  CHECK(scene.view().items.at("compass") == 1);
  const auto path =
      scene.game.world().cave().path(1, scene.game.world().cave().exit());
  REQUIRE(path.size() >= 2);
  const auto way =
      scene.game.world().cave().maze().topology().direction_between(path[0],
                                                                    path[1]);
  REQUIRE(way);
  scene.run("use compass");
  CHECK(scene.said("The needle points " +
                   std::string(maze::direction_name(*way)) + "."));
  CHECK(example_mods({"compass"})->looks().at("compass").glyph == "+");
}

TEST_CASE("the map scroll reveals the way out to who picks it up",
          "[script][mods][examples]") {
  auto world = open_cave(4, 3);
  world.place("map_scroll", 4);
  Scene scene(std::move(world), example_mods({"map_scroll"}));
  const auto& knowledge = scene.state().knowledge;
  const auto& solution = scene.game.world().cave().solution();
  REQUIRE(solution.size() >= 4);
  CHECK_FALSE(knowledge.count(solution.back()));
  scene.run("south");
  CHECK(scene.said("You unroll a map scroll"));
  for (game::RoomId room : scene.game.world().cave().solution())
    CHECK(scene.state().knowledge.count(room));
}

TEST_CASE("the ghost drifts once a world turn and chills whom it meets",
          "[script][mods][examples]") {
  auto world = open_cave(4);
  const game::ThingId ghost = world.place("ghosts:ghost", 3);
  Scene scene(std::move(world), example_mods({"ghosts"}));
  std::set<game::RoomId> visited;
  for (int turn = 0; turn < 200 && chills(scene) == 0; ++turn) {
    scene.run("wait");
    visited.insert(scene.game.world().thing(ghost)->room);
  }
  CHECK(chills(scene) >= 1);
  CHECK(scene.said("Something cold passes through you (1 chill)"));
  CHECK(visited.size() >= 2);
  // game.log in the shared helper file reaches the player as debug lines.
  bool logged = false;
  for (const auto& message : scene.view().messages)
    logged |= message.kind == "debug" &&
              message.text.find("drifts from") != std::string::npos;
  CHECK(logged);
  CHECK(scene.game.world().players_in(0).size() == 1);
}

TEST_CASE("the example mods load together and each places its thing",
          "[script][mods][examples]") {
  auto rules = example_mods({"compass", "map_scroll", "ghosts", "teleporter"});
  CHECK(rules->warnings().empty());
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const auto game = classic_game(seed, rules);
    for (const char* kind : {"compass", "ghosts:ghost", "teleporter"})
      CHECK(game->world().things_of(kind).size() == 1);
    CHECK(game->world().things_of("map_scroll").size() <= 1);
  }
}

namespace {

const game::Value* variable(const game::World& world, const std::string& key) {
  return world.properties_of(game::Owner::world()).get(key);
}

}  // namespace

TEST_CASE("the treasury is sealed and its lever reachable on every seed",
          "[script][mods][examples]") {
  const auto rules = example_mods({"treasury"});
  int vaults = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    INFO("seed " << seed);
    const auto game = classic_game(seed, rules);
    const game::World& world = game->world();
    const game::Value* vault = variable(world, "treasury:vault");
    if (!vault) continue;  // a cave without a dead end off the way out
    ++vaults;
    const auto room = static_cast<game::RoomId>(std::get<std::int64_t>(*vault));
    const auto door = static_cast<game::RoomId>(
        std::get<std::int64_t>(*variable(world, "treasury:door")));
    CHECK_FALSE(world.cave().is_open(room, door));
    CHECK(world.things_in(room).size() == 1);  // the hoard alone
    const auto levers = world.things_of("treasury:lever");
    REQUIRE(levers.size() == 1);
    const game::RoomId lever = world.thing(levers.front())->room;
    const auto hazards = game::hazard_rooms(world);
    CHECK(!world.cave().path(world.cave().entrance(), lever, hazards).empty());
  }
  CHECK(vaults >= 15);
}

TEST_CASE("pulling the treasury's lever opens it; the hoard is gold",
          "[script][mods][examples]") {
  // Rooms 0 1 2 3 in a row, the treasury (2) sealed off from 1.
  auto world = open_cave(4);
  std::string error;
  REQUIRE(world.cave().set_passage(1, 2, false, &error));
  world.set_property(game::Owner::world(), "treasury:vault",
                     game::Value{std::int64_t{2}});
  world.set_property(game::Owner::world(), "treasury:door",
                     game::Value{std::int64_t{1}});
  world.place("treasury:lever", 0);
  world.place("treasury:hoard", 2);
  Scene scene(std::move(world), example_mods({"treasury"}));
  scene.run("east");
  scene.run("pull");
  CHECK(scene.said("There is no lever here."));
  scene.run("west");
  scene.run("pull");
  CHECK(scene.said("Far off, stone grinds on stone."));
  scene.run("east");
  scene.run("east");
  CHECK(scene.state().room == 2);
  CHECK(scene.view().gold == 2);
}

TEST_CASE("a web holds the player two moves, and the spider bites",
          "[script][mods][examples]") {
  auto world = open_cave(4);
  world.place("webs:web", 1);
  Scene scene(std::move(world), example_mods({"arachnid"}));
  CHECK(scene.senses("silk"));
  scene.run("east");
  CHECK(scene.said("You blunder into a web and stick fast!"));
  CHECK(scene.said("Something large scuttles down the threads"));
  const int arrows = scene.view().arrows;
  scene.run("east");
  CHECK(scene.said("The web holds you fast."));
  CHECK(scene.state().room == 1);
  const game_api::PlayerView held = scene.view();  // a copy: keep it
  const game_api::RoomView* beyond = game_api::find_room(held, 2);
  CHECK((beyond == nullptr || !beyond->visited));
  CHECK(scene.view().arrows == arrows - 1);  // bitten while held
  scene.run("east");
  CHECK(scene.said("You tear free of the web"));
  scene.run("east");
  CHECK(scene.state().room == 2);
}
