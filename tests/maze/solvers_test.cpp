// Every solver on every shape where it is defined: a valid path from the
// entrance to the exit through open passages, and on perfect mazes the
// unique one; walks and visit counts that match the solution.
#include "maze/braid.hpp"
#include "maze/solve.hpp"
#include "maze/solvers/solver.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

std::vector<NamedTopology> solver_cases() {
  return {{"rectangle 12x9", rectangle(12, 9)},
          {"1x1", rectangle(1, 1)},
          {"holed 9x7", holed(9, 7)},
          {"levels 4x4x3", rectangle(4, 4, 3)},
          {"hex 9x8", tiled(Shape::Hex, 9, 8)},
          {"triangle 11x6", tiled(Shape::Triangle, 11, 6)},
          {"polar 6/7", tiled(Shape::Polar, 6, 7)},
          {"upsilon 8x8", tiled(Shape::Upsilon, 8, 8)},
          {"zeta 8x7", tiled(Shape::Zeta, 8, 7)},
          {"wrap xy 7x6", tiled(Shape::Square, 7, 6, kWrapX | kWrapY)},
          {"weave 10x10", tiled(Shape::Square, 10, 10, kWrapNone, true)},
          {"dodecahedron", dodecahedron()}};
}

std::vector<std::string> solver_names() {
  std::vector<std::string> names;
  for (const Solver& s : solvers()) names.emplace_back(s.name);
  return names;
}

// Starts at the entrance, ends at the exit, each step an open passage.
bool valid_path(const Maze& maze, const std::vector<RoomId>& path) {
  return !path.empty() && path.front() == maze.entrance &&
         path.back() == maze.exit && walk_steps_open(maze, path);
}

// A room a third of the way through the cells: an entrance inside.
RoomId inner_room(const Topology& topology) {
  RoomId room = topology.cell_count() / 3;
  while (!topology.is_room(room)) ++room;
  return room;
}

bool walks(const std::string& name) {
  return name == "backtracker" || name == "wall-left" || name == "wall-right" ||
         name == "pledge" || name == "tremaux";
}

}  // namespace

TEST_CASE("every solver finds the unique path of perfect mazes",
          "[maze][solvers][property]") {
  const std::string name = GENERATE(from_range(solver_names()));
  const Solver& solver = *find_solver(name);
  const std::uint64_t seed = GENERATE(range(1, 11));
  for (const NamedTopology& c : solver_cases()) {
    if (!solver_refusal(solver, *c.topology).empty()) continue;
    for (const char* algorithm : {"backtracker", "kruskal", "wilson"}) {
      Maze maze = carve(c.topology, algorithm, seed);
      if (seed % 2 == 0) maze.entrance = inner_room(*c.topology);
      INFO(name << " on " << c.name << " carved by " << algorithm << ", seed "
                << seed);
      const SolverRun run = solver.solve(maze);
      REQUIRE(valid_path(maze, run.solution));
      CHECK(run.solution == solve(maze));  // the unique path
      CHECK(run.rooms_visited >= run.solution.size());
      CHECK(run.rooms_visited <= c.topology->room_count());
      if (walks(name)) {
        CHECK(walk_steps_open(maze, run.walk));
        CHECK(run.walk.front() == maze.entrance);
        CHECK(run.walk.back() == maze.exit);
      }
    }
  }
}

TEST_CASE("solvers on braided mazes return valid paths",
          "[maze][solvers][property]") {
  const std::string name = GENERATE(from_range(solver_names()));
  const Solver& solver = *find_solver(name);
  const std::uint64_t seed = GENERATE(range(1, 9));
  for (const NamedTopology& c : solver_cases()) {
    if (!solver_refusal(solver, *c.topology).empty()) continue;
    Maze maze = carve(c.topology, "backtracker", seed);
    Random random(seed);
    braid(maze, 1.0, random);
    INFO(name << " on braided " << c.name << ", seed " << seed);
    const SolverRun run = solver.solve(maze);
    // Wall followers may circle an island and say so; the others must
    // find a way, and the search and the fillers a shortest one.
    if (name == "wall-left" || name == "wall-right" || name == "pledge") {
      if (!run.solution.empty()) CHECK(valid_path(maze, run.solution));
      continue;
    }
    REQUIRE(valid_path(maze, run.solution));
    if (name == "shortest" || name == "cul-de-sac-filling" ||
        name == "dead-end-filling")
      CHECK(run.solution.size() == solve(maze).size());
  }
}

TEST_CASE("wall followers and Pledge refuse what has no plane to follow",
          "[maze][solvers]") {
  for (const char* name : {"wall-left", "wall-right", "pledge"}) {
    const Solver& solver = *find_solver(name);
    CHECK_FALSE(solver_refusal(solver, *dodecahedron()).empty());
    CHECK_FALSE(solver_refusal(solver, *rectangle(3, 3, 2)).empty());
    CHECK_FALSE(
        solver_refusal(solver, *tiled(Shape::Square, 4, 4, kWrapX)).empty());
    CHECK(solver_refusal(solver, *tiled(Shape::Hex, 4, 4)).empty());
  }
  CHECK_FALSE(solver_refusal(*find_solver("pledge"),
                             *tiled(Shape::Square, 6, 6, kWrapNone, true))
                  .empty());
  CHECK(solver_refusal(*find_solver("wall-left"),
                       *tiled(Shape::Square, 6, 6, kWrapNone, true))
            .empty());
  for (const char* name : {"shortest", "backtracker", "tremaux",
                           "dead-end-filling", "cul-de-sac-filling"})
    CHECK(solver_refusal(*find_solver(name), *dodecahedron()).empty());
}

TEST_CASE("a wall follower says so when it circles an island",
          "[maze][solvers]") {
  // A 3x3 field, all open but the middle room's walls: the exit in the
  // middle cannot be reached by a hand on the outer wall.
  Maze maze(rectangle(3, 3));
  maze.open_all();
  const Topology& t = maze.topology();
  const RoomId middle = t.cell(1, 1);
  for (Direction d :
       {Direction::North, Direction::East, Direction::South, Direction::West})
    maze.close(t.grid_edge(middle, d));
  maze.open(t.grid_edge(middle, Direction::South));
  maze.exit = middle;
  maze.entrance = t.cell(0, 0);
  // Both hands reach it here (the way in is on the wall they follow);
  // with the way in closed, neither can, and both stop.
  maze.close(t.grid_edge(middle, Direction::South));
  for (const char* name : {"wall-left", "wall-right"}) {
    const SolverRun run = find_solver(name)->solve(maze);
    CHECK(run.solution.empty());
    // Round the wall once, after walking straight to it.
    CHECK(run.walk.size() <= 2 * maze.passage_count() + t.cell_count() + 2);
  }
}
