// The placement guarantees and winnability over thousands of seeds, with
// the real Lua rules: every layout passes the engine's checks and the
// omniscient solver wins every game.
#include "game/layout/cave.hpp"
#include "game/layout/placement.hpp"
#include "game/layout/solver.hpp"
#include "script/lua_game_fixtures.hpp"
#include "seed_budget.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

TEST_CASE("every Lua-rules game is placed validly and won by the solver",
          "[app][solver][property]") {
  const auto [width, height, preset] = GENERATE(
      table<std::uint32_t, std::uint32_t, const char*>({{5, 5, "classic"},
                                                        {6, 4, "easy"},
                                                        {7, 7, "hard"},
                                                        {8, 8, "classic"}}));
  Settings base;
  std::string error;
  REQUIRE(apply_preset(
      std::string(WUMPUS_SOURCE_DIR "/data/presets/") + preset + ".json", &base,
      &error));
  base.width = width;
  base.height = height;
  int won = 0;
  const int games = wumpus::testing::seed_budget(500);
  for (int i = 0; i < games; ++i) {
    Settings settings = base;
    settings.seed = 1000003ull * static_cast<std::uint64_t>(i) + width;
    auto game = Game::create(settings, builtin_lua_rules(), &error);
    INFO(preset << " " << width << "x" << height << " seed " << settings.seed
                << ": " << error);
    REQUIRE(game);
    std::string problem;
    REQUIRE(check_placement(game->world(), &problem));
    const game_api::PlayerId me = game->add_player("solver");
    const auto result = solve_game(*game, me);
    INFO(result.problem);
    CHECK(result.won);
    won += result.won;
  }
  CHECK(won == games);
}

TEST_CASE("Lua-rules games on the dodecahedron are placed validly and won",
          "[app][solver][property][graph]") {
  Settings settings;
  std::string error;
  REQUIRE(apply_preset(WUMPUS_SOURCE_DIR "/data/presets/classic.json",
                       &settings, &error));
  settings.graph_file = WUMPUS_SOURCE_DIR "/data/maps/dodecahedron";
  settings.shape = wumpus::maze::Shape::Square;  // a graph has no tiling
  REQUIRE(read_cave_files(&settings, &error));
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    settings.seed = seed;
    settings.algorithm = seed % 2 ? "open" : "backtracker";
    auto game = Game::create(settings, builtin_lua_rules(), &error);
    INFO("seed " << seed << ": " << error);
    REQUIRE(game);
    const game_api::PlayerId me = game->add_player("solver");
    const auto result = solve_game(*game, me);
    INFO(result.problem);
    CHECK(result.won);
  }
}
