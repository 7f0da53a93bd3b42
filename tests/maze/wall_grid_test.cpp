// The entrance and the exit open the outer wall on whichever side they
// touch it (north first for the entrance, south first for the exit), in
// every drawing that shares the wall grid: read back from ASCII.
#include "maze/render/render.hpp"
#include "maze_fixtures.hpp"
#include "render_fixtures.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

struct OuterGap {
  RoomId room;
  Direction side;
  bool operator==(const OuterGap&) const = default;
};

// The gaps in the outer wall of a one-level ASCII drawing.
std::vector<OuterGap> outer_wall_gaps(const Topology& t,
                                      const std::string& text) {
  const std::vector<std::string> lines = lines_of(text);
  const auto at = [&](std::size_t row, std::size_t column) {
    const std::string& line = lines.at(row);
    return column < line.size() ? line[column] : ' ';
  };
  const std::uint32_t w = t.width(), h = t.height();
  std::vector<OuterGap> gaps;
  for (std::uint32_t x = 0; x < w; ++x) {
    if (at(0, 3 * x + 1) == ' ')
      gaps.push_back({t.cell(x, 0), Direction::North});
    if (at(2 * h, 3 * x + 1) == ' ')
      gaps.push_back({t.cell(x, h - 1), Direction::South});
  }
  for (std::uint32_t y = 0; y < h; ++y) {
    if (at(2 * y + 1, 0) == ' ')
      gaps.push_back({t.cell(0, y), Direction::West});
    if (at(2 * y + 1, 3 * w) == ' ')
      gaps.push_back({t.cell(w - 1, y), Direction::East});
  }
  return gaps;
}

}  // namespace

TEST_CASE("the entrance and exit open the outer wall on any side",
          "[maze][render]") {
  const auto topology = rectangle(4, 3);
  Maze maze = carve(topology, "backtracker", 3);
  const std::vector<RoomId> border = outer_rooms(*topology);
  // The side each border room opens on, by the preferences.
  const auto side_of = [&](RoomId room, bool entrance) {
    const Direction order[2][4] = {
        {Direction::South, Direction::East, Direction::West, Direction::North},
        {Direction::North, Direction::West, Direction::East, Direction::South}};
    for (const Direction d : order[entrance])
      if (topology->step(room, d) == kNoRoom) return d;
    return Direction::Up;  // never: a border room has an outer side
  };
  for (const RoomId entrance : border)
    for (const RoomId exit : border) {
      if (entrance == exit) continue;
      maze.entrance = entrance;
      maze.exit = exit;
      const std::vector<OuterGap> gaps =
          outer_wall_gaps(*topology, rendered(maze, Format::Ascii));
      INFO("entrance " << entrance << ", exit " << exit);
      REQUIRE(gaps.size() == 2);
      CHECK((gaps[0] == OuterGap{entrance, side_of(entrance, true)} ||
             gaps[1] == OuterGap{entrance, side_of(entrance, true)}));
      CHECK((gaps[0] == OuterGap{exit, side_of(exit, false)} ||
             gaps[1] == OuterGap{exit, side_of(exit, false)}));
    }
}

TEST_CASE("an entrance on a wrapped side opens another side or is marked",
          "[maze][render]") {
  // Gaps on a wrapped side are passages going round; only the others are
  // the entrance's and exit's.
  const auto unwrapped_gaps = [](const Maze& maze) {
    std::vector<OuterGap> gaps;
    for (const OuterGap& gap :
         outer_wall_gaps(maze.topology(), rendered(maze, Format::Ascii))) {
      const bool across =
          gap.side == Direction::East || gap.side == Direction::West;
      if (!(maze.topology().wrap() & (across ? kWrapX : kWrapY)))
        gaps.push_back(gap);
    }
    return gaps;
  };
  // Wrapped both ways, no side is outside: the rooms are marked instead.
  Maze torus = carve(tiled(Shape::Square, 4, 3, kWrapX | kWrapY), "kruskal", 1);
  torus.entrance = 4;
  torus.exit = 7;
  const std::string text = rendered(torus, Format::Ascii);
  CHECK(unwrapped_gaps(torus).empty());
  CHECK(lines_of(text)[3].find('I') != std::string::npos);
  CHECK(lines_of(text)[3].find('O') != std::string::npos);
  // A cylinder wrapped across opens north and south only.
  Maze cylinder = carve(tiled(Shape::Square, 4, 3, kWrapX), "kruskal", 1);
  cylinder.entrance = 4;  // the west end of the middle row: no way out
  cylinder.exit = 11;
  CHECK(unwrapped_gaps(cylinder) ==
        std::vector<OuterGap>{{11, Direction::South}});
  CHECK(lines_of(rendered(cylinder, Format::Ascii))[3].find('I') !=
        std::string::npos);
}
