#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

// The property test covers small shapes; Eller's row-at-a-time sets also
// meet very thin and very wide ones here.
TEST_CASE("eller carves spanning trees of thin and wide rectangles",
          "[maze][eller]") {
  const auto [width, height] = GENERATE(table<std::uint32_t, std::uint32_t>(
      {{1, 200}, {200, 1}, {2, 300}, {300, 2}, {3, 500}, {500, 3}}));
  const std::uint64_t seed = GENERATE(range(1, 9));
  const Maze maze = carve(rectangle(width, height), "eller", seed);
  CAPTURE(width, height, seed);
  CHECK(is_perfect(maze));
}

// Eller never looks below the row it carves: with the same seed, every row
// but the last comes out the same whatever the height. That is what lets it
// keep a single row of sets in memory.
TEST_CASE("eller carves each row without knowing the rows below",
          "[maze][eller]") {
  const std::uint32_t width = GENERATE(1u, 2u, 31u, 400u);
  const std::uint32_t short_height = 5, tall_height = 3000;
  const Maze short_maze = carve(rectangle(width, short_height), "eller", 7);
  const Maze tall_maze = carve(rectangle(width, tall_height), "eller", 7);
  const Topology& small = short_maze.topology();
  const Topology& tall = tall_maze.topology();
  for (std::uint32_t y = 0; y + 1 < short_height; ++y) {
    for (std::uint32_t x = 0; x < width; ++x) {
      for (Direction d : {Direction::East, Direction::South}) {
        CAPTURE(width, x, y, direction_name(d));
        CHECK(short_maze.is_open(small.cell(x, y), d) ==
              tall_maze.is_open(tall.cell(x, y), d));
      }
    }
  }
  CHECK(is_perfect(tall_maze));
}

TEST_CASE("eller's bottom row joins every set left apart", "[maze][eller]") {
  // A 1-room-high maze is all last row: one straight corridor.
  const Maze maze = carve(rectangle(50, 1), "eller", 3);
  for (std::uint32_t x = 0; x + 1 < 50; ++x)
    CHECK(maze.is_open(maze.topology().cell(x, 0), Direction::East));
}

TEST_CASE("eller leaves about 29.5 % dead ends on 200x200", "[maze][eller]") {
  const std::uint64_t seed = GENERATE(1, 2, 3);
  CHECK(dead_end_ratio(carve(rectangle(200, 200), "eller", seed)) ==
        Approx(0.295).margin(0.01));
}
