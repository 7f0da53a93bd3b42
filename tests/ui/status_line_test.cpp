// The two lines under the map (ui/text/status_line.cpp).
#include "ui/text/status_line.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

TEST_CASE("the status line counts positions from 0 and levels from 1",
          "[ui][status]") {
  game_api::PlayerView view;
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
  view.cave.counts = {{"pit", 2}, {"bats", 1}, {"wumpus", 1}};
  CHECK(ui::status_line(view) ==
        "room 12 | arrows 2 | gold 0 | items: none | cave: 2 pits, 1 bat "
        "roost | turn 0");
}

// A mod's item showed as its kind ("fellowship:beacon"), not its name.
TEST_CASE("items are named as their rules name them", "[ui][status]") {
  game_api::PlayerView view;
  view.grid = false;
  view.room = 0;
  view.items = {{"fellowship:beacon", 2}, {"torch", 1}};
  view.kinds["fellowship:beacon"].name = "beacon";
  CHECK(ui::status_line(view) ==
        "room 0 | arrows 0 | gold 0 | items: 2 beacon, torch | turn 0");
}

TEST_CASE("a narrow status line shortens its parts and keeps the turn",
          "[ui][status]") {
  game_api::PlayerView view;
  view.width = view.height = 20;
  view.levels = 3;
  view.room = 1234;
  view.x = 14;
  view.y = 1;
  view.z = 2;
  view.arrows = 3;
  view.gold = 2;
  view.turn = 1234;
  view.items = {{"torch", 1}, {"rope", 1}, {"compass", 1}, {"map scroll", 2}};
  view.torch_lit = true;
  view.cave.counts = {{"pit", 3}, {"bats", 3}, {"wumpus", 1}};
  const std::string wide = ui::status_line(view);
  CHECK(wide.size() > 78);
  CHECK(ui::status_line(view, 200) == wide);
  const std::string narrow = ui::status_line(view, 96);
  CHECK(narrow.size() <= 96);
  CHECK(narrow.ends_with("| turn 1234"));
  CHECK(narrow.find("r1234 14,1 | L3/3 | east | arr 3 | $2") == 0);
  CHECK(narrow.find("| compass, 2 map scroll, rope, torch* | O3 B3 |") !=
        std::string::npos);
  // 80 columns: the items are cut, the turn stays.
  const std::string cut = ui::status_line(view, 78);
  CHECK(cut.size() <= 78);
  CHECK(cut.ends_with("| turn 1234"));
  CHECK(cut.find("~ | O3 B3") != std::string::npos);
  // Narrower still, parts go before the turn does.
  const std::string bare = ui::status_line(view, 30);
  CHECK(bare.size() <= 30);
  CHECK(bare == "r1234 14,1 | arr 3 | turn 1234");
}

TEST_CASE("the goal line shows what winning needs and what is underfoot",
          "[ui][status]") {
  game_api::PlayerView view;
  view.room = 5;
  view.exit = 9;
  CHECK(ui::goal_line(view, true) ==
        "to win: ✗ gold  ✗ Wumpus dead  ✗ out by the exit");
  view.goals.gold = true;
  CHECK(ui::goal_line(view, false) ==
        "to win: [x] gold  [ ] Wumpus dead  [ ] out by the exit");
  game_api::RoomView here;
  here.room = 5;
  here.open = 1 << static_cast<int>(maze::Direction::Down);
  view.rooms = {here};
  view.exit = 5;
  CHECK(ui::goal_line(view, true).ends_with("| here: the exit, stairs down"));
  view.outcome = game_api::Outcome::Dead;
  view.cause = "fell into a pit";
  CHECK(ui::goal_line(view, true).starts_with("You died: fell into a pit."));
}

TEST_CASE("a shared round names whom it awaits and who acted, in colour",
          "[ui][status]") {
  game_api::PlayerView view;
  view.table.shared = true;
  view.table.round = 3;
  // Solo, or nobody awaited: no note at all.
  CHECK(ui::round_note(view.table).empty());
  view.table.waiting_for = {"bob", "carol"};
  game_api::SeatView ann;
  ann.name = "ann";
  ann.connected = true;
  ann.acted = true;
  game_api::SeatView bob;
  bob.name = "bob";
  bob.connected = true;
  view.table.seats = {ann, bob};
  const std::vector<ui::BarPart> waiting = {{"round 3: waiting for "},
                                            {"bob", ui::Style::BarAwaited},
                                            {", "},
                                            {"carol", ui::Style::BarAwaited},
                                            {" ("},
                                            {"ann", ui::Style::BarDone},
                                            {" acted)"}};
  CHECK(ui::round_note(view.table) == waiting);
  view.table.deadline_seconds = 24;
  CHECK(ui::goal_line(view, true)
            .starts_with("round 3, 24 s left: waiting for bob, carol (ann "
                         "acted) | to win:"));
}

// Mods' hazards went uncounted: a kind may ask to be.
TEST_CASE("the status line counts the mods' kinds that ask to be",
          "[ui][status]") {
  game_api::PlayerView view;
  view.grid = false;
  view.room = 0;
  view.cave.counts = {
      {"pit", 2}, {"bats", 1}, {"webs:web", 2}, {"ghosts:ghost", 1}};
  view.kinds["webs:web"].name = "web";
  view.kinds["webs:web"].glyph = "#";
  view.kinds["webs:web"].counted = true;
  view.kinds["ghosts:ghost"].name = "ghost";  // not counted
  CHECK(ui::status_line(view) ==
        "room 0 | arrows 0 | gold 0 | items: none | cave: 2 pits, 1 bat "
        "roost, 2 webs | turn 0");
}
