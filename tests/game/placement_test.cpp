// The placement guarantees: checked after setup, retried, and failing
// with a message naming the rule set.
#include "game/layout/placement.hpp"
#include "game/game_fixtures.hpp"
#include "game/layout/cave.hpp"
#include "game/layout/solver.hpp"
#include "seed_budget.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

World empty_world(std::uint64_t seed) {
  auto game = fake_game(seed, 6, [] {
    auto rules = std::make_shared<FakeRules>();
    rules->layout = [](World& world) {
      world.place("gold", world.cave().exit());
    };
    return rules;
  }());
  World world = game->world();
  for (ThingId id : world.things_of("gold")) world.remove_thing(id);
  return world;
}

// A room off the solution path, with its safe path from the entrance.
RoomId off_path_room(const World& world) {
  const auto& solution = world.cave().solution();
  for (RoomId room : world.cave().rooms())
    if (std::find(solution.begin(), solution.end(), room) == solution.end())
      return room;
  return kNoRoom;
}

}  // namespace

TEST_CASE("valid layouts pass the checks", "[game][placement]") {
  World world = empty_world(1);
  world.place("gold", world.cave().exit());
  std::string problem;
  CHECK(check_placement(world, &problem));
}

TEST_CASE("each broken guarantee is caught and named", "[game][placement]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const World base = empty_world(seed);
    std::string problem;
    {
      World world = base;
      world.place("gold", world.cave().exit());
      world.place("rope", world.cave().entrance());
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("entrance") != std::string::npos);
    }
    {
      World world = base;
      world.place("gold", world.cave().exit());
      world.place("pit", world.cave().solution().at(1));
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("pit lies on the path") != std::string::npos);
    }
    {
      World world = base;
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("no gold") != std::string::npos);
    }
    {
      World world = base;
      world.place("gold", world.cave().exit());
      world.set_property(Owner::room(world.cave().exit()), "dark", true);
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("dark") != std::string::npos);
    }
    {
      World world = base;
      world.place("gold", world.cave().exit());
      world.place("bats", world.cave().solution().at(1));
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("without entering a hazard's room") !=
            std::string::npos);
    }
    const RoomId aside = off_path_room(base);
    if (aside == kNoRoom) continue;
    {
      World world = base;
      world.place("gold", world.cave().exit());
      world.place("torch", aside);
      world.place("bats", aside);
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("torch") != std::string::npos);
    }
  }
}

TEST_CASE("setup is retried, then fails naming the rule set",
          "[game][placement]") {
  auto rules = std::make_shared<FakeRules>();
  rules->place_in_entrance = true;
  std::string error;
  CHECK_FALSE(Game::create(small_settings(1), rules, &error));
  CHECK(rules->setup_calls == 100);
  CHECK(error.find("\"fake rules\"") != std::string::npos);
  CHECK(error.find("entrance") != std::string::npos);

  auto failing = std::make_shared<FakeRules>();
  failing->fail_hook = "setup";
  CHECK_FALSE(Game::create(small_settings(1), failing, &error));
  CHECK(error.find("fake.lua:7: in setup") != std::string::npos);
}

TEST_CASE("bad settings are refused with a clear message",
          "[game][placement]") {
  auto rules = std::make_shared<FakeRules>();
  std::string error;
  Settings settings = small_settings(1);
  settings.algorithm = "nonesuch";
  CHECK_FALSE(Game::create(settings, rules, &error));
  CHECK(error.find("nonesuch") != std::string::npos);
  settings = small_settings(1);
  settings.width = 0;
  CHECK_FALSE(Game::create(settings, rules, &error));
  settings = small_settings(1);
  settings.braid = 2;
  CHECK_FALSE(Game::create(settings, rules, &error));
  CHECK(error.find("braid") != std::string::npos);
}

TEST_CASE("random fake layouts keep every guarantee and are won by the solver",
          "[game][placement][solver]") {
  const auto size = GENERATE(5u, 6u, 9u);
  std::uint64_t wins = 0;
  const auto seeds =
      static_cast<std::uint64_t>(wumpus::testing::seed_budget(300));
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    auto game = fake_game(seed * 7919 + size, size);
    std::string problem;
    REQUIRE(check_placement(game->world(), &problem));
    const game_api::PlayerId me = game->add_player("solver");
    const auto result = solve_game(*game, me);
    INFO("seed " << seed << " size " << size << ": " << result.problem);
    CHECK(result.won);
    wins += result.won;
  }
  CHECK(wins == seeds);
}

TEST_CASE("braided, stacked and masked caves are laid out and won",
          "[game][placement][solver]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Settings settings = small_settings(seed, 6);
    settings.braid = seed % 2 ? 1.0 : 0.5;
    if (seed % 3 == 0) settings.levels = 2;
    if (seed % 4 == 0)
      settings.mask_file = WUMPUS_SOURCE_DIR "/data/masks/disc";
    settings.algorithm = seed % 5 == 0 ? "kruskal" : "backtracker";
    std::string error;
    REQUIRE(read_cave_files(&settings, &error));
    auto game = Game::create(settings, std::make_shared<FakeRules>(), &error);
    INFO("seed " << seed << ": " << error);
    REQUIRE(game);
    const game_api::PlayerId me = game->add_player("solver");
    const auto result = solve_game(*game, me);
    INFO(result.problem);
    CHECK(result.won);
  }
}

TEST_CASE("the first move is never a gamble", "[game][placement][fair]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const World base = empty_world(seed);
    const RoomId entrance = base.cave().entrance();
    std::string problem;
    // Some room joined to the entrance, and the farthest room.
    const RoomId next = base.cave().open_neighbours(entrance).front();
    {
      World world = base;
      world.place("gold", world.cave().exit());
      world.place("wumpus", next);
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("the Wumpus is 1 moves from the entrance") !=
            std::string::npos);
    }
    for (RoomId aside : base.cave().open_neighbours(entrance)) {
      const auto& path = base.cave().solution();
      if (std::count(path.begin(), path.end(), aside)) continue;
      World world = base;
      world.place("gold", world.cave().exit());
      world.place("pit", aside);
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("pit lies next to the entrance") != std::string::npos);
    }
    {
      // The preset's distance, as far as the cave allows: the farthest
      // room passes however far the preset asks.
      RoomId farthest = entrance;
      for (RoomId room : base.cave().rooms())
        if (base.cave().path(entrance, room).size() >
            base.cave().path(entrance, farthest).size())
          farthest = room;
      World world(base.cave().shared_maze(), base.random(),
                  {{"wumpus_distance", 1000}});
      world.place("gold", world.cave().exit());
      const ThingId wumpus = world.place("wumpus", farthest);
      CHECK(check_placement(world, &problem));
      if (base.cave().path(entrance, farthest).size() <= 3) continue;
      world.move_thing(wumpus, world.cave().solution().at(2));
      CHECK_FALSE(check_placement(world, &problem));
      CHECK(problem.find("closer than") != std::string::npos);
    }
  }
}
