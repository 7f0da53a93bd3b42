// The whole-map view (ui/map/map_overview.cpp): a map that fits is drawn as
// usual, a bigger one a letter a room with its marks, paged and panned
// when even that does not fit, on grids, tiled caves and polar rings.
#include "ui/map/map_overview.hpp"

#include "ui/map_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using game_api::PlayerView;
using game_api::RoomView;
using maze::Direction;
using maze::RoomId;

namespace {

// A width x height grid whose rooms on the diagonal band |x - y| < 3
// were stood in; the player at (x, y).
PlayerView banded(std::uint32_t width, std::uint32_t height, std::uint32_t x,
                  std::uint32_t y) {
  PlayerView view = wumpus::testing::grid_view(width, height, x, y);
  view.exit = maze::kNoRoom;
  for (std::uint32_t ry = 0; ry < height; ++ry)
    for (std::uint32_t rx = 0; rx < width; ++rx) {
      if (rx + 3 <= ry || ry + 3 <= rx) continue;
      RoomView room;
      room.room = ry * width + rx;
      room.x = rx;
      room.y = ry;
      room.visited = true;
      view.rooms.push_back(room);
    }
  return view;
}

using wumpus::testing::count_glyph;

}  // namespace

TEST_CASE("a map that fits is the whole map drawn as usual", "[ui][overview]") {
  const PlayerView view = banded(6, 6, 2, 2);
  ui::MapOverview overview;
  overview.start(view, 80, 22);
  CHECK(overview.caption(view) == "whole map");
  ui::CharGrid whole(80, 22), usual(80, 22);
  overview.draw(view, {}, whole);
  ui::render_map(view, {}, {}, usual);
  for (int y = 0; y < 22; ++y) CHECK(whole.row_text(y) == usual.row_text(y));
}

TEST_CASE("a bigger map shrinks to a letter a room, paged and panned",
          "[ui][overview]") {
  PlayerView view = banded(300, 200, 150, 150);
  view.exit = 151 * 300 + 152;  // seen, on the band
  ui::MapOverview overview;
  overview.start(view, 80, 22);
  // Centred on the player: columns 110-189, rows 139-160.
  CHECK(overview.caption(view) ==
        "whole map, a letter a room | columns 111-190 of 300, rows 140-161 "
        "of 200");
  ui::CharGrid page(80, 22);
  ui::MapOptions options;
  overview.draw(view, options, page);
  CHECK(page.at(40, 11).style == ui::Style::Player);
  CHECK(page.at(42, 12).glyph == U'E');
  // The band crosses the page: 5 rooms a row but where it leaves it.
  CHECK(count_glyph(page, U'·') >= 22 * 5 - 10);
  overview.pan(view, Direction::East);
  CHECK(overview.caption(view).find("columns 151-230") != std::string::npos);
  overview.pan(view, Direction::SouthEast);
  overview.pan(view, Direction::SouthEast);
  overview.pan(view, Direction::SouthEast);
  overview.pan(view, Direction::SouthEast);
  INFO(overview.caption(view));
  // Never past the edges.
  CHECK(overview.caption(view).find("columns 221-300 of 300, rows 179-200") !=
        std::string::npos);
  overview.centre_on_player(view);
  CHECK(overview.caption(view).find("columns 111-190") != std::string::npos);
}

TEST_CASE("polar rings shrink to a row a ring, each room at its angle",
          "[ui][overview]") {
  PlayerView view;
  view.grid = false;
  view.shape = maze::Shape::Polar;
  view.width = 6;    // rooms of ring 1
  view.height = 40;  // rings: wider than 80 columns on the outside
  view.room = 0;
  RoomView centre;
  centre.room = 0;
  centre.visited = true;
  view.rooms.push_back(centre);
  ui::MapOverview overview;
  overview.start(view, 80, 22);
  CHECK(overview.caption(view).starts_with("whole map, a letter a room"));
  ui::CharGrid page(80, 22);
  overview.draw(view, {}, page);
  CHECK(count_glyph(page, U'@') == 1);
}
