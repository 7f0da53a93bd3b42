// Pledge as the books define it: from any room inside, with a wall met
// turned to the left hand and the turns counted, it reaches an exit on the
// outer wall, on open fields and braided mazes alike.
#include "maze/braid.hpp"
#include "maze/solvers/solver.hpp"
#include "maze_fixtures.hpp"
#include "seed_budget.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

const Solver& pledge() {
  return *find_solver("pledge");
}

// A room chosen at random, not on the outer wall when the grid has one.
RoomId random_inner_room(const Topology& topology, Random& random) {
  for (;;) {
    const RoomId room = random.below(topology.cell_count());
    const std::uint32_t x = topology.x_of(room), y = topology.y_of(room);
    const bool inside =
        x > 0 && y > 0 && x + 1 < topology.width() && y + 1 < topology.height();
    if (topology.is_room(room) &&
        (inside || topology.width() < 3 || topology.height() < 3))
      return room;
  }
}

}  // namespace

TEST_CASE("Pledge crosses an open field from its centre to a corner",
          "[maze][pledge]") {
  // wumpus maze -a open --entrance 5,5 --exit 9,9 --solver pledge: east to
  // the wall, a right turn puts it on the left hand, south to the corner.
  Maze maze(rectangle(10, 10));
  maze.open_all();
  maze.entrance = maze.topology().cell(5, 5);
  maze.exit = maze.topology().cell(9, 9);
  const SolverRun run = pledge().solve(maze);
  REQUIRE(run.solution.size() == 9);
  CHECK(run.walk.size() == 9);
  CHECK(run.solution.front() == maze.entrance);
  CHECK(run.solution.back() == maze.exit);
  CHECK(walk_steps_open(maze, run.walk));
}

TEST_CASE("Pledge reaches every exit on the outer wall from inside",
          "[maze][pledge][property]") {
  const auto [name, topology] = GENERATE(
      values<NamedTopology>({{"square 20x20", rectangle(20, 20)},
                             {"square 7x13", rectangle(7, 13)},
                             {"square 2x9", rectangle(2, 9)},
                             {"holed 11x9", holed(11, 9)},
                             {"hex 12x10", tiled(Shape::Hex, 12, 10)},
                             {"zeta 10x9", tiled(Shape::Zeta, 10, 9)}}));
  const double fraction = GENERATE(0.0, 0.3, 1.0);
  const std::vector<RoomId> exits = outer_rooms(*topology);
  const int seeds = wumpus::testing::seed_budget(60);
  int solved = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    Maze maze = carve(topology, seed % 3 ? "backtracker" : "kruskal", seed);
    Random random(seed);
    braid(maze, fraction, random);
    // Every fifth an open field, walls only round the outside (not on
    // zeta, whose diagonals may not cross).
    if (seed % 5 == 0 && topology->shape() != Shape::Zeta) maze.open_all();
    maze.entrance = random_inner_room(*topology, random);
    maze.exit = exits[random.below(static_cast<std::uint32_t>(exits.size()))];
    INFO(name << " braided " << fraction << ", seed " << seed << ", entrance "
              << maze.entrance << ", exit " << maze.exit);
    const SolverRun run = pledge().solve(maze);
    CHECK(!run.solution.empty());
    CHECK(walk_steps_open(maze, run.walk));
    solved += !run.solution.empty();
  }
  CHECK(solved == seeds);
}
