// The agent on every room tiling, with the real Lua rules: it plays from
// the view alone (going and shooting by room where there is no square
// compass), never steps where it has proven death, and wins at least
// half its games on every shape.
#include "agent/agent.hpp"

#include "game/table/local_link.hpp"
#include "script/lua_game_fixtures.hpp"
#include "seed_budget.hpp"
#include "shape_cases.hpp"

#include <catch2/catch.hpp>

namespace wumpus::agent {

TEST_CASE(
    "the agent plays every shape to the end without stepping into "
    "proven death",
    "[agent][shapes]") {
  for (const auto& s : wumpus::testing::kShapeCases) {
    int won = 0;
    const int games = wumpus::testing::seed_budget(12);
    for (int seed = 1; seed <= games; ++seed) {
      game::Settings settings;
      std::string error;
      // The square classic's numbers (2 pits, the backtracker), which
      // the bar of half the games won was set on.
      REQUIRE(game::apply_preset(WUMPUS_SOURCE_DIR
                                 "/tests/presets/classic-square.json",
                                 &settings, &error));
      settings.seed = 900 + static_cast<std::uint64_t>(seed);
      settings.shape = s.shape;
      settings.wrap = s.wrap;
      settings.weave = s.weave;
      settings.width = s.width;
      settings.height = s.height;
      auto made = game::Game::create(
          settings, game::testing::builtin_lua_rules(), &error);
      INFO(s.name << " seed " << settings.seed << ": " << error);
      REQUIRE(made);
      auto link = game::seat_alone(std::move(made), "agent", {});
      Agent agent;
      int commands = 0;
      while (link->view().outcome == game_api::Outcome::Playing &&
             commands++ < 3000) {
        const Decision d = agent.decide(link->view());
        if (!d.command) break;  // nothing it dares: a loss, not a bug
        if (d.action.kind == Action::Kind::Move)
          CHECK(agent.belief().risk.death.at(d.action.target) < 1);
        link->send(game_api::Input{*d.command});
      }
      won += link->view().outcome == game_api::Outcome::Won;
    }
    INFO(s.name << ": won " << won << " of " << games);
    CHECK(won * 2 >= games);
  }
}

}  // namespace wumpus::agent
