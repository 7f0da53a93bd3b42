// Wilson and Aldous-Broder draw every spanning tree equally often: sampled
// on tiny topologies whose spanning trees are counted, the counts pass a
// chi-square test that a biased generator (the backtracker) fails.
#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

constexpr int kSamplesPerTree = 60;

struct TreeCase {
  std::string name;
  TopologyPtr topology;
  int trees;  // how many spanning trees it has
  // The chi-square quantile for trees - 1 degrees of freedom with upper
  // tail 1e-6: a uniform sampler fails it with probability < 1e-6 (and,
  // the seeds being fixed, never).
  double bound;
};

TreeCase grid_3x3() {
  return {"3x3 grid", rectangle(3, 3), 192, 299.0};
}

std::vector<TreeCase> tree_cases() {
  RoomGraph k4;  // the complete graph on 4 rooms
  k4.room_count = 4;
  k4.edges = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
  return {grid_3x3(),
          {"2x2x2 levels (a cube)", rectangle(2, 2, 2), 384, 530.0},
          {"complete graph on 4 rooms",
           std::make_shared<const Topology>(Topology::graph(k4)), 16, 57.0}};
}

struct Sample {
  std::map<std::uint64_t, int> counts;  // open-slot bits of each tree seen
  bool all_trees_perfect = true;
};

Sample sample_trees(const TreeCase& c, const std::string& name) {
  Sample sample;
  for (int i = 0; i < c.trees * kSamplesPerTree; ++i) {
    const Maze maze = carve(c.topology, name, 1000 + i);
    sample.all_trees_perfect = sample.all_trees_perfect && is_perfect(maze);
    ++sample.counts[passage_bits(maze)];
  }
  return sample;
}

double chi_square(const TreeCase& c, const Sample& sample) {
  return chi_square_uniform(sample.counts, c.trees, kSamplesPerTree);
}

}  // namespace

TEST_CASE("Wilson and Aldous-Broder draw uniform spanning trees",
          "[maze][generators][uniform]") {
  const std::string name = GENERATE("wilson", "aldous-broder");
  for (const TreeCase& c : tree_cases()) {
    const Sample sample = sample_trees(c, name);
    INFO(name << " on " << c.name << ": chi-square " << chi_square(c, sample));
    CHECK(sample.all_trees_perfect);
    CHECK(sample.counts.size() == static_cast<std::size_t>(c.trees));
    CHECK(chi_square(c, sample) < c.bound);
  }
}

TEST_CASE("the uniformity test rejects a biased generator",
          "[maze][generators][uniform]") {
  const TreeCase c = grid_3x3();
  const Sample sample = sample_trees(c, "backtracker");
  INFO("backtracker: chi-square " << chi_square(c, sample));
  CHECK(sample.all_trees_perfect);
  CHECK(chi_square(c, sample) > 10 * c.bound);
}
