// The map of a wrapped cave scrolls around the player: their room stays in
// the middle of the viewport, one period of the cave is drawn around it
// (each room once, where it is nearest), the dotted seam shows where the
// last room meets the first, and the marks (an aimed arrow, the travel
// cursor, what the percepts prove) sit on the rooms they name.
#include "ui/map/map_scroll.hpp"
#include "ui/map/map_view.hpp"
#include "ui/map_fixtures.hpp"

#include <catch2/catch.hpp>

#include <optional>

using namespace wumpus;
using game_api::PlayerView;
using game_api::RoomView;
using game_api::Sight;
using maze::Direction;

namespace {

PlayerView wrapped_view(std::uint32_t width, std::uint32_t height,
                        unsigned wrap) {
  PlayerView view;
  view.grid = false;
  view.shape = maze::Shape::Square;
  view.wrap = wrap;
  view.width = width;
  view.height = height;
  return view;
}

void add_room(PlayerView& view, std::vector<maze::RoomId> open, maze::RoomId id,
              bool visited = true) {
  RoomView room;
  room.room = id;
  room.x = id % view.width;
  room.y = id / view.width;
  room.sight = visited ? Sight::Visible : Sight::Remembered;
  room.visited = visited;
  room.open_rooms = std::move(open);
  view.rooms.push_back(room);
}

void stand(PlayerView& view, maze::RoomId room, Direction facing) {
  view.room = room;
  view.x = room % view.width;
  view.y = room / view.width;
  view.facing = facing;
}

// The map as a screen of width x height shows it, scrolled as the game
// scrolls it: following the player, or `focus` (the travel cursor).
ui::CharGrid wrapped_screen(const PlayerView& view, int width, int height,
                            const ui::MapOptions& options = {},
                            std::optional<maze::RoomId> focus = std::nullopt) {
  ui::CharGrid grid(width, height);
  const ui::Origin origin =
      focus ? ui::follow_point(view, {}, *focus, width, height)
            : ui::follow_player(view, {}, width, height);
  ui::render_map(view, options, origin, grid);
  return grid;
}

using wumpus::testing::count_glyph;

// A 5x3 cylinder: the player in [0,1] (room 5) knows [4,1] west across
// the seam and [1,1] east.
PlayerView cylinder() {
  PlayerView view = wrapped_view(5, 3, maze::kWrapX);
  stand(view, 5, Direction::East);
  add_room(view, {9, 6}, 5);
  add_room(view, {5}, 9);
  add_room(view, {5}, 6);
  return view;
}

}  // namespace

TEST_CASE("a cylinder is drawn around the player with its seam",
          "[ui][map][shapes]") {
  PlayerView view = cylinder();
  // 41 columns: the player in column 20; the canvas is 7 rows, not
  // scrolled down.
  ui::CharGrid grid = wrapped_screen(view, 41, 9);
  CHECK(grid.at(20, 3).glyph == U'→');
  CHECK(grid.at(16, 3).glyph == U'·');  // [4,1], one room west
  CHECK(grid.at(18, 1).glyph == U'┆');  // the seam between them
  CHECK(grid.at(18, 5).glyph == U'┆');
  CHECK(grid.at(18, 3).glyph == U'─');  // the passage through it
  CHECK(grid.at(22, 3).glyph == U'─');
  CHECK(grid.at(24, 3).glyph == U'·');  // [1,1], one room east
  // One period (20 columns) is drawn: every room once, the player too,
  // however wide the screen.
  CHECK(count_glyph(grid, U'→') == 1);
  CHECK(count_glyph(grid, U'·') == 2);
  CHECK(count_glyph(grid, U'┆') == 6);
  CHECK(ui::map_title(view) == "square rooms, wrapped x: seams join");

  SECTION("crossing the seam keeps the player in the middle") {
    stand(view, 9, Direction::West);
    grid = wrapped_screen(view, 41, 9);
    CHECK(grid.at(20, 3).glyph == U'←');
    CHECK(grid.at(22, 1).glyph == U'┆');  // the seam is now east
    CHECK(grid.at(22, 3).glyph == U'─');
    CHECK(grid.at(24, 3).glyph == U'·');  // [0,1] beyond it
    CHECK(grid.at(16, 3).glyph == U' ');  // [3,1]: never seen
  }
  SECTION("a screen narrower than the cave shows the middle of it") {
    grid = wrapped_screen(view, 9, 9);
    CHECK(grid.at(4, 3).glyph == U'→');
    CHECK(grid.at(2, 1).glyph == U'┆');
    CHECK(grid.at(0, 3).glyph == U'·');
    CHECK(grid.at(8, 3).glyph == U'·');
  }
}

TEST_CASE("what is drawn on a wrapped cave's rooms sits on those rooms",
          "[ui][map][shapes]") {
  PlayerView view = cylinder();
  add_room(view, {}, 8, false);  // [3,1]: seen, never entered
  ui::MapOptions options;
  SECTION("an arrow aimed west across the seam") {
    options.flight = {9, 8};
    const ui::CharGrid grid = wrapped_screen(view, 41, 9, options);
    CHECK(grid.at(16, 3).glyph == U'*');
    CHECK(grid.at(12, 3).glyph == U'*');
    CHECK(count_glyph(grid, U'*') == 2);
  }
  SECTION("what the percepts prove of a room not entered") {
    const std::unordered_map<maze::RoomId, ui::Mark> deduced{{8, ui::kStench}};
    options.deduced = &deduced;
    const ui::CharGrid grid = wrapped_screen(view, 41, 9, options);
    CHECK(grid.at(12, 3).glyph == U'%');
    CHECK(count_glyph(grid, U'%') == 1);
  }
  SECTION("the travel cursor is kept in the middle, the player beside it") {
    options.cursor = 9;
    const ui::CharGrid grid = wrapped_screen(view, 41, 9, options, 9);
    CHECK(grid.at(20, 3).glyph == U'+');
    CHECK(grid.at(24, 3).glyph == U'→');
    CHECK(grid.at(22, 1).glyph == U'┆');
  }
}

TEST_CASE("a cave wrapped top to bottom scrolls up and down",
          "[ui][map][shapes]") {
  // 3x5: the player in [1,0] (room 1) knows [1,4] north across the seam
  // and [1,1] south.
  PlayerView view = wrapped_view(3, 5, maze::kWrapY);
  stand(view, 1, Direction::North);
  add_room(view, {13, 4}, 1);
  add_room(view, {1}, 13);
  add_room(view, {1}, 4);
  // The canvas is 13 columns: not scrolled across; row 5 is the middle.
  ui::CharGrid grid = wrapped_screen(view, 21, 11);
  CHECK(grid.at(6, 5).glyph == U'↑');
  CHECK(grid.at(4, 4).glyph == U'┄');  // the seam above
  CHECK(grid.at(6, 4).glyph == U'│');  // the passage through it
  CHECK(grid.at(6, 3).glyph == U'·');  // [1,4]
  CHECK(grid.at(6, 7).glyph == U'·');  // [1,1]
  CHECK(count_glyph(grid, U'↑') == 1);
  CHECK(count_glyph(grid, U'·') == 2);

  stand(view, 13, Direction::North);
  grid = wrapped_screen(view, 21, 11);
  CHECK(grid.at(6, 5).glyph == U'↑');
  CHECK(grid.at(4, 6).glyph == U'┄');  // the seam is now below
  CHECK(grid.at(6, 7).glyph == U'·');  // [1,0] beyond it
}

TEST_CASE("a torus scrolls both ways with both seams", "[ui][map][shapes]") {
  // 4x4: the player in [0,0] knows [3,0] west and [0,3] north, both
  // across a seam.
  PlayerView view = wrapped_view(4, 4, maze::kWrapX | maze::kWrapY);
  stand(view, 0, Direction::West);
  add_room(view, {3, 12}, 0);
  add_room(view, {0}, 3);
  add_room(view, {0}, 12);
  ui::CharGrid grid = wrapped_screen(view, 41, 13);
  CHECK(grid.at(20, 6).glyph == U'←');
  CHECK(grid.at(18, 6).glyph == U'─');  // west through the column seam
  CHECK(grid.at(18, 7).glyph == U'┆');
  CHECK(grid.at(16, 6).glyph == U'·');  // [3,0]
  CHECK(grid.at(20, 5).glyph == U'│');  // north through the row seam
  CHECK(grid.at(22, 5).glyph == U'┄');
  CHECK(grid.at(20, 4).glyph == U'·');  // [0,3]
  CHECK(count_glyph(grid, U'←') == 1);
  CHECK(count_glyph(grid, U'·') == 2);

  stand(view, 3, Direction::West);
  grid = wrapped_screen(view, 41, 13);
  CHECK(grid.at(20, 6).glyph == U'←');
  CHECK(grid.at(22, 7).glyph == U'┆');  // the column seam is now east
  CHECK(grid.at(24, 6).glyph == U'·');  // [0,0] beyond it
  CHECK(grid.at(20, 5).glyph == U'┄');  // [3,0] is on the top row too
}
