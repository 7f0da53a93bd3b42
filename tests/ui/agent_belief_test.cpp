// The belief overlay of `play --agent` on a hand-made view: a stench
// triangle pins the Wumpus down, which the box must say, listing the
// Wumpus's room as deadly and the other frontier rooms as proven safe.
#include "ui/advisor/agent_belief.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::ui {
namespace {

bool has_line(const Overlay& box, const std::string& text) {
  for (const auto& [line, style] : box.lines)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

TEST_CASE("the belief overlay shows the Wumpus, risks and safe rooms",
          "[ui][agent]") {
  game_api::testing::ViewBuilder b(3, 3, 0, 0, 1);
  b.corridor({0, 1, 2, 5, 8, 7, 6, 3, 0}).open(1, 4).open(3, 4).open(5, 4);
  b.visit(0).visit(1, {"stench"}).visit(2).visit(5, {"stench"});
  b.visit(3, {"stench"}).stand(3);
  const game_api::PlayerView view = b.build();
  agent::Agent player;
  player.decide(view);
  const Overlay box = belief_overlay(player.belief(), view);
  INFO(box.lines.size() << " lines, first: " << box.lines.front().first);
  CHECK(has_line(box, "Wumpus: room 4 (1,1) 100%"));
  CHECK(has_line(box, "(1,1)           : 100% /   0% /   0% / 100%"));
  CHECK(has_line(box, "Proven safe, not yet entered: (0,2) (2,2)"));
  CHECK(has_line(box, "Next: shoot the Wumpus (risk 0%)"));

  b.stand(0);
  game_api::PlayerView dead = b.build();
  dead.wumpus_dead = true;
  agent::Agent after;
  after.decide(dead);
  CHECK(has_line(belief_overlay(after.belief(), dead), "The Wumpus is dead."));
}

TEST_CASE("the belief overlay says why a step is safe, and what a rope covers",
          "[ui][agent]") {
  // 0 1 2 3
  // 4 5 6 7   a breeze at 2: the pit is in 6, since 3 lies on every way
  // to the exit 7. The agent's next step is into 3, safe for that reason.
  game_api::testing::ViewBuilder b(4, 2, 1, 0, 0);
  b.corridor({0, 1, 2, 3, 7}).open(2, 6).exit(7).gold(1);
  b.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  game_api::PlayerView view = b.build();
  view.goals.gold = true;
  view.wumpus_dead = true;
  agent::Agent player;
  const agent::Decision d = player.decide(view);
  REQUIRE(d.action.target == 3);
  const Overlay box = belief_overlay(player.belief(), view);
  // Heading for the exit (3,1), by way of 3.
  CHECK(has_line(box,
                 "Next: walk out (risk 0%), to (3,1) via (3,0), safe: on the "
                 "only way to the exit; the Wumpus is dead"));

  // Two rooms share the breeze; with a rope a pit there is survivable,
  // and said so rather than "proven safe".
  game_api::testing::ViewBuilder r(4, 2, 1, 0, 0);
  r.corridor({0, 1, 2, 3}).open(2, 6).exit(4).item("rope");
  r.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  const game_api::PlayerView roped = r.build();
  agent::Agent climber;
  climber.decide(roped);
  const Overlay rope_box = belief_overlay(climber.belief(), roped);
  CHECK(has_line(rope_box,
                 "Survivable with the rope (a pit may be there): (3,0) (2,1)"));
  CHECK(has_line(rope_box, "Proven safe, not yet entered: none"));
}

}  // namespace
}  // namespace wumpus::ui
