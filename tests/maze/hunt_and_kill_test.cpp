#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("hunt-and-kill finds rooms the lowest unvisited one cannot reach",
          "[maze][generators][hunt-and-kill]") {
  // Teeth joined only along the bottom row: when a walk gets stuck, the
  // lowest unvisited room (top of a tooth) may touch no visited room, so
  // the hunt must scan on past it.
  //   X.X.X.X
  //   X.X.X.X
  //   X.X.X.X
  //   XXXXXXX
  Mask comb{7, 4, std::vector<bool>(28, true)};
  for (std::uint32_t y = 0; y < 3; ++y)
    for (std::uint32_t x = 1; x < 7; x += 2) comb.rooms[y * 7 + x] = false;
  const auto topology =
      std::make_shared<const Topology>(Topology::masked(comb));
  for (std::uint64_t seed = 1; seed <= 50; ++seed)
    CHECK(is_perfect(carve(topology, "hunt-and-kill", seed)));
}

TEST_CASE("hunt-and-kill hunts in linear time on a large grid",
          "[maze][generators][hunt-and-kill]") {
  // A hunt rescanning from the first room would make this 360,000-room
  // maze take minutes instead of milliseconds.
  const Maze maze = carve(rectangle(600, 600), "hunt-and-kill", 3);
  CHECK(maze.passage_count() == 600 * 600 - 1);
}
