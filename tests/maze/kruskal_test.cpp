#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// On a ring, Kruskal and Prim both leave out the edge that comes last (in
// shuffled order, or by weight), which must be any edge equally often:
// a test of the shuffle and of the hashed weights. A 40-room ring has more
// edges than Kruskal's shuffle looks ahead.
double ring_chi_square(const std::string& name) {
  constexpr int kRooms = 40, kSamplesPerEdge = 100;
  const TopologyPtr ring = cycle(kRooms);
  std::map<EdgeId, int> left_out;
  for (int i = 0; i < kRooms * kSamplesPerEdge; ++i) {
    const Maze maze = carve(ring, name, 500 + i);
    for (EdgeId edge = 0; edge < kRooms; ++edge)
      if (!maze.is_open(edge)) ++left_out[edge];
  }
  return chi_square_uniform(left_out, kRooms, kSamplesPerEdge);
}

}  // namespace

TEST_CASE("Kruskal and Prim leave out each edge of a ring equally often",
          "[maze][generators][kruskal][prim]") {
  const std::string name = GENERATE("kruskal", "prim");
  // The chi-square quantile for 39 degrees of freedom, upper tail 1e-6.
  INFO(name);
  CHECK(ring_chi_square(name) < 96.2);
}

TEST_CASE("Kruskal spans every component of a split mask",
          "[maze][generators][kruskal]") {
  // Two 3x3 blocks with a column of holes between them.
  Mask mask{7, 3, std::vector<bool>(21, true)};
  for (std::uint32_t y = 0; y < 3; ++y) mask.rooms[y * 7 + 3] = false;
  const auto split = std::make_shared<const Topology>(Topology::masked(mask));
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const Maze forest = carve(split, "kruskal", seed);
    CHECK(passages_valid(forest));
    CHECK(forest.passage_count() == split->room_count() - 2);
    CHECK(reachable_rooms(forest) == 9);
  }
}
