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

//   0 1 2      The agent stands in 4, all it has visited, with its last
//   3 4 5      arrow, between known bats in 3 (west) and room 5 (east),
//   6 7 8      where the sleeping Wumpus lies 52 % (no pit anywhere): the
// arrow east kills it as likely. Six of the seven rooms a ride may land
// in (no bats, no Wumpus) were never visited.
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
    view.arrows = 1;
    view.cave.parameters["wumpus_wakes_on_bats"] = wake_on_bats;
    set(3, game_api::Hazard::Bats, 1);
    set(5, game_api::Hazard::Wumpus, 0.52);
  }
};

TEST_CASE("agent ride: a bat ride likely to wake the Wumpus loses to a shot",
          "[agent][ride]") {
  // Quiet bats: the ride (an unknown far side 6/7 of the time: 0.43)
  // costs less than stepping east (0.52) or the shot (a miss, 48 %,
  // loses the last arrow).
  const Decision quiet = RideOrShot(0).decide();
  REQUIRE(quiet.command);
  CHECK(quiet.command->verb == game_api::Verb::Move);
  CHECK(quiet.action.target == 3);
  // Bats whose noise always wakes it: the ride costs 0.78, more than the
  // step east, and the shot less than that step.
  const Decision loud = RideOrShot(1).decide();
  REQUIRE(loud.command);
  CHECK(loud.command->verb == game_api::Verb::Shoot);
}

TEST_CASE("agent ride: what rides and roped falls lose, by the rules",
          "[agent][ride]") {
  // One pit, one Wumpus, no bats: a ride lands in one of 7 rooms, of
  // which 0, 1 and 2 were visited.
  game_api::PlayerView view = ViewBuilder(3, 3).visit(1).visit(2).build();
  view.cave.parameters["wumpus_wakes_on_bats"] = 0.5;
  view.cave.parameters["wumpus_wakes_on_fall"] = 1;
  const double unknown_side = kRopeFallLoss * 4 / 7;
  const RideRules asleep = ride_rules(view, true, 0.1);
  CHECK(bat_ride_loss(asleep) ==
        Approx(0.1 + 0.9 * (unknown_side + 0.5 * kWakeLoss)));
  CHECK(roped_fall_loss(asleep) == Approx(kRopeFallLoss + kWakeLoss));
  // Awake or dead, no noise can wake it.
  const RideRules awake = ride_rules(view, false, 0);
  CHECK(bat_ride_loss(awake) == Approx(unknown_side));
  CHECK(roped_fall_loss(awake) == Approx(kRopeFallLoss));
  // Bats that drop the agent anywhere may land it in any of the 9 rooms.
  view.cave.parameters["bats_drop_anywhere"] = 1;
  CHECK(ride_rules(view, true, 0).new_landing == Approx(6.0 / 9));
  // A preset that says nothing wakes it by noise.
  CHECK(ride_rules(ViewBuilder(3, 3).build(), true, 0).wake_on_bats == 0);
}

}  // namespace
}  // namespace wumpus::agent
