#include "maze/generator.hpp"

#include <catch2/catch.hpp>

#include <memory>

using namespace wumpus::maze;

TEST_CASE("backtracker carves a spanning tree of a rectangle") {
  auto topology = std::make_shared<const Topology>(Topology::grid(7, 5));
  Maze maze(topology);
  Random random(42);
  find_generator("backtracker")->carve(maze, random, {});
  CHECK(maze.passage_count() == topology->room_count() - 1);
}
