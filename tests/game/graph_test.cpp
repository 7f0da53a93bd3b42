// Playing on room graphs (the dodecahedron of the original game): moves
// and shots name rooms, sight spreads through open passages.
#include "game/game_fixtures.hpp"
#include "game/layout/cave.hpp"
#include "game/layout/solver.hpp"
#include "game/world/sight.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

std::unique_ptr<Game> graph_game(std::uint64_t seed,
                                 const std::string& algorithm) {
  Settings settings = small_settings(seed);
  settings.graph_file = WUMPUS_SOURCE_DIR "/data/maps/dodecahedron";
  settings.algorithm = algorithm;
  std::string error;
  REQUIRE(read_cave_files(&settings, &error));
  auto game = Game::create(settings, std::make_shared<FakeRules>(), &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

}  // namespace

TEST_CASE("room numbers parse for go and shoot", "[game][command][graph]") {
  std::string error;
  CHECK(game_api::parse_command("go 7", &error)->rooms ==
        std::vector<RoomId>{7});
  CHECK(game_api::parse_command("shoot 1 2 3", &error)->rooms ==
        std::vector<RoomId>{1, 2, 3});
  CHECK(game_api::format_command(
            *game_api::parse_command("shoot 4 5", &error)) == "shoot 4 5");
  CHECK(game_api::format_command(*game_api::parse_command("go 12", &error)) ==
        "go 12");
  CHECK_FALSE(game_api::parse_command("go 1 2", &error));
  CHECK_FALSE(game_api::parse_command("go x", &error));
  CHECK_FALSE(game_api::parse_command("shoot n 3", &error));
  CHECK_FALSE(game_api::parse_command("shoot 3 n", &error));
  std::string longest = "shoot";
  for (int room = 1; room <= 33; ++room) longest += " " + std::to_string(room);
  CHECK_FALSE(game_api::parse_command(longest, &error));
}

TEST_CASE("on a room graph players go to rooms, not directions",
          "[game][engine][graph]") {
  auto game = graph_game(1, "open");
  const game_api::PlayerId me = game->add_player("ann");
  const World& world = game->world();
  const RoomId start = world.cave().entrance();
  CHECK(said(game->apply_line(me, "north"), "info", "no compass"));
  CHECK(said(game->apply_line(me, "shoot"), "info", "which rooms"));
  RoomId far = 0;
  while (far == start || world.cave().is_open(start, far)) ++far;
  CHECK(said(game->apply_line(me, "go " + std::to_string(far)), "info",
             "No passage"));
  CHECK(game->view(me).turn == 0);
  const RoomId next = world.cave().open_neighbours(start).front();
  game->apply_line(me, "go " + std::to_string(next));
  CHECK(game->view(me).room == next);
  CHECK(game->view(me).turn == 1);
  CHECK(said(game->apply_line(me, "look"), "info", "Passages lead to rooms"));
  const auto sight = rooms_in_sight(world, me);
  CHECK(sight.size() == 1 + world.cave().open_neighbours(next).size());
  const auto view = game->view(me);
  CHECK_FALSE(view.grid);
  CHECK(view.x == next);
}

TEST_CASE("room-graph games are laid out validly and won",
          "[game][graph][solver]") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    auto game = graph_game(seed, seed % 2 ? "open" : "backtracker");
    const game_api::PlayerId me = game->add_player("solver");
    const auto result = solve_game(*game, me);
    INFO("seed " << seed << ": " << result.problem);
    CHECK(result.won);
  }
}

TEST_CASE("m N and a bare room number move as go N", "[game][command][graph]") {
  std::string error;
  CHECK(game_api::parse_command("m 12", &error)->rooms ==
        std::vector<RoomId>{12});
  CHECK(game_api::parse_command("m 12", &error)->verb == game_api::Verb::Go);
  CHECK(game_api::parse_command("7", &error)->rooms == std::vector<RoomId>{7});
  CHECK_FALSE(game_api::parse_command("m", &error));
  CHECK(error.find("m ROOM") != std::string::npos);
  CHECK_FALSE(game_api::parse_command("7 8", &error));
}

TEST_CASE("look lists the joined rooms with the exit and what was sensed",
          "[game][engine][graph]") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto game = graph_game(seed, "open");
    const game_api::PlayerId me = game->add_player("ann");
    const World& world = game->world();
    // Stand next to the exit: the way out, one room before its end.
    const auto& path = world.cave().solution();
    REQUIRE(path.size() >= 2);
    for (std::size_t i = 1; i + 1 < path.size(); ++i)
      game->apply_line(me, "go " + std::to_string(path[i]));
    if (game->view(me).room != path[path.size() - 2]) continue;  // eaten
    ++checked;
    CHECK(said(game->apply_line(me, "look"), "info",
               std::to_string(world.cave().exit()) + " (the exit"));
    CHECK(said(game->apply_line(me, "face n"), "info", "no compass"));
    CHECK(said(game->apply_line(me, "direction"), "info", "no compass"));
  }
  CHECK(checked > 5);
}

TEST_CASE("a named room's name is in the view, not only in look",
          "[game][graph]") {
  Settings settings = small_settings(3);
  settings.graph_file = WUMPUS_SOURCE_DIR "/data/maps/castle";
  settings.algorithm = "open";
  settings.parameters["pits"] = 0;
  settings.parameters["bats"] = 0;
  std::string error;
  REQUIRE(read_cave_files(&settings, &error));
  auto game = Game::create(settings, std::make_shared<FakeRules>(), &error);
  INFO(error);
  REQUIRE(game);
  const game_api::PlayerId me = game->add_player("ann");
  const game_api::PlayerView view = game->view(me);
  const maze::RoomGraph* graph =
      game->world().cave().maze().topology().room_graph();
  REQUIRE(graph);
  REQUIRE_FALSE(view.rooms.empty());
  for (const game_api::RoomView& room : view.rooms)
    CHECK(room.name == graph->names.at(room.room));
  CHECK_FALSE(game_api::find_room(view, view.room)->name.empty());
}
