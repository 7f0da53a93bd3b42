// Property: under the real Lua rules, every game laid out for any preset
// and seed keeps the placement guarantees and is won by the omniscient
// solver playing it through the engine.
#include "game/layout/solver.hpp"
#include "rules_fixture.hpp"
#include "seed_budget.hpp"

using namespace wumpus;
using namespace wumpus::script::testing;

TEST_CASE("every Lua-ruled game is won by the omniscient solver",
          "[script][rules][solver]") {
  static const auto rules = load_rules();
  const std::string preset = GENERATE("easy", "classic", "hard");
  const std::string algorithm = GENERATE("backtracker", "kruskal");
  int won = 0;
  const int kSeeds = wumpus::testing::seed_budget(50);
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    game::Settings settings;
    std::string error;
    REQUIRE(game::apply_preset(source_path("data/presets/" + preset + ".json"),
                               &settings, &error));
    settings.seed = seed * 7919;
    settings.algorithm = algorithm;
    auto game = game::Game::create(settings, rules, &error);
    INFO(preset << "/" << algorithm << " seed " << settings.seed << ": "
                << error);
    REQUIRE(game);
    const auto player = game->add_player("solver");
    const auto result = game::solve_game(*game, player);
    INFO(result.problem);
    CHECK(result.won);
    won += result.won;
  }
  CHECK(won == kSeeds);
}
