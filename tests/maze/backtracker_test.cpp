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

namespace {

// Whether the backtracker opens the same passages as the growing tree's
// newest-room carve and leaves the stream where it does (the game draws on
// from there).
bool walks_as_growing_tree(const TopologyPtr& topology, std::uint64_t seed) {
  CarveOptions newest;
  newest.cell_selection = "newest";
  Maze walked(topology), grown(topology);
  Random walk_random(seed), grow_random(seed);
  find_generator("backtracker")->carve(walked, walk_random, {});
  find_generator("growing-tree")->carve(grown, grow_random, newest);
  return same_passages(walked, grown) &&
         walk_random.state() == grow_random.state();
}

}  // namespace

TEST_CASE("backtracker's rectangle walk carves what the growing tree does",
          "[maze][generators][backtracker]") {
  // Plain rectangles take a walk of their own; it must open the same
  // passages and leave the stream where the growing tree's newest-room
  // carve leaves it, since the game draws on from there.
  for (const std::uint32_t width : {1u, 2u, 3u, 5u, 17u, 64u, 65u})
    for (const std::uint32_t height : {1u, 2u, 3u, 4u, 31u, 66u})
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        CAPTURE(width, height, seed);
        CHECK(walks_as_growing_tree(rectangle(width, height), seed));
      }
}

TEST_CASE("backtracker's tiled walk carves what the growing tree does",
          "[maze][generators][backtracker]") {
  // Hex, triangle, upsilon and zeta grids take the same walk on tables of
  // each parity class's neighbours; border rooms, zeta's no-crossing rule
  // and the draws must come out as the growing tree's newest-room carve.
  for (const Shape shape :
       {Shape::Hex, Shape::Triangle, Shape::Upsilon, Shape::Zeta})
    for (const std::uint32_t width : {2u, 3u, 4u, 5u, 6u, 17u, 64u})
      for (const std::uint32_t height : {1u, 3u, 4u, 5u, 8u, 33u})
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
          CAPTURE(shape_name(shape), width, height, seed);
          CHECK(walks_as_growing_tree(tiled(shape, width, height), seed));
        }
}

TEST_CASE("backtracker's polar walk carves what the growing tree does",
          "[maze][generators][backtracker]") {
  // Polar grids take the walk by rings: the centre's ways, ring 1's way
  // inward to it, rings that split and the outer ring must come out as
  // the growing tree's newest-room carve.
  for (const std::uint32_t first_ring : {3u, 4u, 6u, 7u, 8u, 9u, 16u})
    for (const std::uint32_t rings : {1u, 2u, 3u, 4u, 9u, 40u})
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        CAPTURE(first_ring, rings, seed);
        CHECK(walks_as_growing_tree(tiled(Shape::Polar, first_ring, rings),
                                    seed));
      }
}
