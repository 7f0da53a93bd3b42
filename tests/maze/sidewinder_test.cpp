#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("sidewinder's top row is one corridor and each run opens north once",
          "[maze][sidewinder]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const std::uint32_t width = 40, height = 30;
  const Maze maze = carve(rectangle(width, height), "sidewinder", seed);
  const Topology& topology = maze.topology();
  for (std::uint32_t x = 0; x + 1 < width; ++x)
    CHECK(maze.is_open(topology.cell(x, 0), Direction::East));
  for (std::uint32_t y = 1; y < height; ++y) {
    int doors_in_run = 0;
    for (std::uint32_t x = 0; x < width; ++x) {
      const RoomId room = topology.cell(x, y);
      if (maze.is_open(room, Direction::North)) ++doors_in_run;
      if (maze.is_open(room, Direction::East)) continue;
      CAPTURE(seed, x, y);
      CHECK(doors_in_run == 1);  // the run ends here
      doors_in_run = 0;
    }
  }
}

TEST_CASE("sidewinder leaves about 27.8 % dead ends on 200x200",
          "[maze][sidewinder]") {
  const std::uint64_t seed = GENERATE(1, 2, 3);
  CHECK(dead_end_ratio(carve(rectangle(200, 200), "sidewinder", seed)) ==
        Approx(0.278).margin(0.01));
}
