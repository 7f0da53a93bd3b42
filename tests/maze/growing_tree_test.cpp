#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

CarveOptions selecting(const std::string& selection) {
  CarveOptions options;
  options.cell_selection = selection;
  return options;
}

double mean_dead_end_ratio(const std::string& selection) {
  const TopologyPtr grid = rectangle(150, 150);
  double total = 0;
  for (int seed = 1; seed <= 3; ++seed)
    total +=
        dead_end_ratio(carve(grid, "growing-tree", seed, selecting(selection)));
  return total / 3;
}

}  // namespace

TEST_CASE("growing tree carves a spanning tree in every selection mode",
          "[maze][generators][growing-tree]") {
  const std::string selection = GENERATE("newest", "random", "mixed");
  for (const TopologyPtr& topology :
       {rectangle(1, 1), rectangle(12, 1), rectangle(9, 8), holed(6, 7, 2),
        dodecahedron(), random_graph(80, 60, 3)}) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      INFO(selection << ", seed " << seed);
      CHECK(is_perfect(
          carve(topology, "growing-tree", seed, selecting(selection))));
    }
  }
}

TEST_CASE("growing tree selection modes differ in texture",
          "[maze][generators][growing-tree][texture]") {
  const double newest = mean_dead_end_ratio("newest");
  const double mixed = mean_dead_end_ratio("mixed");
  const double random = mean_dead_end_ratio("random");
  // Newest winds like the backtracker, random branches like Prim, and
  // mixed lies between.
  CHECK(newest == Approx(0.100).margin(0.01));
  CHECK(random == Approx(0.277).margin(0.01));
  CHECK(mixed == Approx(0.225).margin(0.01));
}

TEST_CASE("growing tree refuses an unknown selection mode",
          "[maze][generators][growing-tree]") {
  CHECK_THROWS_AS(
      carve(rectangle(3, 3), "growing-tree", 1, selecting("oldest")),
      std::invalid_argument);
}
