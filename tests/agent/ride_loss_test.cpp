// Bat rides and roped falls weighed by what they may lose, from the rules
// the view states: a noise that may wake the Wumpus, a drop somewhere
// deadly, a landing far from the way on.
#include "agent/ride_loss.hpp"
#include "agent/planner.hpp"
#include "hand_made_position.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::agent {
namespace {

using game_api::testing::ViewBuilder;

//   0 1 2      The agent stands in 4, all it has visited, between known
//   3 4 5      bats in 3 (west) and room 5 (east), where the sleeping
//   6 7 8      Wumpus lies 40 % (no pit anywhere); an arrow east kills it
// as likely, and a miss wakes it.
struct RideOrShot : testing::HandMadePosition {
  explicit RideOrShot(double wake_on_bats)
      : HandMadePosition(ViewBuilder(3, 3, 0, 1, 1)
                             .open(4, 3)
                             .open(4, 5)
                             .open(5, 2)
                             .open(5, 8)
                             .things(3, {"bats"})
                             .visit(4)
                             .stand(4)
                             .build()) {
    view.cave.parameters["wumpus_wakes_on_bats"] = wake_on_bats;
    set(3, game_api::Hazard::Bats, 1);
    set(5, game_api::Hazard::Wumpus, 0.4);
  }
};

TEST_CASE("agent ride: a bat ride likely to wake the Wumpus loses to a shot",
          "[agent][ride]") {
  // Quiet bats: the ride (a landing far off, 0.1) costs less than the
  // shot (a miss, 60 %, wakes the Wumpus: 0.21).
  const Decision quiet = RideOrShot(0).decide();
  REQUIRE(quiet.command);
  CHECK(quiet.command->verb == game_api::Verb::Move);
  CHECK(quiet.action.target == 3);
  // Bats whose noise always wakes it: the ride costs 0.45, the shot less.
  const Decision loud = RideOrShot(1).decide();
  REQUIRE(loud.command);
  CHECK(loud.command->verb == game_api::Verb::Shoot);
}

TEST_CASE("agent ride: what rides and roped falls lose, by the rules",
          "[agent][ride]") {
  ViewBuilder b(3, 3);
  game_api::PlayerView view = b.build();
  view.cave.parameters["wumpus_wakes_on_bats"] = 0.5;
  view.cave.parameters["wumpus_wakes_on_fall"] = 1;
  const RideRules asleep = ride_rules(view, true, 0.1);
  CHECK(bat_ride_loss(asleep) ==
        Approx(0.1 + 0.9 * (kBatStrandLoss + 0.5 * kWakeLoss)));
  CHECK(roped_fall_loss(asleep) == Approx(kRopeFallLoss + kWakeLoss));
  // Awake or dead, no noise can wake it.
  const RideRules awake = ride_rules(view, false, 0);
  CHECK(bat_ride_loss(awake) == Approx(kBatStrandLoss));
  CHECK(roped_fall_loss(awake) == Approx(kRopeFallLoss));
  // A preset that says nothing wakes it by noise.
  CHECK(ride_rules(ViewBuilder(3, 3).build(), true, 0).wake_on_bats == 0);
}

}  // namespace
}  // namespace wumpus::agent
