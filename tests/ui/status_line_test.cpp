// The two lines under the map (ui/status_line.cpp).
#include "ui/status_line.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

TEST_CASE("the status line counts positions from 0 and levels from 1",
          "[ui][status]") {
  game::PlayerView view;
  view.width = view.height = 8;
  view.levels = 2;
  view.room = 64 + 8 * 2 + 3;
  view.x = 3;
  view.y = 2;
  view.z = 1;
  view.arrows = 2;
  CHECK(ui::status_line(view) ==
        "room 83 at 3,2 | level 2 of 2 | facing east | arrows 2 | gold 0 | "
        "items: none | turn 0");
  view.grid = false;
  view.levels = 1;
  view.room = 12;
  CHECK(ui::status_line(view) ==
        "room 12 | arrows 2 | gold 0 | items: none | turn 0");
}

TEST_CASE("the goal line shows what winning needs and what is underfoot",
          "[ui][status]") {
  game::PlayerView view;
  view.room = 5;
  view.exit = 9;
  CHECK(ui::goal_line(view, true) ==
        "to win: ✗ gold  ✗ Wumpus dead  ✗ out by the exit");
  view.goals.gold = true;
  CHECK(ui::goal_line(view, false) ==
        "to win: [x] gold  [ ] Wumpus dead  [ ] out by the exit");
  game::RoomView here;
  here.room = 5;
  here.open = 1 << static_cast<int>(maze::Direction::Down);
  view.rooms = {here};
  view.exit = 5;
  CHECK(ui::goal_line(view, true).ends_with("| here: the exit, stairs down"));
  view.outcome = game::Outcome::Dead;
  view.cause = "fell into a pit";
  CHECK(ui::goal_line(view, true).starts_with("You died: fell into a pit."));
}
