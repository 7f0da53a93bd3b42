// The directions of every tiling with a compass: each neighbour lies in
// the direction docs/mazes.md's neighbour rules say, the way back is the
// opposite one, and turning steps through the shape's sides.
#include "maze/compass.hpp"
#include "maze/maze.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;

namespace {

Topology compass_tiling(Shape shape, std::uint32_t w, std::uint32_t h,
                        unsigned wrap = kWrapNone, bool weave = false) {
  return Topology::tiled({shape, w, h, wrap, weave});
}

// Whether the room at (x, y) lies in direction d from (x0, y0), by the
// offsets docs/mazes.md gives each shape (wrapped sides taken round).
bool lies(const Topology& t, RoomId from, RoomId to, Direction d) {
  const auto w = static_cast<int>(t.width()), h = static_cast<int>(t.height());
  const int x0 = static_cast<int>(t.x_of(from)),
            y0 = static_cast<int>(t.y_of(from));
  int dx = static_cast<int>(t.x_of(to)) - x0,
      dy = static_cast<int>(t.y_of(to)) - y0;
  if (t.wrap() & kWrapX) {
    if (dx == w - 1) dx = -1;
    if (dx == 1 - w) dx = 1;
  }
  if (t.wrap() & kWrapY) {
    if (dy == h - 1) dy = -1;
    if (dy == 1 - h) dy = 1;
  }
  if (t.shape() == Shape::Hex && dy != 0) {
    // odd-r: on an even row the rooms above and below are [x-1] and [x].
    const bool odd = y0 % 2 == 1;
    const bool east = odd ? dx == 1 : dx == 0;
    const Direction want =
        dy < 0 ? (east ? Direction::NorthEast : Direction::NorthWest)
               : (east ? Direction::SouthEast : Direction::SouthWest);
    return d == want;
  }
  const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
  static const std::pair<Direction, std::pair<int, int>> kOffsets[] = {
      {Direction::North, {0, -1}},     {Direction::South, {0, 1}},
      {Direction::East, {1, 0}},       {Direction::West, {-1, 0}},
      {Direction::NorthEast, {1, -1}}, {Direction::SouthEast, {1, 1}},
      {Direction::SouthWest, {-1, 1}}, {Direction::NorthWest, {-1, -1}}};
  for (const auto& [dir, offset] : kOffsets)
    if (dir == d) return offset == std::make_pair(sx, sy);
  return false;
}

}  // namespace

TEST_CASE("every neighbour lies the way the compass says, and back",
          "[maze][compass]") {
  const Topology topologies[] = {
      Topology::grid(5, 4),
      compass_tiling(Shape::Hex, 6, 5),
      compass_tiling(Shape::Triangle, 7, 4),
      compass_tiling(Shape::Upsilon, 5, 5),
      compass_tiling(Shape::Zeta, 5, 5),
      compass_tiling(Shape::Square, 4, 3, kWrapX),
      compass_tiling(Shape::Square, 3, 3, kWrapX | kWrapY),
      compass_tiling(Shape::Square, 6, 6, kWrapNone, true),
  };
  for (const Topology& t : topologies) {
    REQUIRE(has_compass(t));
    for (RoomId room = 0; room < t.cell_count(); ++room) {
      Neighbor all[Maze::kMaxNeighbors];
      const int n = t.neighbors(room, all);
      for (int i = 0; i < n; ++i) {
        const auto d = neighbor_direction(t, room, all[i]);
        INFO("shape " << shape_name(t.shape()) << " room " << room << " to "
                      << all[i].room);
        REQUIRE(d);
        CHECK(lies(t, room, all[i].room, *d));
        CHECK(direction_to(t, all[i].room, room) == opposite(*d));
      }
    }
  }
}

TEST_CASE("polar rings and room graphs have no compass", "[maze][compass]") {
  CHECK_FALSE(has_compass(compass_tiling(Shape::Polar, 6, 4)));
  RoomGraph graph;
  graph.room_count = 2;
  graph.edges = {{0, 1}};
  CHECK_FALSE(has_compass(Topology::graph(graph)));
}

TEST_CASE("a woven tunnel runs the way of its two rooms", "[maze][compass]") {
  const Topology t = compass_tiling(Shape::Square, 5, 5, kWrapNone, true);
  // From [1,2] two east to [3,2], under [2,2].
  CHECK(direction_to(t, t.cell(1, 2), t.cell(3, 2)) == Direction::East);
  CHECK(direction_to(t, t.cell(2, 3), t.cell(2, 1)) == Direction::North);
}

TEST_CASE("the compass rose has the shape's sides in clockwise order",
          "[maze][compass]") {
  CHECK(compass_rose(compass_tiling(Shape::Hex, 4, 4)).size() == 6);
  CHECK(compass_rose(compass_tiling(Shape::Zeta, 4, 4)).size() == 8);
  CHECK(compass_rose(compass_tiling(Shape::Triangle, 4, 4)).size() == 4);
  CHECK(compass_rose(Topology::grid(4, 4)).front() == Direction::North);
}

TEST_CASE("direction names parse in full and short", "[maze][compass]") {
  for (Direction d : kEveryDirection) {
    CHECK(parse_direction(direction_name(d)) == d);
    CHECK(parse_direction(direction_short_name(d)) == d);
  }
  CHECK(parse_direction("ne") == Direction::NorthEast);
  CHECK(parse_direction("n") == Direction::North);
  CHECK_FALSE(parse_direction("nne"));
}
