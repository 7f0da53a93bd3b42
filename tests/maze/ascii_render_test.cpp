#include "maze/render/render.hpp"
#include "maze/solve.hpp"
#include "maze_fixtures.hpp"
#include "render_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// Reads the passages back out of an ASCII drawing and checks they are
// exactly the maze's: a gap in a wall where a passage is open and nowhere
// else, the outer wall closed but for the entrance and exit openings,
// holes blank, and the level marks matching passages up and down.
void check_drawing_matches(const Maze& maze, const std::string& text) {
  const Topology& t = maze.topology();
  const std::vector<std::string> lines = lines_of(text);
  const std::uint32_t w = t.width(), h = t.height();
  const std::size_t block = 2 * h + 1 + (t.levels() > 1 ? 1 : 0);
  REQUIRE(lines.size() == block * t.levels() + (t.levels() - 1));
  for (std::uint32_t z = 0; z < t.levels(); ++z) {
    std::size_t top = z * (block + 1);
    if (t.levels() > 1) {
      CHECK(lines[top] == "level " + std::to_string(z + 1) + " of " +
                              std::to_string(t.levels()));
      ++top;
    }
    const auto at = [&](std::size_t row, std::size_t column) {
      const std::string& line = lines.at(top + row);
      return column < line.size() ? line[column] : ' ';
    };
    for (std::uint32_t y = 0; y < h; ++y) {
      for (std::uint32_t x = 0; x < w; ++x) {
        const RoomId room = t.cell(x, y, z);
        const bool east_wall = at(2 * y + 1, 3 * x + 3) == '|';
        const bool south_wall = at(2 * y + 2, 3 * x + 1) == '-';
        if (!t.is_room(room)) {
          CHECK(at(2 * y + 1, 3 * x + 1) == ' ');
          continue;
        }
        const RoomId east = t.step(room, Direction::East);
        const RoomId south = t.step(room, Direction::South);
        if (east != kNoRoom)
          CHECK(east_wall == !maze.is_open(room, Direction::East));
        else
          CHECK(east_wall);
        if (south != kNoRoom)
          CHECK(south_wall == !maze.is_open(room, Direction::South));
        else
          CHECK(south_wall == (room != maze.exit));
        if (t.step(room, Direction::North) == kNoRoom)
          CHECK((at(2 * y, 3 * x + 1) == '-') == (room != maze.entrance));
        if (t.step(room, Direction::West) == kNoRoom)
          CHECK(at(2 * y + 1, 3 * x) == '|');
        const bool up = maze.is_open(room, Direction::Up);
        const bool down = maze.is_open(room, Direction::Down);
        CHECK(at(2 * y + 1, 3 * x + 2) == (up && down ? 'x'
                                           : up       ? 'u'
                                           : down     ? 'd'
                                                      : ' '));
      }
    }
  }
}

}  // namespace

TEST_CASE("ascii draws a known maze exactly", "[maze][render]") {
  const Maze maze = hand_carved();
  CHECK(rendered(maze, Format::Ascii) ==
        "+  +--+--+\n"
        "|        |\n"
        "+  +--+  +\n"
        "|  |     |\n"
        "+--+--+  +\n");
  CHECK(rendered(maze, Format::Ascii, &kHandCarvedSolution) ==
        "+  +--+--+\n"
        "|*  *  * |\n"
        "+  +--+  +\n"
        "|  |   * |\n"
        "+--+--+  +\n");
}

TEST_CASE("ascii walls match the passages on every grid topology",
          "[maze][render]") {
  const std::uint64_t seed = GENERATE(range(1, 9));
  const auto topology = GENERATE(
      rectangle(1, 1), rectangle(1, 7), rectangle(6, 1), rectangle(9, 6),
      rectangle(4, 3, 3), holed(7, 5), holed(5, 4, 2));
  for (const Generator& generator : generators()) {
    if (!(generator.supports & support_needed(*topology))) continue;
    INFO(generator.name << " seed " << seed << " " << topology->width() << "x"
                        << topology->height() << "x" << topology->levels());
    const Maze maze = carve(topology, generator.name, seed);
    check_drawing_matches(maze, rendered(maze, Format::Ascii));
  }
}

TEST_CASE("ascii marks the solution and only the solution", "[maze][render]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const auto topology = GENERATE(rectangle(8, 5), rectangle(3, 3, 2));
  const Maze maze = carve(topology, "backtracker", seed);
  const std::vector<RoomId> path = solve(maze);
  const std::string text = rendered(maze, Format::Ascii, &path);
  check_drawing_matches(maze, text);
  CHECK(static_cast<std::size_t>(std::count(text.begin(), text.end(), '*')) ==
        path.size());
}

TEST_CASE("ascii lists a room graph's rooms and open passages",
          "[maze][render]") {
  Maze maze(dodecahedron());
  maze.open_all();
  const std::vector<RoomId> path = {0, 1};
  maze.exit = 1;
  const std::vector<std::string> lines =
      lines_of(rendered(maze, Format::Ascii, &path));
  REQUIRE(lines.size() == 22);
  CHECK(lines[0] == "20 rooms, 30 passages, entrance 0, exit 1");
  CHECK(lines[1] == "* 0: 1 4 7");
  CHECK(lines[3] == "  2: 1 3 11");
  CHECK(lines[21] == "solution: 0 1");
}
