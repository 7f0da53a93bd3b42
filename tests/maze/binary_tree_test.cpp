#include "maze/generator.hpp"
#include "maze/solve.hpp"
#include "maze/stats.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

using namespace wumpus::maze;

namespace {

Maze carve_binary_tree(std::uint32_t width, std::uint32_t height,
                       std::uint64_t seed) {
  Maze maze(std::make_shared<const Topology>(Topology::grid(width, height)));
  Random random(seed);
  find_generator("binary-tree")->carve(maze, random, {});
  return maze;
}

}  // namespace

TEST_CASE("binary tree carves spanning trees", "[maze][binary-tree]") {
  const auto [width, height] = GENERATE(table<std::uint32_t, std::uint32_t>(
      {{1, 1}, {1, 60}, {60, 1}, {2, 2}, {9, 14}, {30, 31}}));
  const std::uint64_t seed = GENERATE(range(1, 9));
  const Maze maze = carve_binary_tree(width, height, seed);
  CAPTURE(width, height, seed);
  CHECK(maze.passage_count() == std::uint64_t{width} * height - 1);
  const auto distance = distances_from(maze, maze.entrance);
  CHECK(std::count(distance.begin(), distance.end(), kUnreached) == 0);
}

TEST_CASE("binary tree's north row and east column are straight corridors",
          "[maze][binary-tree]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const std::uint32_t width = 25, height = 35;
  const Maze maze = carve_binary_tree(width, height, seed);
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
  const MazeStats stats = measure(carve_binary_tree(200, 200, seed), {});
  CHECK(stats.dead_end_percent == Approx(25.0).margin(1.0));
}
