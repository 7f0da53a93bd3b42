// Games where the inference once stated a risk the player's own view
// contradicts, pinned as saves (not seeds, so they outlive new layouts)
// and read with the shipped rules.
#include "agent/agent.hpp"
#include "game/game.hpp"
#include "inference/hazard_inference.hpp"
#include "script/lua_game_fixtures.hpp"

#include <catch2/catch.hpp>

namespace wumpus::inference {
namespace {

game_api::PlayerView saved_view(const std::string& name) {
  std::string error;
  const auto game =
      game::Game::load(WUMPUS_SOURCE_DIR "/tests/inference/saves/" + name,
                       game::testing::builtin_lua_rules(), &error);
  INFO(error);
  REQUIRE(game);
  return game->view(game->resume_player("player"));
}

// Classic seed 731084, turn 28, standing in (6,1) with a breeze: its
// unseen neighbours are (6,0) and (7,2), and by the hex neighbour rules
// (7,2) lies on every way to the exit, so it holds no pit: (6,0) does.
// Once stated a coin flip, and the agent stepped into (6,0).
TEST_CASE("a breeze whose other room lies on every way out is a certain pit",
          "[inference][regression]") {
  const game_api::PlayerView view = saved_view("classic-731084-turn28.save");
  REQUIRE(view.room == 14);
  const HazardBelief belief = infer_from_view(view, true);
  REQUIRE(belief.exact);
  CHECK(belief.at(6).of(game_api::Hazard::Pit) == Approx(1.0));
  CHECK_FALSE(belief.at(23).may_hold(game_api::Hazard::Pit));

  agent::Agent agent;
  const agent::Decision decision = agent.decide(view);
  CHECK(decision.action.target != 6);
  CHECK(decision.risk < 0.5);
}

}  // namespace
}  // namespace wumpus::inference
