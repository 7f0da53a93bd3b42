// The first moves' promise ("fair_first_moves") over many seeds with the
// real Lua rules: the player's own view at the start, read by the one
// inference, leaves a proven-safe room next door or a guess less than
// kMaxFirstGuess deadly; and the promise is not empty: without it some
// layouts break it.
#include "game/layout/first_moves.hpp"
#include "inference/hazard_inference.hpp"
#include "script/lua_game_fixtures.hpp"
#include "seed_budget.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

// The least deadly room next door, as the player's view proves it; 0
// when one is proven safe.
double first_guess(const Game& game, game_api::PlayerId me) {
  const game_api::PlayerView view = game.view(me);
  const auto belief = inference::infer_from_view(view, true);
  double least = 1;
  for (RoomId next : game.world().cave().open_neighbours(view.room)) {
    const auto& risk = belief.at(next);
    if (risk.possible == 0) return 0;
    least = std::min(least, risk.of(game_api::Hazard::Pit) +
                                risk.of(game_api::Hazard::Wumpus));
  }
  return least;
}

Settings preset(const std::string& name) {
  Settings settings;
  std::string error;
  REQUIRE(apply_preset(WUMPUS_SOURCE_DIR "/data/presets/" + name + ".json",
                       &settings, &error));
  return settings;
}

}  // namespace

TEST_CASE("the presets keep the first moves' promise",
          "[app][placement][first_moves]") {
  const std::string name = GENERATE("easy", "classic", "hard");
  const Settings base = preset(name);
  REQUIRE(base.parameters.count("fair_first_moves"));
  const int moves = int(base.parameters.at("fair_first_moves"));
  const auto seeds = std::uint64_t(wumpus::testing::seed_budget(200));
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    Settings settings = base;
    settings.seed = seed;
    std::string error;
    auto game = Game::create(settings, builtin_lua_rules(), &error);
    INFO(name << " seed " << seed << ": " << error);
    REQUIRE(game);
    std::string problem;
    CHECK(fair_first_moves(game->world(), moves, &problem));
    CHECK(first_guess(*game, game->add_player("ann")) < kMaxFirstGuess);
  }
}

TEST_CASE("without the promise some first moves are gambles",
          "[app][placement][first_moves]") {
  Settings base = preset("hard");
  base.parameters.erase("fair_first_moves");
  int broken = 0;
  for (std::uint64_t seed = 1; seed <= 300 && broken == 0; ++seed) {
    Settings settings = base;
    settings.seed = seed;
    std::string error;
    auto game = Game::create(settings, builtin_lua_rules(), &error);
    REQUIRE(game);
    std::string problem;
    if (!fair_first_moves(game->world(), 2, &problem)) ++broken;
  }
  CHECK(broken > 0);
}
