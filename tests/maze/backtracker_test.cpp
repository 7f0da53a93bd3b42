#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("backtracker has no recursion depth limit",
          "[maze][generators][backtracker]") {
  // A one-room-wide corridor makes the walk as deep as the maze is long.
  const Maze corridor = carve(rectangle(1, 300000), "backtracker", 5);
  CHECK(corridor.passage_count() == 299999);
  CHECK(dead_ends(corridor) == 2);
}

TEST_CASE("backtracker starts from the first room of a mask",
          "[maze][generators][backtracker]") {
  // The first cell is a hole; carving from it would leave the maze empty.
  Mask mask{4, 3, std::vector<bool>(12, true)};
  mask.rooms[0] = false;
  const auto topology =
      std::make_shared<const Topology>(Topology::masked(mask));
  for (std::uint64_t seed = 1; seed <= 20; ++seed)
    CHECK(is_perfect(carve(topology, "backtracker", seed)));
}
