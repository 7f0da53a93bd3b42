// Wilson and Aldous-Broder draw every spanning tree equally often: sampled
// on a 3x3 grid (192 spanning trees), the counts pass a chi-square test
// that a biased generator (the backtracker) fails.
#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

constexpr int kSpanningTrees3x3 = 192;
constexpr int kSamplesPerTree = 60;
// The chi-square quantile for 191 degrees of freedom with upper tail 1e-6
// is 298.7, so a uniform sampler fails this bound with probability < 1e-6
// (and with fixed seeds, never).
constexpr double kChiSquareBound = 299.0;

struct Sample {
  std::map<std::uint64_t, int> counts;  // open-slot bits of each tree seen
  bool all_trees_perfect = true;
};

Sample sample_trees(const std::string& name, std::uint64_t first_seed) {
  const TopologyPtr grid = rectangle(3, 3);
  Sample sample;
  for (int i = 0; i < kSpanningTrees3x3 * kSamplesPerTree; ++i) {
    const Maze maze = carve(grid, name, first_seed + i);
    sample.all_trees_perfect = sample.all_trees_perfect && is_perfect(maze);
    std::uint64_t key = 0;
    for (EdgeId edge = 0; edge < grid->edge_slot_count(); ++edge)
      if (maze.is_open(edge)) key |= std::uint64_t{1} << edge;
    ++sample.counts[key];
  }
  return sample;
}

// Pearson's statistic against equal frequencies over all 192 trees; trees
// never drawn count as observed zero times.
double chi_square(const Sample& sample) {
  const double expected = kSamplesPerTree;
  double statistic = 0;
  for (const auto& [tree, observed] : sample.counts)
    statistic += (observed - expected) * (observed - expected) / expected;
  const auto missing = kSpanningTrees3x3 - sample.counts.size();
  return statistic + static_cast<double>(missing) * expected;
}

}  // namespace

TEST_CASE("Wilson and Aldous-Broder draw uniform spanning trees",
          "[maze][generators][uniform]") {
  const std::string name = GENERATE("wilson", "aldous-broder");
  const Sample sample = sample_trees(name, 1000);
  INFO(name << ": chi-square " << chi_square(sample));
  CHECK(sample.all_trees_perfect);
  CHECK(sample.counts.size() == kSpanningTrees3x3);
  CHECK(chi_square(sample) < kChiSquareBound);
}

TEST_CASE("the uniformity test rejects a biased generator",
          "[maze][generators][uniform]") {
  const Sample sample = sample_trees("backtracker", 1000);
  INFO("backtracker: chi-square " << chi_square(sample));
  CHECK(sample.all_trees_perfect);
  CHECK(chi_square(sample) > 10 * kChiSquareBound);
}
