// What the player's knowledge proves about rooms (ui/advisor/deductions.cpp)
// and the walks and questions built on it: the placement guarantees, the dead
// Wumpus, a woken Wumpus, the exit that would end the game, and the
// questions before a deadly step.
#include "ui/advisor/deductions.hpp"

#include "game_api/view_builder.hpp"
#include "ui/play/step_warning.hpp"
#include "ui/play/travel.hpp"
#include "ui/play/walk.hpp"

#include <catch2/catch.hpp>

namespace wumpus::ui {
namespace {

using game_api::PlayerView;
using game_api::testing::ViewBuilder;

// 0 1 2 3
// 4 5 6 7   the corridor 0-1-2-3 with a side room 6 under 2; the exit
// is 3. The player walked to 2 and feels a breeze there.
PlayerView breeze_next_to_exit() {
  ViewBuilder b(4, 2, 1, 0, 1);
  b.corridor({0, 1, 2, 3}).open(2, 6).exit(3);
  b.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  return b.build();
}

TEST_CASE("the exit is never a pit: a breeze next to it leaves it safe",
          "[ui][deductions]") {
  const PlayerView view = breeze_next_to_exit();
  const Deductions d(view);
  CHECK(d.proof(3) == Proof::Safe);  // the exit
  CHECK(d.proof(6) == Proof::Pit);   // the breeze's only other room
  const KnownCave cave(view);
  CHECK(cave.path(2, 3) == std::vector<maze::RoomId>{2, 3});
  CHECK(Walk::travel(3).next(view).index() == 0);  // a plain step
}

TEST_CASE("travel trusts a room every way to the exit passes",
          "[ui][deductions]") {
  // 0-1-2-3 along the top, 3-7 down to the exit 7; 2 opens to 6 too. A
  // breeze at 2: the pit is in 3 or 6, but 3 lies on every way out.
  ViewBuilder b(4, 2, 1, 0, 0);
  b.corridor({0, 1, 2, 3, 7}).open(2, 6).exit(7);
  b.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  const Deductions d(b.build());
  CHECK(d.proof(3) == Proof::Safe);
  CHECK(d.proof(6) == Proof::Pit);
}

TEST_CASE("in a huge cave what was sensed next door decides alone",
          "[ui][deductions]") {
  // Too many rooms to count layouts at every step: the exit is still
  // never a pit, and each hazard is ruled out by any clean neighbour.
  PlayerView view = breeze_next_to_exit();
  view.room_count = 1'000'000;
  const Deductions d(view);
  CHECK(d.proof(3) == Proof::Safe);
  CHECK(d.proof(6) == Proof::Unknown);  // not counted out any more
  //  0 1 2 / 3 4 5: 4 lies between 1 (a stench) and 3 (a breeze).
  ViewBuilder b(3, 2, 1, 0, 1);
  b.corridor({0, 1, 4, 3}).visit(0).visit(1, {"stench"}).visit(3, {"breeze"});
  b.stand(3).exit(5);
  PlayerView two = b.build();
  two.room_count = 1'000'000;
  CHECK(Deductions(two).proof(4) == Proof::Safe);
}

TEST_CASE("the dead Wumpus's stench is no hazard", "[ui][deductions]") {
  ViewBuilder b(4, 1, 0, 0, 1);
  b.corridor({0, 1, 2, 3}).visit(0).visit(1, {"stench"}).stand(1);
  PlayerView view = b.build();
  CHECK(Deductions(view).proof(2) == Proof::Wumpus);
  CHECK(KnownCave(view).path(1, 2).empty());
  view.wumpus_dead = true;
  CHECK(Deductions(view).proof(2) == Proof::Safe);
  CHECK(KnownCave(view).path(1, 2) == std::vector<maze::RoomId>{1, 2});
}

TEST_CASE("a woken Wumpus is ruled out only by a clean neighbour",
          "[ui][deductions]") {
  // Two stenches pin the sleeping Wumpus in 5; once a missed arrow woke
  // it, it may be anywhere no clean neighbour rules out.
  ViewBuilder b(3, 2, 0, 0, 1);
  b.corridor({0, 1, 2}).open(1, 4).open(4, 5).open(2, 5).exit(3);
  b.visit(0).visit(1).visit(2, {"stench"}).visit(4, {"stench"}).stand(4);
  PlayerView view = b.build();
  view.cave.parameters["arrows"] = 3;
  CHECK(Deductions(view).proof(5) == Proof::Wumpus);
  CHECK(wumpus_may_have_moved(view) == false);
  view.arrows = 2;
  CHECK(wumpus_may_have_moved(view));
  CHECK(Deductions(view).proof(5) == Proof::Unknown);
}

TEST_CASE("explore does not walk into the exit when that wins the game",
          "[ui][deductions]") {
  // Everything explored but the exit 2 at the corridor's end.
  ViewBuilder b(3, 1, 0, 0, 1);
  b.corridor({0, 1, 2}).visit(0).visit(1).stand(1).exit(2).gold(1);
  PlayerView view = b.build();
  view.goals.gold = true;
  // With the Wumpus alive the exit is a room like another.
  CHECK(Walk::explore().next(view).index() == 0);
  view.wumpus_dead = true;
  const auto next = Walk::explore().next(view);
  REQUIRE(next.index() == 1);
  const WalkQuestion& ask = std::get<WalkQuestion>(next);
  CHECK(ask.step.direction == maze::Direction::East);
  CHECK(ask.question.find("exit") != std::string::npos);
  CHECK(std::get<WalkQuestion>(Walk::travel(2).next(view)).step == ask.step);
}

TEST_CASE("explore goes round the exit to rooms beyond it",
          "[ui][deductions]") {
  // 0 1 2
  // 3 4 5   the exit 1 lies between the player in 0 and the unexplored
  // 2; the way round by 3, 4, 5 is longer but does not end the game.
  ViewBuilder b(3, 2, 0, 0, 1);
  b.corridor({0, 1, 2}).corridor({0, 3, 4, 5, 2}).exit(1).gold(1);
  b.visit(0).visit(3).visit(4).visit(5).stand(0);
  PlayerView view = b.build();
  view.goals.gold = true;
  view.wumpus_dead = true;
  const auto next = Walk::explore().next(view);
  REQUIRE(next.index() == 0);
  CHECK(std::get<game_api::Command>(next).direction == maze::Direction::South);
}

TEST_CASE("a step into a known pit or the certain Wumpus is asked about",
          "[ui][deductions]") {
  PlayerView view = breeze_next_to_exit();
  game_api::Command south;
  south.verb = game_api::Verb::Move;
  south.direction = maze::Direction::South;
  CHECK(room_entered(view, south) == 6);
  const auto pit = step_warning(view, 6);
  REQUIRE(pit);
  CHECK(pit->find("fall to your death") != std::string::npos);
  view.items["rope"] = 1;
  CHECK(step_warning(view, 6)->find("rope") != std::string::npos);
  CHECK_FALSE(step_warning(view, 3));
  game_api::Command west = south;
  west.direction = maze::Direction::West;
  CHECK(room_entered(view, west) == 1);
  CHECK_FALSE(step_warning(view, 1));

  ViewBuilder b(4, 1, 0, 0, 1);
  b.corridor({0, 1, 2, 3}).visit(0).visit(1, {"stench"}).stand(1);
  const auto eaten = step_warning(b.build(), 2);
  REQUIRE(eaten);
  CHECK(eaten->find("Wumpus") != std::string::npos);
}

TEST_CASE("explore: with nothing safe left, O walks to known bats and rides",
          "[ui][deductions][walk]") {
  // 0 1 2
  // 3 4 5   flapping at 1, nothing at 3 (next to 4): the bats are in 2;
  // 4 and 5 unknown beyond a breeze at 3... nothing else safe is left.
  ViewBuilder b(3, 2, 1, 1, 0);
  b.corridor({0, 1, 2}).open(1, 4).open(0, 3).open(3, 4);
  b.visit(3, {"breeze"}).visit(1, {"flapping", "breeze"}).visit(0).stand(0);
  PlayerView view = b.build();
  REQUIRE(Deductions(view).proof(2) == Proof::Bats);
  const auto plain = Walk::explore(false, "O").next(view);
  REQUIRE(plain.index() == 2);
  CHECK(std::get<std::string>(plain) ==
        "Explored: no unexplored room is known to be safe. Bats roost in 2,0 "
        "(O: ride them).");
  // The key named is the player's own: a keymap that rides on `B` says so,
  // and one with no key for riding names none.
  const auto remapped = Walk::explore(false, "B").next(view);
  CHECK(std::get<std::string>(remapped).ends_with("(B: ride them)."));
  const auto unbound = Walk::explore().next(view);
  CHECK(std::get<std::string>(unbound).ends_with("roost in 2,0."));
  // Riding: east to 1, then east into the bats.
  Walk ride = Walk::explore(true);
  const auto first = ride.next(view);
  REQUIRE(first.index() == 0);
  CHECK(std::get<game_api::Command>(first).direction == maze::Direction::East);
  view = b.stand(1).build();
  const auto into = ride.next(view);
  REQUIRE(into.index() == 0);
  CHECK(std::get<game_api::Command>(into).direction == maze::Direction::East);
  // Bats that may drop the player anywhere: asked first.
  view.cave.parameters["bats_drop_anywhere"] = 1;
  const auto asked = Walk::explore(true).next(view);
  REQUIRE(asked.index() == 1);
  CHECK(std::get<WalkQuestion>(asked).question.find("may drop you") !=
        std::string::npos);
}

}  // namespace
}  // namespace wumpus::ui
