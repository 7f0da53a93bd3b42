#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// Openings across the boundary below row y (or right of column x).
int row_gaps(const Maze& maze, std::uint32_t y) {
  int gaps = 0;
  for (std::uint32_t x = 0; x < maze.topology().width(); ++x)
    gaps += maze.is_open(maze.topology().cell(x, y), Direction::South);
  return gaps;
}
int column_gaps(const Maze& maze, std::uint32_t x) {
  int gaps = 0;
  for (std::uint32_t y = 0; y < maze.topology().height(); ++y)
    gaps += maze.is_open(maze.topology().cell(x, y), Direction::East);
  return gaps;
}

}  // namespace

// The first cut runs across the longer side, through the whole maze, with
// a single gap; the later cuts stay inside their chambers.
TEST_CASE("recursive division's first wall crosses the whole maze",
          "[maze][recursive-division]") {
  const std::uint64_t seed = GENERATE(range(1, 9));
  const Maze wide = carve(rectangle(30, 20), "recursive-division", seed);
  int full_walls = 0;
  for (std::uint32_t x = 0; x + 1 < 30; ++x)
    full_walls += column_gaps(wide, x) == 1;
  CAPTURE(seed);
  CHECK(full_walls >= 1);
  const Maze tall = carve(rectangle(20, 30), "recursive-division", seed);
  full_walls = 0;
  for (std::uint32_t y = 0; y + 1 < 30; ++y)
    full_walls += row_gaps(tall, y) == 1;
  CHECK(full_walls >= 1);
}

TEST_CASE("recursive division leaves about 27 % dead ends on 200x200",
          "[maze][recursive-division]") {
  const std::uint64_t seed = GENERATE(1, 2, 3);
  CHECK(dead_end_ratio(carve(rectangle(200, 200), "recursive-division",
                             seed)) == Approx(0.271).margin(0.01));
}
