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

TEST_CASE("backtracker's rectangle walk carves what the growing tree does",
          "[maze][generators][backtracker]") {
  // Plain rectangles take a walk of their own; it must open the same
  // passages and leave the stream where the growing tree's newest-room
  // carve leaves it, since the game draws on from there.
  CarveOptions newest;
  newest.cell_selection = "newest";
  for (const std::uint32_t width : {1u, 2u, 3u, 5u, 17u, 64u, 65u})
    for (const std::uint32_t height : {1u, 2u, 3u, 4u, 31u, 66u})
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        CAPTURE(width, height, seed);
        const TopologyPtr grid = rectangle(width, height);
        Maze walked(grid), grown(grid);
        Random walk_random(seed), grow_random(seed);
        find_generator("backtracker")->carve(walked, walk_random, {});
        find_generator("growing-tree")->carve(grown, grow_random, newest);
        CHECK(same_passages(walked, grown));
        CHECK(walk_random.state() == grow_random.state());
      }
}
