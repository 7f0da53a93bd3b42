// Wall followers as the books define them: a hand kept on one wall. From
// the entrance in the top wall that hand is on the outer wall, which leads
// to every exit on it, loops or not; from a room inside, the walker first
// walks straight on to a wall, so an open field is crossed, not circled.
#include "maze/braid.hpp"
#include "maze/solvers/solver.hpp"
#include "maze_fixtures.hpp"
#include "seed_budget.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

RoomId pick(const std::vector<RoomId>& rooms, Random& random) {
  return rooms[random.below(static_cast<std::uint32_t>(rooms.size()))];
}

}  // namespace

TEST_CASE("wall followers cross an open field from any room inside",
          "[maze][wall_follower][property]") {
  const std::string hand = GENERATE("wall-left", "wall-right");
  const auto [name, topology] =
      GENERATE(values<NamedTopology>({{"square 10x10", rectangle(10, 10)},
                                      {"square 9x4", rectangle(9, 4)},
                                      {"hex 8x7", tiled(Shape::Hex, 8, 7)}}));
  const std::vector<RoomId> exits = outer_rooms(*topology);
  Maze maze(topology);
  maze.open_all();
  for (RoomId entrance = 0; entrance < topology->cell_count(); ++entrance)
    for (RoomId exit : exits) {
      maze.entrance = entrance;
      maze.exit = exit;
      INFO(hand << " on an open " << name << " from " << entrance << " to "
                << exit);
      const SolverRun run = find_solver(hand)->solve(maze);
      REQUIRE(!run.solution.empty());
    }
}

TEST_CASE(
    "from the top wall a hand on the outer wall reaches every exit "
    "on it, loops or not",
    "[maze][wall_follower][property]") {
  const std::string hand = GENERATE("wall-left", "wall-right");
  const auto [name, topology] =
      GENERATE(values<NamedTopology>({{"square 15x11", rectangle(15, 11)},
                                      {"holed 9x8", holed(9, 8)},
                                      {"hex 10x9", tiled(Shape::Hex, 10, 9)},
                                      {"zeta 9x9", tiled(Shape::Zeta, 9, 9)}}));
  const std::vector<RoomId> exits = outer_rooms(*topology);
  std::vector<RoomId> top;
  for (RoomId room : exits)
    if (topology->y_of(room) == 0) top.push_back(room);
  for (int seed = 1; seed <= wumpus::testing::seed_budget(40); ++seed) {
    Maze maze = carve(topology, "backtracker", seed);
    Random random(seed);
    braid(maze, 1.0, random);
    maze.entrance = pick(top, random);
    maze.exit = pick(exits, random);
    INFO(hand << " on braided " << name << ", seed " << seed);
    CHECK(!find_solver(hand)->solve(maze).solution.empty());
  }
}
