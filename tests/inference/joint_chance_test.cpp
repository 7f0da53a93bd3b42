// The chance that several rooms are all clear of pits and bats, counted
// over the layouts together: rooms one breeze ties are never clear at
// once, though each alone is clear half the time.
#include "inference/hazard_inference.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::inference {
namespace {

using game_api::testing::ViewBuilder;

// 0 1 2
// 3 4 5
// 6 7 8   the player went 0 -> 1 and feels a breeze at 1, whose
// unvisited neighbours are 2 and 4; `pits` announced.
game_api::PlayerView breeze_between_two(int pits) {
  ViewBuilder b(3, 3, pits, 0, 0);
  b.corridor({0, 1, 2}).open(1, 4).open(2, 5).open(5, 8).open(4, 7);
  b.visit(0).visit(1, {"breeze"}).stand(1);
  return b.build();
}

struct Counted {
  game_api::PlayerView view;
  CaveMap map;
  Findings findings;
  InferenceInput input;
  HazardInference inference;

  explicit Counted(game_api::PlayerView v, std::size_t node_budget = 400'000)
      : view(std::move(v)),
        map(view),
        findings(read(view)),
        input(with_budget(rules_in_view(view), node_budget)),
        inference(map, findings, input) {}

  static InferenceInput with_budget(InferenceInput in, std::size_t nodes) {
    in.limits.node_budget = nodes;
    return in;
  }

  static Findings read(const game_api::PlayerView& view) {
    Findings f;
    f.read(view);
    return f;
  }
  double clear(const std::vector<RoomId>& rooms) const {
    const JointChance joint = inference.chance_clear(rooms);
    CHECK(joint.exact);
    return joint.chance;
  }
};

TEST_CASE("inference joint: rooms one breeze ties are never clear together",
          "[inference][joint]") {
  const Counted one(breeze_between_two(1));
  CHECK(one.clear({2}) == Approx(0.5));
  CHECK(one.clear({4}) == Approx(0.5));
  // Each room alone is clear half the time: taken as independent, both
  // would be a quarter of the time. One of them holds the pit.
  CHECK(one.clear({2, 4}) == 0);
  CHECK(one.clear({}) == 1);
  CHECK(one.clear({2, 6}) == Approx(0.5));  // 6 never holds the only pit
}

TEST_CASE("inference joint: a pool's rooms share its pits",
          "[inference][joint]") {
  // Two pits: one in 2 or 4 (both would cut the exit off), the other in
  // one of 3, 5, 6, 7, but not 5 beside 4 nor 7 beside 2 (each pair
  // closes both ways on): {2,3} {2,5} {2,6} {4,3} {4,6} {4,7}.
  const Counted two(breeze_between_two(2));
  CHECK(two.clear({3}) == Approx(2.0 / 3));
  CHECK(two.clear({3, 5}) == Approx(0.5));  // not 2/3 * 5/6
  CHECK(two.clear({3, 5, 6, 7}) == 0);
  CHECK(two.clear({2, 3}) == Approx(1.0 / 3));
  CHECK(two.clear({2, 4}) == 0);
  // 2 clear puts the first pit in 4, and so the second never in 5.
  CHECK(two.clear({2, 5}) == Approx(two.clear({2})));
}

TEST_CASE("inference joint: one room alone is its own chance",
          "[inference][joint]") {
  // Each room alone, and with each other room: within what the two
  // chances alone allow.
  for (int pits = 1; pits <= 2; ++pits) {
    const Counted c(breeze_between_two(pits));
    const HazardBelief& belief = c.inference.belief();
    for (RoomId r = 0; r < 9; ++r) {
      const double alone = 1 - belief.at(r).of(game_api::Hazard::Pit) -
                           belief.at(r).of(game_api::Hazard::Bats);
      INFO("pits " << pits << " room " << r);
      CHECK(c.clear({r}) == Approx(alone).margin(1e-12));
      for (RoomId s = 0; s < 9; ++s) {
        const double both = c.clear({r, s});
        const double other = c.clear({s});
        CHECK(both <= std::min(alone, other) + 1e-12);
        CHECK(both >= alone + other - 1 - 1e-12);
      }
    }
  }
}

TEST_CASE(
    "inference joint: an estimated group answers with its rooms' own "
    "chances, and says so",
    "[inference][joint]") {
  // Too small a budget to count the breeze's group: it is estimated.
  const Counted estimated(breeze_between_two(1), 2);
  REQUIRE_FALSE(estimated.inference.belief().exact);
  const HazardBelief& belief = estimated.inference.belief();
  const JointChance joint = estimated.inference.chance_clear({2, 4});
  CHECK_FALSE(joint.exact);
  CHECK(joint.chance == Approx((1 - belief.at(2).of(game_api::Hazard::Pit)) *
                               (1 - belief.at(4).of(game_api::Hazard::Pit))));
}

}  // namespace
}  // namespace wumpus::inference
