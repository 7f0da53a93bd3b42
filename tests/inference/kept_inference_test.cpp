// The kept inference is reused only when the position is the same (walking
// rooms already visited, another turn, another probe seed), and is then the
// inference a fresh count gives; anything learned counts afresh.
#include "inference/kept_inference.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::inference {
namespace {

using game_api::testing::ViewBuilder;

// 0 1 2
// 3 4 5
// 6 7 8   visited 0 and 1, a breeze at 1 (between 2 and 4); ways to the
// exit (8) through each of them.
ViewBuilder breeze_at_one() {
  ViewBuilder b(3, 3, 1, 0, 0);
  b.corridor({0, 1, 2, 5, 8}).corridor({1, 4, 7, 8});
  b.visit(0).visit(1, {"breeze"});
  return b;
}

Findings read(const game_api::PlayerView& view) {
  Findings f;
  f.read(view);
  return f;
}

double pit_at(const HazardInference& inference, RoomId room) {
  return inference.belief().at(room).of(game_api::Hazard::Pit);
}

TEST_CASE("kept inference: the same position is counted once",
          "[inference][kept]") {
  const game_api::PlayerView view = breeze_at_one().stand(1).build();
  const InferenceInput input = rules_in_view(view);
  KeptInference kept;
  const HazardInference& first = kept.update(view, read(view), input);
  CHECK_FALSE(kept.reused());
  const double pit_at_two = pit_at(first, 2);
  CHECK(pit_at_two == Approx(0.5));

  SECTION("again, a turn later, with another probe seed") {
    game_api::PlayerView later = breeze_at_one().stand(1).turn(9).build();
    InferenceInput reseeded = input;
    reseeded.limits.seed = 10;
    const HazardInference& again = kept.update(later, read(later), reseeded);
    CHECK(kept.reused());
    CHECK(&again == &first);
  }
  SECTION("standing in another room already visited") {
    const game_api::PlayerView back = breeze_at_one().stand(0).build();
    kept.update(back, read(back), input);
    CHECK(kept.reused());
  }
  SECTION("a room newly visited counts afresh") {
    ViewBuilder b = breeze_at_one();
    b.visit(4).stand(4);
    const game_api::PlayerView on = b.build();
    const HazardInference& next = kept.update(on, read(on), input);
    CHECK_FALSE(kept.reused());
    CHECK(pit_at(next, 2) == 1);  // 4 was entered: the breeze is 2's
  }
  SECTION("a percept, a thing, a passage seen: each counts afresh") {
    ViewBuilder percept = breeze_at_one();
    percept.visit(0, {"stench"});
    ViewBuilder thing = breeze_at_one();
    thing.things(1, {"gold"});
    ViewBuilder passage = breeze_at_one();
    passage.open(0, 3);
    for (ViewBuilder* b : {&percept, &thing, &passage}) {
      kept.update(view, read(view), input);
      const game_api::PlayerView changed = b->stand(1).build();
      kept.update(changed, read(changed), input);
      CHECK_FALSE(kept.reused());
    }
  }
  SECTION("what the player remembers beyond the view counts afresh") {
    Findings remembered = read(view);
    remembered.bats_in(2);
    kept.update(view, remembered, input);
    CHECK_FALSE(kept.reused());
  }
  SECTION("other rules count afresh") {
    InferenceInput awake = input;
    awake.wumpus_asleep = false;
    kept.update(view, read(view), awake);
    CHECK_FALSE(kept.reused());
    InferenceInput more = input;
    more.totals[index(game_api::Hazard::Pit)] = 2;
    kept.update(view, read(view), more);
    CHECK_FALSE(kept.reused());
  }
}

TEST_CASE("kept inference: joint questions answer as a fresh count's",
          "[inference][kept]") {
  const game_api::PlayerView view = breeze_at_one().stand(1).build();
  const Findings findings = read(view);
  const InferenceInput input = rules_in_view(view);
  const CaveMap map(view);
  const HazardInference fresh(map, findings, input);
  KeptInference kept;
  kept.update(view, findings, input);
  // Moved, as the agent that owns it may be: the map it borrows moves too.
  KeptInference moved = std::move(kept);
  for (const std::vector<RoomId>& rooms :
       std::vector<std::vector<RoomId>>{{2}, {4}, {2, 4}, {4, 2, 4}, {5, 7}}) {
    INFO(rooms.size() << " rooms from " << rooms.front());
    const JointChance expected = fresh.chance_clear(rooms);
    for (int ask = 0; ask < 2; ++ask) {  // counted, then remembered
      const JointChance answer = moved.chance_clear(rooms);
      CHECK(answer.chance == expected.chance);
      CHECK(answer.exact == expected.exact);
    }
  }
  CHECK(moved.chance_clear({2, 4}).chance == 0);  // the breeze needs one
}

}  // namespace
}  // namespace wumpus::inference
