// The advisor (ui/advisor/advisor.hpp) on hand-made views: each room seen
// but not entered marked by the agent's chance of death, the step it would
// take with the reason, and what the player did (not what it advised) read
// into the next view.
#include "ui/advisor/advisor.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::ui {
namespace {

using game_api::testing::ViewBuilder;

TEST_CASE("the advisor marks rooms by risk and names its step and why",
          "[ui][advisor]") {
  // 0 1 2 3
  // 4 5 6 7   a breeze at 2, shared by 3 and 6 (a pit each at 50 %).
  ViewBuilder b(4, 2, 1, 0, 0);
  b.corridor({0, 1, 2, 3}).open(2, 6).open(1, 5).exit(4);
  b.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  const game_api::PlayerView view = b.build();
  Advisor advisor;
  advisor.read(view);
  const auto& marks = advisor.marks();
  REQUIRE(marks.count(3));
  CHECK(marks.at(3).glyph == U'5');
  CHECK(marks.at(3).style == Style::Danger);
  REQUIRE(marks.count(5));
  CHECK(marks.at(5).glyph == U'\'');
  CHECK_FALSE(marks.count(1));  // entered: no mark
  CHECK(advisor.advice() ==
        "Advisor: west to explore (1,1); safe: nothing sensed next door");
  CHECK(advisor.about(view, 3) == "Advisor: (3,0): 50% deadly: a pit 50%");
}

TEST_CASE("a missed shot the player fired wakes the advisor's Wumpus",
          "[ui][advisor]") {
  // A stench at 1 from a Wumpus in 2 or 5; the player shoots east and
  // misses: the advisor must now follow a Wumpus that may walk.
  ViewBuilder b(3, 2, 0, 0, 1);
  b.corridor({0, 1, 2}).open(1, 4).corridor({0, 3});
  b.visit(0).visit(1, {"stench"}).stand(1);
  const game_api::PlayerView before = b.build();
  Advisor advisor;
  advisor.read(before);
  CHECK(advisor.about(before, 3).find("awake") == std::string::npos);
  game_api::Command shot;
  shot.verb = game_api::Verb::Shoot;
  advisor.sent(before, shot);
  game_api::PlayerView after = b.turn(1).build();
  after.arrows = before.arrows - 1;
  advisor.read(after);
  CHECK(advisor.about(after, 3).find("awake") != std::string::npos);
}

TEST_CASE("the advisor shown after a missed arrow follows a waking Wumpus",
          "[ui][advisor]") {
  ViewBuilder b(3, 2, 0, 0, 1);
  b.corridor({0, 1, 2}).open(1, 4).corridor({0, 3});
  b.visit(0).visit(1, {"stench"}).stand(1);
  game_api::PlayerView view = b.build();
  view.cave.parameters["arrows"] = 3;
  view.arrows = 2;  // one arrow flown, and missed: the Wumpus lives
  Advisor advisor;
  advisor.read(view);
  CHECK(advisor.about(view, 3).find("awake") != std::string::npos);
}

TEST_CASE("after a restart or a new cave the advisor forgets the old game",
          "[ui][advisor]") {
  // Turn 9: a pit seen in 1 (a breeze at 0). Then turn 0 of another
  // cave, where 1 was seen from the start with nothing sensed: safe,
  // whatever the old cave held there.
  ViewBuilder old_cave(3, 2, 1, 0, 0);
  old_cave.corridor({0, 1, 2}).open(0, 3).things(1, {"pit"}).turn(9);
  Advisor advisor;
  advisor.read(old_cave.visit(0, {"breeze"}).build());
  REQUIRE(advisor.marks().count(1));
  CHECK(advisor.marks().at(1).glyph == U'o');
  ViewBuilder new_cave(3, 2, 1, 0, 0);
  new_cave.corridor({0, 1, 2}).open(0, 3);
  advisor.read(new_cave.visit(0).build());
  REQUIRE(advisor.marks().count(1));
  CHECK(advisor.marks().at(1).glyph == U'\'');
}

}  // namespace
}  // namespace wumpus::ui
