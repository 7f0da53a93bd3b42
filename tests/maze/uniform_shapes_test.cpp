// Wilson and Aldous-Broder stay uniform on the other tilings: on a small
// hex and a small triangle grid, the spanning trees they draw pass a
// chi-square test. The trees are counted by Kirchhoff's matrix-tree
// theorem rather than by hand, and the bound is the chi-square quantile
// with upper tail 1e-6 (Wilson-Hilferty), so a uniform sampler fails
// with probability below 1e-6 (and, the seeds being fixed, never).
#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

constexpr int kShapeSamplesPerTree = 40;

// Spanning trees: the determinant of the Laplacian less one row and column.
long spanning_trees(const Topology& topology) {
  const std::uint32_t n = topology.cell_count();
  std::vector<std::vector<double>> m(n, std::vector<double>(n, 0));
  for (RoomId room = 0; room < n; ++room) {
    Neighbor around[Maze::kMaxNeighbors];
    const int count = topology.neighbors(room, around);
    m[room][room] = count;
    for (int i = 0; i < count; ++i) m[room][around[i].room] -= 1;
  }
  double det = 1;  // Gaussian elimination on rows and columns 1..n-1
  for (std::uint32_t c = 1; c < n; ++c) {
    std::uint32_t pivot = c;
    for (std::uint32_t r = c; r < n; ++r)
      if (std::abs(m[r][c]) > std::abs(m[pivot][c])) pivot = r;
    std::swap(m[c], m[pivot]);
    if (pivot != c) det = -det;
    det *= m[c][c];
    for (std::uint32_t r = c + 1; r < n; ++r) {
      const double f = m[r][c] / m[c][c];
      for (std::uint32_t k = c; k < n; ++k) m[r][k] -= f * m[c][k];
    }
  }
  return std::lround(det);
}

}  // namespace

TEST_CASE("the matrix-tree count agrees with a known grid",
          "[maze][generators][uniform]") {
  CHECK(spanning_trees(*rectangle(3, 3)) == 192);
}

TEST_CASE("Wilson and Aldous-Broder are uniform on hex and triangle grids",
          "[maze][generators][uniform][shapes]") {
  const std::string name = GENERATE("wilson", "aldous-broder");
  struct Case {
    const char* label;
    TopologyPtr topology;
  };
  for (const Case& c : {Case{"hex 3x2", tiled(Shape::Hex, 3, 2)},
                        Case{"triangle 5x2", tiled(Shape::Triangle, 5, 2)}}) {
    const long trees = spanning_trees(*c.topology);
    std::map<std::uint64_t, int> counts;
    bool perfect = true;
    for (long i = 0; i < trees * kShapeSamplesPerTree; ++i) {
      const Maze maze = carve(c.topology, name, 5000 + i);
      perfect = perfect && is_perfect(maze);
      ++counts[passage_bits(maze)];
    }
    const double statistic =
        chi_square_uniform(counts, trees, kShapeSamplesPerTree);
    INFO(name << " on " << c.label << ": " << trees << " trees, chi-square "
              << statistic << ", bound " << chi_square_bound(trees));
    CHECK(perfect);
    CHECK(counts.size() == static_cast<std::size_t>(trees));
    CHECK(statistic < chi_square_bound(trees));
  }
}

TEST_CASE("the shapes' uniformity test rejects the backtracker",
          "[maze][generators][uniform][shapes]") {
  const TopologyPtr hex = tiled(Shape::Hex, 3, 2);
  const long trees = spanning_trees(*hex);
  std::map<std::uint64_t, int> counts;
  for (long i = 0; i < trees * kShapeSamplesPerTree; ++i)
    ++counts[passage_bits(carve(hex, "backtracker", 5000 + i))];
  CHECK(chi_square_uniform(counts, trees, kShapeSamplesPerTree) >
        2 * chi_square_bound(trees));
}
