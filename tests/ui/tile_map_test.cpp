// The map of tiled caves: hexagons in offset rows with their diagonal
// passages, polar rings unrolled with the centre on top (wrapped caves:
// wrap_map_test.cpp).
#include "ui/map/map_scroll.hpp"
#include "ui/map/map_view.hpp"
#include "ui/map/tile_layout.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using game_api::PlayerView;
using game_api::RoomView;
using game_api::Sight;
using maze::Direction;

namespace {

PlayerView tiled_view(maze::Shape shape, std::uint32_t width,
                      std::uint32_t height, unsigned wrap = maze::kWrapNone) {
  PlayerView view;
  view.grid = false;
  view.shape = shape;
  view.wrap = wrap;
  view.width = width;
  view.height = height;
  return view;
}

void add_room(PlayerView& view, maze::RoomId id, std::uint32_t x,
              std::uint32_t y, std::vector<maze::RoomId> open) {
  RoomView room;
  room.room = id;
  room.x = x;
  room.y = y;
  room.sight = Sight::Visible;
  room.visited = true;
  room.open_rooms = std::move(open);
  view.rooms.push_back(room);
}

ui::CharGrid draw(const PlayerView& view) {
  ui::CharGrid grid(ui::canvas_width(view), ui::canvas_height(view));
  ui::render_map(view, ui::MapOptions{}, {}, grid);
  return grid;
}

}  // namespace

TEST_CASE("hexagons sit in offset rows joined by diagonal passages",
          "[ui][map][shapes]") {
  PlayerView view = tiled_view(maze::Shape::Hex, 3, 3);
  // Room 4 is [1,1], an odd row: northwest [1,0] is room 1, east room 5.
  view.room = 4;
  view.x = view.y = 1;
  view.facing = Direction::NorthEast;
  add_room(view, 4, 1, 1, {1, 5});
  add_room(view, 1, 1, 0, {4});
  const ui::CharGrid grid = draw(view);
  CHECK(ui::canvas_width(view) == 3 * 6 + 4);
  CHECK(grid.at(11, 3).glyph == U'↗');   // the player, half a room right
  CHECK(grid.at(8, 1).glyph == U'·');    // room 1 above, stood in
  CHECK(grid.at(10, 2).glyph == U'\\');  // the passage up to the left
  CHECK(grid.at(9, 2).glyph == U' ');
  CHECK(grid.at(14, 3).glyph == U'─');  // the passage east
  CHECK(ui::map_title(view) == "hex rooms");
  CHECK(ui::player_column(view) == 11);
}

TEST_CASE("polar rings unroll with the centre on top", "[ui][map][shapes]") {
  PlayerView view = tiled_view(maze::Shape::Polar, 6, 3);
  view.room = 0;
  add_room(view, 0, 0, 0, {1});
  add_room(view, 1, 0, 1, {0, 2});
  const auto layout = ui::tile_layout(view);
  REQUIRE(layout);
  const ui::CharGrid grid = draw(view);
  const maze::CanvasPoint centre = layout->centre(0), first = layout->centre(1);
  CHECK(centre.row == 1);
  CHECK(first.row == 3);
  CHECK(centre.column == layout->width() / 2);
  CHECK(grid.at(centre.column, 1).glyph == U'@');     // no compass: an @
  CHECK(grid.at(first.column, 2).glyph == U'│');      // straight up from ring 1
  CHECK(grid.at(first.column + 2, 3).glyph == U'─');  // along the ring
}
