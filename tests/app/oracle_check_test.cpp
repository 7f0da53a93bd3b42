// The oracle's "a proven-safe room was left" measure: the walk to that room
// goes through rooms visited, never through a pit the player fell into on
// the rope (nor bats), which would cost the rope or the game.
#include "app/agent/oracle_check.hpp"

#include "app/agent/risk_oracle.hpp"
#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::app {
namespace {

using game_api::testing::ViewBuilder;

// 0 1 2
// 3 4 5
// 6 7 8   the player stands at 0 (a breeze: the pit in 1, fallen into on
// the rope and climbed out of); 1 senses nothing else, so 2 and 4 hold
// nothing, and each leads on to 5. The way to the exit that placement
// keeps open runs 0-3-6 on. No Wumpus, to keep it small.
ViewBuilder past_a_pit() {
  ViewBuilder b(3, 3, 1, 0, 0);
  b.corridor({0, 1, 2, 5}).corridor({1, 4, 5}).corridor({0, 3, 6});
  b.visit(1).things(1, {"pit"}).visit(0, {"breeze"}).stand(0);
  return b;
}

TEST_CASE("oracle check: a safe room past a known pit is not within a walk",
          "[app][oracle]") {
  const game_api::PlayerView view = past_a_pit().build();
  REQUIRE(oracle_risk(view, 4, true).counted);
  CHECK_FALSE(safe_room_left(view, 3, true, {}));
}

TEST_CASE("oracle check: a safe room through rooms visited is within a walk",
          "[app][oracle]") {
  // Room 3 visited, silent, and open to 4: 4 is a walk away.
  ViewBuilder b = past_a_pit();
  b.open(3, 4).visit(3);
  const game_api::PlayerView view = b.stand(0).build();
  CHECK(safe_room_left(view, 6, true, {}));
}

}  // namespace
}  // namespace wumpus::app
