#include "ui/map/map_view.hpp"
#include "ui/map/map_scroll.hpp"
#include "ui/map_fixtures.hpp"

#include <catch2/catch.hpp>

#include <initializer_list>

using namespace wumpus;
using game_api::PlayerView;
using game_api::RoomView;
using game_api::Sight;
using maze::Direction;

namespace {

using wumpus::testing::grid_view;

RoomView& add_room(PlayerView& view, std::uint32_t x, std::uint32_t y,
                   Sight sight, std::initializer_list<Direction> open,
                   std::uint32_t z = 0) {
  RoomView room;
  room.room = (z * view.height + y) * view.width + x;
  room.x = x;
  room.y = y;
  room.z = z;
  room.sight = sight;
  for (Direction d : open) room.open |= 1 << static_cast<int>(d);
  view.rooms.push_back(room);
  return view.rooms.back();
}

ui::MapOptions options(bool unicode, bool show_path) {
  ui::MapOptions options;
  options.unicode = unicode;
  options.show_path = show_path;
  return options;
}

std::vector<std::string> rows(const PlayerView& view, bool unicode, int width,
                              int height, ui::Origin origin = {}) {
  ui::CharGrid grid(width, height);
  ui::render_map(view, options(unicode, true), origin, grid);
  std::vector<std::string> out;
  for (int y = 0; y < height; ++y) out.push_back(grid.row_text(y));
  return out;
}

// The player at the entrance facing east, the room east of them in sight.
PlayerView first_sight() {
  PlayerView view = grid_view(3, 2, 0, 0, Direction::East);
  add_room(view, 0, 0, Sight::Visible, {Direction::East}).visited = true;
  add_room(view, 1, 0, Sight::Visible, {Direction::West});
  return view;
}

}  // namespace

TEST_CASE("map view draws only the rooms in sight, in box drawing",
          "[ui][map]") {
  CHECK(rows(first_sight(), true, 13, 5) ==
        std::vector<std::string>{"┌───────┐    ", "│ →     │    ",
                                 "└───────┘    ", "             ",
                                 "             "});
}

TEST_CASE("map view draws the same rooms in ASCII", "[ui][map]") {
  CHECK(rows(first_sight(), false, 13, 5) ==
        std::vector<std::string>{"+---+---+    ", "| >     |    ",
                                 "+---+---+    ", "             ",
                                 "             "});
}

TEST_CASE("map view shows which way the player faces", "[ui][map]") {
  const auto [facing, glyph] = GENERATE(
      std::pair{Direction::North, "^"}, std::pair{Direction::East, ">"},
      std::pair{Direction::South, "v"}, std::pair{Direction::West, "<"});
  PlayerView view = first_sight();
  view.facing = facing;
  CHECK(rows(view, false, 13, 5)[1] ==
        std::string("| ") + glyph + "     |    ");
}

TEST_CASE("remembered rooms stay drawn, dimmed, with their marks",
          "[ui][map]") {
  PlayerView view = grid_view(3, 1, 1, 0, Direction::West);
  RoomView& old = add_room(view, 0, 0, Sight::Remembered, {Direction::East});
  old.visited = true;
  old.percepts = {"breeze", "stench"};
  add_room(view, 1, 0, Sight::Visible, {Direction::West}).visited = true;
  RoomView& bats = add_room(view, 2, 0, Sight::Remembered, {});
  bats.percepts = {"flapping"};

  ui::CharGrid grid(13, 3);
  ui::render_map(view, options(false, false), {}, grid);
  CHECK(grid.row_text(0) == "+---+---+---+");
  CHECK(grid.row_text(1) == "|~.%  < |  w|");
  CHECK(grid.row_text(2) == "+---+---+---+");

  CHECK(grid.at(1, 1) == ui::Cell{U'~', ui::Style::Breeze, true});
  CHECK(grid.at(2, 1) == ui::Cell{U'.', ui::Style::Floor, true});
  CHECK(grid.at(3, 1) == ui::Cell{U'%', ui::Style::Stench, true});
  CHECK(grid.at(6, 1) == ui::Cell{U'<', ui::Style::Player, false});
  CHECK(grid.at(11, 1) == ui::Cell{U'w', ui::Style::Flapping, true});
  // A wall next to a room in sight is bright; one between remembered
  // rooms only is dim.
  CHECK_FALSE(grid.at(8, 1).dim);
  CHECK(grid.at(12, 1).dim);
  CHECK(grid.at(1, 0).dim);
  CHECK_FALSE(grid.at(5, 0).dim);
}

TEST_CASE("walls are drawn between rooms unless a side knows the passage",
          "[ui][map]") {
  // A 2x2 loop with one wall between (0,1) and (1,1), all in sight.
  PlayerView view = grid_view(2, 2, 0, 0, Direction::South);
  add_room(view, 0, 0, Sight::Visible, {Direction::East, Direction::South});
  add_room(view, 1, 0, Sight::Visible, {Direction::West, Direction::South});
  add_room(view, 0, 1, Sight::Visible, {Direction::North});
  add_room(view, 1, 1, Sight::Visible, {Direction::North});
  CHECK(rows(view, true, 9, 5) ==
        std::vector<std::string>{"┌───────┐", "│ ↓     │", "│   ╷   │",
                                 "│   │   │", "└───┴───┘"});
}

TEST_CASE("things, the exit and other players show in the room centre",
          "[ui][map]") {
  PlayerView view = grid_view(4, 1, 0, 0, Direction::East);
  view.exit = 3;
  add_room(view, 0, 0, Sight::Visible, {Direction::East});
  add_room(view, 1, 0, Sight::Visible, {Direction::West, Direction::East})
      .things = {"gold"};
  add_room(view, 2, 0, Sight::Visible, {Direction::West, Direction::East})
      .things = {"gold", "pit"};
  add_room(view, 3, 0, Sight::Visible, {Direction::West});
  CHECK(rows(view, false, 17, 3)[1] == "| >   $   O   E |");
  // Another player on the exit: both stay in view.
  view.others.push_back({"bob", 3, Direction::North, true});
  CHECK(rows(view, false, 17, 3)[1] == "| >   $   O   @E|");
}

TEST_CASE("stacked levels draw only the player's level and say which",
          "[ui][map]") {
  PlayerView view = grid_view(1, 1, 0, 0, Direction::East);
  view.levels = 3;
  view.z = 1;
  view.room = 1;
  add_room(view, 0, 0, Sight::Remembered, {}, 0).things = {"gold"};
  add_room(view, 0, 0, Sight::Visible, {Direction::Down}, 1);
  CHECK(ui::map_title(view) == "level 2 of 3");
  // The player facing east, on stairs down: both stay in view.
  CHECK(rows(view, false, 5, 3)[1] == "| >d|");
  CHECK(rows(view, true, 5, 3)[1] == "│ →>│");
  view.room = 7;  // the player stands elsewhere: the stairs take the centre
  CHECK(rows(view, false, 5, 3)[1] == "| d |");
  view.rooms[1].open |= 1 << static_cast<int>(Direction::Up);
  CHECK(rows(view, false, 5, 3)[1] == "| x |");
  CHECK(rows(view, true, 5, 3)[1] == "│ ≷ │");
}

TEST_CASE("the show-path cheat draws the solution through the fog",
          "[ui][map]") {
  PlayerView view = grid_view(3, 1, 0, 0, Direction::East);
  add_room(view, 0, 0, Sight::Visible, {Direction::East});
  view.solution = {0, 1, 2};
  ui::CharGrid grid(13, 3);
  ui::render_map(view, options(false, true), {}, grid);
  CHECK(grid.row_text(1) == "| >   *   *  ");
  ui::render_map(view, options(false, false), {}, grid);
  CHECK(grid.row_text(1) == "| >          ");
}

TEST_CASE("a scrolled viewport draws the rooms under it", "[ui][map]") {
  PlayerView view = grid_view(5, 5, 2, 2, Direction::North);
  add_room(view, 2, 2, Sight::Visible, {});
  // Canvas column 8..12 and row 4..6 hold room (2,2).
  CHECK(rows(view, false, 5, 3, {8, 4}) ==
        std::vector<std::string>{"+---+", "| ^ |", "+---+"});
  CHECK(rows(view, false, 3, 2, {9, 5}) ==
        std::vector<std::string>{" ^ ", "---"});
}

TEST_CASE("the viewport follows the player and stays inside the canvas",
          "[ui][map]") {
  PlayerView view = grid_view(30, 30, 0, 0, Direction::East);  // canvas 121x61
  CHECK(ui::follow_player(view, {}, 40, 20) == ui::Origin{0, 0});
  view.x = view.y = 29;
  CHECK(ui::follow_player(view, {}, 40, 20) == ui::Origin{81, 41});
  // Small steps scroll little: the player sits a margin inside the edge.
  view.x = 10;
  view.y = 4;  // column 42, row 9
  const ui::Origin origin = ui::follow_player(view, {0, 0}, 40, 20);
  CHECK(origin == ui::Origin{42 - 40 + 8 + 1, 0});
  view.x = 9;  // column 38: still inside, no scrolling
  CHECK(ui::follow_player(view, origin, 40, 20) == origin);
  // A maze smaller than the viewport never scrolls.
  PlayerView small = grid_view(3, 3, 2, 2, Direction::East);
  CHECK(ui::follow_player(small, {5, 5}, 40, 20) == ui::Origin{0, 0});
}

TEST_CASE("room graphs are listed one seen room per line", "[ui][map]") {
  PlayerView view;
  view.grid = false;
  view.room = 4;
  RoomView a;
  a.room = 1;
  a.sight = Sight::Remembered;
  a.percepts = {"breeze"};
  a.open_rooms = {4};
  RoomView b;
  b.room = 4;
  b.sight = Sight::Visible;
  b.open_rooms = {1, 7, 9};
  view.rooms = {a, b};
  ui::CharGrid grid(20, 3);
  ui::render_map(view, options(true, false), {}, grid);
  CHECK(grid.row_text(0) == "    1 ~   4         ");
  // The joined rooms carry what is known of them: room 1's breeze.
  CHECK(grid.row_text(1) == "    4  @  1~ 7 9    ");
  CHECK(ui::player_row(view) == 1);
}

TEST_CASE("a named room of a graph shows its name in the list", "[ui][map]") {
  PlayerView view;
  view.grid = false;
  view.room = 3;
  RoomView cellar;
  cellar.room = 3;
  cellar.sight = Sight::Visible;
  cellar.open_rooms = {2};
  cellar.name = "the cellar\x1b[2J";  // a hostile server's escape is dropped
  view.rooms = {cellar};
  ui::CharGrid grid(30, 1);
  ui::render_map(view, options(true, false), {}, grid);
  CHECK(grid.row_text(0) == "    3  @  2   the cellar?[2J  ");
}

TEST_CASE("the end screen's map reveals the whole cave, walks and flights",
          "[ui][map][reveal]") {
  PlayerView view = grid_view(4, 1, 0, 0, Direction::East);
  add_room(view, 0, 0, Sight::Visible, {Direction::East}).visited = true;
  // What the player knew: little. What the reveal tells: everything.
  PlayerView::Goals goals;
  view.goals = goals;
  for (std::uint32_t x = 0; x < 4; ++x) {
    RoomView room;
    room.room = x;
    room.x = x;
    room.sight = Sight::Visible;
    if (x > 0) room.open |= 1 << static_cast<int>(Direction::West);
    if (x < 3) room.open |= 1 << static_cast<int>(Direction::East);
    view.reveal.rooms.push_back(room);
  }
  view.reveal.rooms[0].visited = true;
  view.reveal.rooms[1].visited = true;
  view.reveal.rooms[3].things = {"wumpus"};
  view.reveal.flights = {{2}};
  view.room = 1;
  ui::MapOptions revealed = options(false, false);
  CHECK(rows(view, false, 17, 3)[1].find('W') == std::string::npos);
  ui::CharGrid grid(17, 3);
  revealed.reveal = true;
  ui::render_map(view, revealed, {}, grid);
  CHECK(grid.row_text(1) == "| .   >   *   W |");
  CHECK(grid.at(10, 1).style == ui::Style::Flight);
}

TEST_CASE("an aimed path and the travel cursor are drawn over the fog",
          "[ui][map]") {
  PlayerView view = first_sight();
  ui::MapOptions aimed = options(false, false);
  aimed.flight = {1, 2};
  aimed.cursor = 5;
  ui::CharGrid grid(13, 5);
  ui::render_map(view, aimed, {}, grid);
  CHECK(grid.row_text(1) == "| >   * | *  ");
  CHECK(grid.at(10, 3) == ui::Cell{U'+', ui::Style::Cursor, false});
}

TEST_CASE("the end screen's room list scrolls to any room of the cave",
          "[ui][map][reveal]") {
  // Two rooms seen, twenty in the whole cave: the look cursor on room 19
  // scrolls the revealed list, which the seen list alone would not.
  PlayerView view;
  view.grid = false;
  view.room = 0;
  for (maze::RoomId r = 0; r < 20; ++r) {
    RoomView room;
    room.room = r;
    if (r < 2) view.rooms.push_back(room);
    view.reveal.rooms.push_back(room);
  }
  CHECK(ui::canvas_height(view, true) == 20);
  const ui::Origin origin = ui::follow_point(view, {}, 19, 40, 8, true);
  CHECK(origin.top > 0);
  CHECK(origin.top + 8 > 19);
}
