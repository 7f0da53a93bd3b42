#include "maze/solve.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

CarveOptions knobs(double complexity, double density) {
  CarveOptions options;
  options.complexity = complexity;
  options.density = density;
  return options;
}

// Passages a wholly open field of this topology has.
std::uint64_t field_passages(const TopologyPtr& topology) {
  Maze field(topology);
  field.open_all();
  return field.passage_count();
}

}  // namespace

// Wall walks never close a loop of walls, so no room is ever cut off: the
// whole field stays connected, entrance and exit included.
TEST_CASE("isles keeps every room reachable", "[maze][isles]") {
  const TopologyPtr topology =
      GENERATE(rectangle(1, 1), rectangle(1, 10), rectangle(10, 1),
               rectangle(2, 2), rectangle(31, 24), holed(3, 3), holed(20, 15));
  const double complexity = GENERATE(0.1, 0.75, 1.0);
  const double density = GENERATE(0.2, 0.75, 1.0);
  const std::uint64_t seed = GENERATE(range(1, 9));
  const Maze maze = carve(topology, "isles", seed, knobs(complexity, density));
  CAPTURE(topology->width(), topology->height(), complexity, density, seed);
  CHECK(passages_valid(maze));
  CHECK(is_connected(maze));
  CHECK_FALSE(solve(maze).empty());
}

TEST_CASE("isles walls a masked field without sealing its holes",
          "[maze][isles]") {
  // A ring: a 9x9 square with a 3x3 hole in the middle.
  Mask mask{9, 9, std::vector<bool>(81, true)};
  for (std::uint32_t y = 3; y < 6; ++y)
    for (std::uint32_t x = 3; x < 6; ++x) mask.rooms[y * 9 + x] = false;
  const auto ring = std::make_shared<const Topology>(Topology::masked(mask));
  const std::uint64_t seed = GENERATE(range(1, 21));
  const Maze maze = carve(ring, "isles", seed);
  CHECK(passages_valid(maze));
  CHECK(is_connected(maze));
}

TEST_CASE("isles' knobs: none leaves the field open, more adds walls",
          "[maze][isles]") {
  const TopologyPtr grid = rectangle(40, 30);
  const std::uint64_t open_field = field_passages(grid);
  CHECK(carve(grid, "isles", 1, knobs(0.75, 0)).passage_count() == open_field);
  CHECK(carve(grid, "isles", 1, knobs(0, 0.75)).passage_count() == open_field);
  CHECK(carve(grid, "isles", 1, knobs(-1, -1)).passage_count() == open_field);
  const std::uint64_t sparse =
      carve(grid, "isles", 1, knobs(0.05, 0.02)).passage_count();
  const std::uint64_t dense = carve(grid, "isles", 1).passage_count();
  CHECK(sparse < open_field);
  CHECK(dense < sparse);
  // Not perfect: loops remain even with the default knobs.
  CHECK(dense >= grid->room_count());
}

TEST_CASE("isles is deterministic", "[maze][isles]") {
  const Maze a = carve(rectangle(33, 21), "isles", 12);
  const Maze b = carve(rectangle(33, 21), "isles", 12);
  for (EdgeId e = 0; e < a.topology().edge_slot_count(); ++e)
    REQUIRE(a.is_open(e) == b.is_open(e));
}
