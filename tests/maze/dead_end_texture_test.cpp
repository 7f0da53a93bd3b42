// Each algorithm's texture: the share of dead ends on 200x200 mazes, over
// a few seeds. The expected figures are the known ones (a uniform spanning
// tree of the grid has 8(pi-2)/pi^3 = 29.4 % leaves); the tolerances are
// several times the seed-to-seed spread.
#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <numbers>
#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

double mean_texture_dead_ends(const std::string& name,
                              const CarveOptions& options = {}) {
  const TopologyPtr grid = rectangle(200, 200);
  double total = 0;
  constexpr int kSeeds = 3;
  for (int seed = 1; seed <= kSeeds; ++seed)
    total += dead_end_ratio(carve(grid, name, seed, options));
  return total / kSeeds;
}

}  // namespace

TEST_CASE("unbiased generators leave 29.4 % dead ends",
          "[maze][generators][texture]") {
  using std::numbers::pi;
  const double uniform = 8 * (pi - 2) / (pi * pi * pi);
  const std::string name = GENERATE("wilson", "aldous-broder");
  INFO(name);
  CHECK(mean_texture_dead_ends(name) == Approx(uniform).margin(0.006));
}

TEST_CASE("each generator has its known dead-end share",
          "[maze][generators][texture]") {
  // The minimum spanning tree of random weights, which Kruskal and true
  // Prim both build, leaves about 30.7 %.
  CHECK(mean_texture_dead_ends("kruskal") == Approx(0.307).margin(0.006));
  CHECK(mean_texture_dead_ends("prim") == Approx(0.307).margin(0.006));
  CHECK(mean_texture_dead_ends("simple-prim") == Approx(0.358).margin(0.008));
  CHECK(mean_texture_dead_ends("backtracker") == Approx(0.100).margin(0.008));
  CHECK(mean_texture_dead_ends("hunt-and-kill") == Approx(0.093).margin(0.008));
}
