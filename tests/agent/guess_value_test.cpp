// Guesses weighed by what they win: a hand-made position where the least
// risky step leads to a dead end and a slightly riskier one opens the
// cave.
#include "agent/guess_value.hpp"
#include "agent/planner.hpp"
#include "hand_made_position.hpp"
#include "inference/hazard_inference.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

#include <cmath>

namespace wumpus::agent {
namespace {

using game_api::testing::ViewBuilder;

//   0 1 2      The agent stands in 4, all it has visited. West, room 3
//   3 4 5      (a pit 20 %) leads on only to 6, most likely a pit (90 %);
//   6 7 8      east, room 5 (a pit 25 %) leads on to 2, surely clear.
struct DeadEndOrOpening : testing::HandMadePosition {
  DeadEndOrOpening()
      : HandMadePosition(ViewBuilder(3, 3, 2, 0, 0)
                             .open(4, 3)
                             .open(4, 5)
                             .open(3, 6)
                             .open(5, 2)
                             .visit(4)
                             .stand(4)
                             .build()) {
    set(3, game_api::Hazard::Pit, 0.2);
    set(5, game_api::Hazard::Pit, 0.25);
    set(6, game_api::Hazard::Pit, 0.9);
  }
};

TEST_CASE("agent guess: a riskier step that opens the cave beats a dead end",
          "[agent][guess]") {
  DeadEndOrOpening position;
  const Decision d = position.decide(false);
  REQUIRE(d.command);
  CHECK(d.command->verb == game_api::Verb::Move);
  CHECK(d.command->direction == maze::Direction::East);
  CHECK(d.action.target == 5);
  CHECK(d.fatal_risk == Approx(0.25));
}

TEST_CASE("agent guess: a probing shot beats a guess into a dead end",
          "[agent][guess]") {
  // As above, but 5 surely holds a pit and the sleeping Wumpus may be in
  // 3 (20 %), where there is no pit: the only guess, west into 3, is 20 %
  // deadly and most likely leads nowhere (6 beyond it a pit 90 %). A shot
  // west (20 % to hit, a miss wakes the Wumpus) costs less than that
  // guess and the next one together, though more than the guess alone.
  DeadEndOrOpening position;
  position.set(3, game_api::Hazard::Wumpus, 0.2);
  position.set(5, game_api::Hazard::Pit, 1);
  const Decision d = position.decide(true);
  REQUIRE(d.command);
  CHECK(d.command->verb == game_api::Verb::Shoot);
  CHECK(d.reason == "probe with an arrow");
}

TEST_CASE("agent guess: what standing in a room may prove", "[agent][guess]") {
  DeadEndOrOpening position;
  const inference::CaveMap map(position.view);
  const auto reveal = [&](maze::RoomId room) {
    return reveal_chance(
        map, position.memory,
        [&](const std::vector<maze::RoomId>& rooms) {
          return position.independent_clear(rooms);
        },
        room);
  };
  CHECK(reveal(3) == Approx(0.1));   // only 6 beyond it, a pit 90 %
  CHECK(reveal(5) == Approx(1.0));   // 2 beyond it, surely clear
  CHECK(reveal(2) == Approx(0.75));  // unseen: 1 clear, 5 a pit 25 %
  // Nothing revealed: the next guess, as deadly as the least risky now,
  // must be survived too; a sure opening loses nothing.
  CHECK(dead_end_loss(1.0, 0.2) == Approx(0.0));
  CHECK(dead_end_loss(0.0, 0.2) == Approx(-std::log(0.8)));
  CHECK(dead_end_loss(0.5, 0.2) == Approx(-std::log(0.9)));
}

// 0 1 2      Visited 0, 3 and 4, standing in 4, which has passages to
// 3 4 5      3, 1 and 5 and a breeze: the one pit is in 1 or 5, a half
// 6 7 8      each. Room 2 lies beyond both, unseen: entered, it always has
// the pit next to it, so it proves nothing, though 1 and 5 taken as
// independent would both be clear a quarter of the time.
TEST_CASE("agent guess: two rooms tied by one breeze reveal nothing together",
          "[agent][guess]") {
  ViewBuilder b(3, 3, 1, 0, 0);
  b.corridor({0, 3, 4, 1, 2}).open(4, 5).open(5, 2).open(5, 8);
  b.corridor({3, 6, 7, 8});
  b.visit(0).visit(3).visit(4, {"breeze"}).stand(4);
  const game_api::PlayerView view = b.build();
  const inference::CaveMap map(view);
  Memory memory;
  memory.observe(view, map, {});
  const inference::InferenceInput input = inference::rules_in_view(view);
  const inference::HazardInference inference(map, memory.findings(), input);
  const ChanceClear joint = [&](const std::vector<maze::RoomId>& rooms) {
    return inference.chance_clear(rooms).chance;
  };
  REQUIRE(inference.belief().at(1).of(game_api::Hazard::Pit) == Approx(0.5));
  REQUIRE(inference.belief().at(5).of(game_api::Hazard::Pit) == Approx(0.5));
  CHECK(reveal_chance(map, memory, joint, 2) == 0);
  // 7 beyond the corridor: 6 and 8 beside it are surely clear.
  CHECK(reveal_chance(map, memory, joint, 7) == Approx(1.0));
}

}  // namespace
}  // namespace wumpus::agent
