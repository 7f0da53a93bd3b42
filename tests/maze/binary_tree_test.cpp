#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("binary tree's north row and east column are straight corridors",
          "[maze][binary-tree]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const std::uint32_t width = 25, height = 35;
  const Maze maze = carve(rectangle(width, height), "binary-tree", seed);
  const Topology& topology = maze.topology();
  for (std::uint32_t x = 0; x + 1 < width; ++x)
    CHECK(maze.is_open(topology.cell(x, 0), Direction::East));
  for (std::uint32_t y = 1; y < height; ++y)
    CHECK(maze.is_open(topology.cell(width - 1, y), Direction::North));
  // Every other room opened exactly one way: north or east.
  for (std::uint32_t y = 1; y < height; ++y) {
    for (std::uint32_t x = 0; x + 1 < width; ++x) {
      const RoomId room = topology.cell(x, y);
      CHECK(maze.is_open(room, Direction::North) !=
            maze.is_open(room, Direction::East));
    }
  }
}

TEST_CASE("binary tree leaves about 25 % dead ends on 200x200",
          "[maze][binary-tree]") {
  const std::uint64_t seed = GENERATE(1, 2, 3);
  CHECK(dead_end_ratio(carve(rectangle(200, 200), "binary-tree", seed)) ==
        Approx(0.250).margin(0.01));
}
