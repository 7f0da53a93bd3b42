// The inference on hand-made percept situations: a breeze between two
// frontier rooms, percepts elsewhere settling it, the way to the exit,
// counts used up, and a stench triangle.
#include "inference/hazard_inference.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::inference {
namespace {

using game_api::testing::ViewBuilder;

HazardBelief infer(const game_api::PlayerView& view, bool asleep = true) {
  return infer_from_view(view, asleep);
}

double pit(const HazardBelief& b, RoomId r) {
  return b.at(r).of(game_api::Hazard::Pit);
}

// 0 1 2
// 3 4 5
// 6 7 8   a 3x3 cave; the player went 0 -> 1 and feels a breeze at 1,
// whose unvisited neighbours are 2 and 4.
ViewBuilder breeze_at_junction(int pits) {
  ViewBuilder b(3, 3, pits, 0, 0);
  b.corridor({0, 1, 2}).open(1, 4).open(2, 5).open(5, 8).open(4, 7);
  b.visit(0).visit(1, {"breeze"}).stand(1);
  return b;
}

TEST_CASE("a breeze between two frontier rooms splits the pit between them",
          "[agent]") {
  const HazardBelief belief = infer(breeze_at_junction(1).build());
  CHECK(belief.exact);
  CHECK(belief.consistent);
  CHECK(pit(belief, 2) == Approx(0.5));
  CHECK(pit(belief, 4) == Approx(0.5));
  CHECK(pit(belief, 0) == 0);
  CHECK_FALSE(belief.at(1).may_hold(game_api::Hazard::Pit));
  // The single pit is next to room 1: nowhere else.
  CHECK_FALSE(belief.at(6).may_hold(game_api::Hazard::Pit));
}

TEST_CASE("with a second pit the far rooms share the rest", "[agent]") {
  const HazardBelief belief = infer(breeze_at_junction(2).build());
  // Layouts: {2} or {4} with the second pit in one of 4 unseen rooms
  // (3, 5, 6, 7; the exit never). Pits in both 2 and 4 would cut the
  // entrance off from the exit, which placement never does; nor do pits
  // in 4 and 5, or in 2 and 7 (each pair closes both ways on): 6 layouts.
  // Counting the unseen rooms only one at a time found 8 (5 and 7 a
  // quarter each).
  CHECK(belief.exact);
  CHECK(pit(belief, 2) == Approx(0.5));
  CHECK(pit(belief, 4) == Approx(0.5));
  CHECK(pit(belief, 3) == Approx(1.0 / 3));
  CHECK(pit(belief, 6) == Approx(1.0 / 3));
  CHECK(pit(belief, 5) == Approx(1.0 / 6));
  CHECK(pit(belief, 7) == Approx(1.0 / 6));
  CHECK(pit(belief, 8) == 0);  // the exit
}

TEST_CASE("no breeze next door proves a frontier room safe", "[agent]") {
  auto b = breeze_at_junction(1);
  b.visit(2).stand(2);  // no breeze at 2: neither 1 nor 5 holds a pit
  const HazardBelief belief = infer(b.build());
  CHECK(pit(belief, 4) == 1);
  CHECK(pit(belief, 5) == 0);
  CHECK_FALSE(belief.at(5).may_hold(game_api::Hazard::Pit));
}

TEST_CASE("a room every way to the exit passes holds no pit", "[agent]") {
  // 0 1 2
  // 3 4 5   exit 5; from the junction 1, room 2 leads on to the exit and
  // room 4 only to the dead end 3 (0 is walled off from 3, 4 from 5).
  ViewBuilder b(3, 2, 1, 0, 0);
  b.corridor({0, 1, 2, 5}).open(1, 4).open(4, 3);
  b.visit(0).visit(1, {"breeze"}).stand(1);
  const HazardBelief belief = infer(b.build());
  CHECK(pit(belief, 2) == 0);
  CHECK(pit(belief, 4) == 1);
}

TEST_CASE("no Wumpus lies nearer the entrance than its distance",
          "[inference]") {
  // 0 1 2
  // 3 4 5   a stench at 7: the Wumpus is in 6 or 8, but a known way
  // 6 7 8   reaches 6 in two moves (0-3-6) and the preset keeps it three
  //         away, so it is in 8.
  ViewBuilder b(3, 3, 0, 0, 1);
  b.corridor({0, 1, 4, 7, 8}).corridor({0, 3, 6, 7});
  b.visit(0).visit(1).visit(4).visit(7, {"stench"}).see(3).stand(7).exit(2);
  game_api::PlayerView view = b.build();
  const auto wumpus = [](const HazardBelief& belief, RoomId room) {
    return belief.at(room).of(game_api::Hazard::Wumpus);
  };
  CHECK(wumpus(infer_from_view(view, true), 6) == Approx(0.5));
  view.cave.parameters["wumpus_distance"] = 3;
  const HazardBelief belief = infer_from_view(view, true);
  CHECK(wumpus(belief, 8) == Approx(1.0));
  CHECK_FALSE(belief.at(6).may_hold(game_api::Hazard::Wumpus));
}

TEST_CASE("pits all found leave every other room free of them", "[agent]") {
  auto b = breeze_at_junction(1);
  b.things(4, {"pit"});  // the rope got the player out of room 4
  const HazardBelief belief = infer(b.build());
  CHECK(pit(belief, 4) == 1);
  CHECK(pit(belief, 2) == 0);
  CHECK(pit(belief, 6) == 0);
}

TEST_CASE("gold seen in a room means no hazard there", "[agent]") {
  auto b = breeze_at_junction(1);
  b.things(2, {"gold"});
  const HazardBelief belief = infer(b.build());
  CHECK(pit(belief, 2) == 0);
  CHECK(pit(belief, 4) == 1);
}

TEST_CASE("a stench triangle pins the Wumpus down", "[agent]") {
  // The outer ring of a 3x3 cave, and the centre 4 open to 1, 3 and 5:
  // stench at 1, 3 and 5, none at 0 and 2.
  ViewBuilder b(3, 3, 0, 0, 1);
  b.corridor({0, 1, 2, 5, 8, 7, 6, 3, 0}).open(1, 4).open(3, 4).open(5, 4);
  b.visit(0).visit(1, {"stench"}).visit(2).visit(5, {"stench"});
  b.visit(3, {"stench"}).stand(3);
  const HazardBelief belief = infer(b.build());
  CHECK(belief.at(4).of(game_api::Hazard::Wumpus) == 1);
  CHECK(belief.at(6).of(game_api::Hazard::Wumpus) == 0);
  CHECK(belief.at(8).of(game_api::Hazard::Wumpus) == 0);
}

TEST_CASE("one stench leaves the Wumpus among the rooms next to it",
          "[agent]") {
  ViewBuilder b(3, 3, 0, 0, 1);
  b.corridor({0, 1, 2}).open(1, 4);
  b.visit(0).visit(1, {"stench"}).stand(1);
  const HazardBelief belief = infer(b.build());
  CHECK(belief.at(2).of(game_api::Hazard::Wumpus) == Approx(0.5));
  CHECK(belief.at(4).of(game_api::Hazard::Wumpus) == Approx(0.5));
  // Awake, the Wumpus is the tracker's business, not the layout's.
  CHECK(infer(b.build(), false).at(2).of(game_api::Hazard::Wumpus) == 0);
}

TEST_CASE("flapping next door puts bats among the frontier", "[agent]") {
  ViewBuilder b(3, 3, 0, 1, 0);
  b.corridor({0, 1, 2}).open(1, 4);
  b.visit(0).visit(1, {"flapping"}).stand(1);
  const HazardBelief belief = infer(b.build());
  CHECK(belief.at(2).of(game_api::Hazard::Bats) == Approx(0.5));
  CHECK(belief.at(4).of(game_api::Hazard::Bats) == Approx(0.5));
  CHECK(belief.at(2).of(game_api::Hazard::Pit) == 0);
}

TEST_CASE("percepts no layout explains fall back on looser counts", "[agent]") {
  // A breeze with no pit announced: rules the agent does not know.
  ViewBuilder b(3, 3, 0, 0, 0);
  b.corridor({0, 1, 2}).open(1, 4);
  b.visit(0).visit(1, {"breeze"}).stand(1);
  const HazardBelief belief = infer(b.build());
  CHECK_FALSE(belief.consistent);
  CHECK(belief.rooms.size() == 9);
}

}  // namespace
}  // namespace wumpus::inference

namespace wumpus::inference {
namespace {

TEST_CASE("a bat room's silence proves nothing about its neighbours",
          "[agent]") {
  // The dodecahedron, seed 238: bats carried the player off on entering
  // 4, which the view marks visited with nothing sensed; the pit the
  // breeze at 6 tells of may still lie in 5, next to 4.
  //   0 1 2
  //   3 4 5   a breeze at 2 between 1 (visited) and 5; bats in 4.
  ViewBuilder b(3, 2, 1, 1, 0);
  b.corridor({0, 1, 2, 5, 4, 3, 0}).exit(3);
  b.visit(0).visit(1).visit(2, {"breeze"}).visit(4).things(4, {"bats"});
  b.stand(2);
  const HazardBelief belief = infer(b.build());
  CHECK(belief.at(5).of(game_api::Hazard::Pit) == 1);
  CHECK(belief.at(5).may_hold(game_api::Hazard::Pit));
}

}  // namespace
}  // namespace wumpus::inference

namespace wumpus::inference {
namespace {

TEST_CASE("inference: two frontier groups that close the exit only together",
          "[inference]") {
  //  0  1  2  3  4    The player walked 0-1 and 0-5-10: a breeze at 1
  //  5  6  7  8  9    (pit in 2 or in the dead end 6) and one at 10 (in
  // 10 11 12 13 14    11 or in the dead end 15), two pits in all. The
  // 15 16 17 18 19    only ways on to the exit (19) pass 2 or 11, so
  // pits in both would cut it off: 3 layouts, not 4.
  ViewBuilder b(5, 4, 2, 0, 0);
  b.corridor({0, 1, 2, 3}).open(1, 6).corridor({0, 5, 10, 11, 12});
  b.open(10, 15).exit(19);
  b.visit(0).visit(1, {"breeze"}).visit(5).visit(10, {"breeze"}).stand(10);
  const HazardBelief belief = infer(b.build());
  CHECK(belief.exact);
  CHECK(pit(belief, 2) == Approx(1.0 / 3));
  CHECK(pit(belief, 11) == Approx(1.0 / 3));
  CHECK(pit(belief, 6) == Approx(2.0 / 3));
  CHECK(pit(belief, 15) == Approx(2.0 / 3));
}

}  // namespace
}  // namespace wumpus::inference

namespace wumpus::inference {
namespace {

TEST_CASE("inference: a room left the only way on beside a certain pit",
          "[inference]") {
  //  0  1  2  3   Classic seed 900104 in small: the breeze at 1 is the
  //  4  5  6  7   known pit in 2 (the rope got the player out); the one
  //  8  9 10 11   at 4 can only be 8. The ways on to the exit pass 5 or
  // 8, so 5, tied to no percept, holds no pit.
  ViewBuilder b(4, 3, 3, 0, 0);
  b.corridor({0, 1, 2, 3}).open(1, 5).open(5, 6).corridor({0, 4, 8, 9});
  b.things(2, {"pit"});
  b.visit(0).visit(1, {"breeze"}).visit(4, {"breeze"}).stand(4);
  const HazardBelief belief = infer(b.build());
  CHECK(belief.exact);
  CHECK(pit(belief, 8) == 1);
  CHECK(pit(belief, 5) == 0);
  CHECK_FALSE(belief.at(5).may_hold(game_api::Hazard::Pit));
}

}  // namespace
}  // namespace wumpus::inference
