// The agent's belief about a room in words (ui/advisor/risk_words.hpp), on
// hand-made views: where the room is, and which percept, promise or
// count makes a room safe, or how deadly it is.
#include "ui/advisor/risk_words.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::ui {
namespace {

using game_api::testing::ViewBuilder;

struct Read {
  game_api::PlayerView view;
  agent::Agent agent;
  explicit Read(const game_api::PlayerView& v) : view(v) { agent.decide(view); }
  std::string reason(maze::RoomId room) const {
    return risk_reason(agent.belief(), view, room);
  }
};

TEST_CASE("rooms are named by their coordinates, and level when stacked",
          "[ui][agent]") {
  ViewBuilder b(3, 2);
  game_api::PlayerView view = b.build();
  CHECK(room_place(view, 4) == "(1,1)");
  CHECK(room_name(view, 4) == "room 4 (1,1)");
  view.levels = 2;
  CHECK(room_place(view, 10) == "(1,1) level 2");
  view.grid = false;
  CHECK(room_place(view, 10) == "room 10");
  // Tilings name rooms by position too, polar rings by ring and room.
  view.shape = maze::Shape::Hex;
  view.levels = 1;
  view.width = view.height = 4;
  CHECK(room_place(view, 6) == "(2,1)");
  view.shape = maze::Shape::Polar;
  CHECK(room_place(view, 0).starts_with("ring 0"));
}

TEST_CASE("a room is safe for a reason: nothing sensed, the way out, counts",
          "[ui][agent]") {
  // 0 1 2
  // 3 4 5   nothing sensed at 0: 1 and 3 are safe for that alone.
  ViewBuilder plain(3, 2, 1, 1, 1);
  plain.corridor({0, 1, 2, 5}).corridor({0, 3, 4});
  const Read calm(plain.visit(0).build());
  CHECK(calm.reason(1) == "safe: nothing sensed next door");
  CHECK(calm.reason(0) == "safe: you stood there");

  // 0 1 2 3
  // 4 5 6 7   a breeze at 2; 3 lies on every way to the exit 7, so the
  // pit is in 6 and 3 is safe for that reason (the Wumpus is dead).
  ViewBuilder way(4, 2, 1, 0, 1);
  way.corridor({0, 1, 2, 3, 7}).open(2, 6).exit(7);
  way.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  game_api::PlayerView view = way.build();
  view.wumpus_dead = true;
  const Read out(view);
  CHECK(out.reason(3) ==
        "safe: on the only way to the exit; the Wumpus is dead");
  CHECK(out.reason(6) == "certain death: a pit");
}

TEST_CASE("a deadly room says how deadly and of what; a rope is named",
          "[ui][agent]") {
  // The breeze at 2 is shared by 3 and 6: each a pit at 50 %.
  ViewBuilder b(4, 2, 1, 0, 0);
  b.corridor({0, 1, 2, 3}).open(2, 6).exit(4);
  b.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  const Read risky(b.build());
  CHECK(risky.reason(3) == "50% deadly: a pit 50%");
  // Chances estimated, not counted, say so with their error.
  agent::Belief estimated = risky.agent.belief();
  estimated.hazards.rooms[3].error[inference::index(game_api::Hazard::Pit)] =
      0.04;
  CHECK(risk_reason(estimated, risky.view, 3) ==
        "50% deadly (estimated, ±4%): a pit 50%");

  b.item("rope");
  const Read roped(b.build());
  CHECK(roped.reason(3) == "survivable with the rope: a pit 50%");
  CHECK(survivable_with_rope(roped.agent.belief(), 3));
  CHECK_FALSE(survivable_with_rope(roped.agent.belief(), 1));

  // The stench triangle pins the Wumpus in 4.
  ViewBuilder w(3, 3, 0, 0, 1);
  w.corridor({0, 1, 2, 5, 8, 7, 6, 3, 0}).open(1, 4).open(3, 4).open(5, 4);
  w.visit(0).visit(1, {"stench"}).visit(2).visit(5, {"stench"});
  w.visit(3, {"stench"}).stand(3);
  const Read wumpus(w.build());
  CHECK(wumpus.reason(4) == "certain death: the Wumpus is there");
  // 6 lies next to a stench, but the Wumpus is proven elsewhere.
  CHECK(wumpus.reason(6) ==
        "safe: no breeze or flapping next door; the Wumpus is elsewhere");
  // The prompt line's brief words: the first reason alone.
  CHECK(risk_reason(wumpus.agent.belief(), wumpus.view, 6, Wording::Brief) ==
        "safe: no breeze or flapping next door");
}

}  // namespace
}  // namespace wumpus::ui
