#include "maze/generator.hpp"
#include "maze/solve.hpp"
#include "maze/stats.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

using namespace wumpus::maze;

namespace {

Maze carve_sidewinder(std::uint32_t width, std::uint32_t height,
                      std::uint64_t seed) {
  Maze maze(std::make_shared<const Topology>(Topology::grid(width, height)));
  Random random(seed);
  find_generator("sidewinder")->carve(maze, random, {});
  return maze;
}

}  // namespace

TEST_CASE("sidewinder carves spanning trees", "[maze][sidewinder]") {
  const auto [width, height] = GENERATE(table<std::uint32_t, std::uint32_t>(
      {{1, 1}, {1, 60}, {60, 1}, {2, 2}, {9, 14}, {30, 31}}));
  const std::uint64_t seed = GENERATE(range(1, 9));
  const Maze maze = carve_sidewinder(width, height, seed);
  CAPTURE(width, height, seed);
  CHECK(maze.passage_count() == std::uint64_t{width} * height - 1);
  const auto distance = distances_from(maze, maze.entrance);
  CHECK(std::count(distance.begin(), distance.end(), kUnreached) == 0);
}

TEST_CASE("sidewinder's top row is one corridor and each run opens north once",
          "[maze][sidewinder]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const std::uint32_t width = 40, height = 30;
  const Maze maze = carve_sidewinder(width, height, seed);
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
  const MazeStats stats = measure(carve_sidewinder(200, 200, seed), {});
  CHECK(stats.dead_end_percent == Approx(27.8).margin(1.0));
}
