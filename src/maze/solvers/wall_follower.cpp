// Wall followers: a hand kept on one wall. In a perfect maze this walks
// every passage both ways if it must, so it always arrives; in a braided
// one it may circle an island for ever, which it notices and reports as
// no solution. The solution is the walk with its loops erased.
#include "maze/solvers/solvers.hpp"
#include "maze/solvers/turning.hpp"

namespace wumpus::maze {
namespace {

SolverRun solve_with(const Maze& maze, Hand hand) {
  WallWalk walk = follow_wall(maze, hand);
  SolverRun run;
  const std::uint32_t cells = maze.topology().cell_count();
  run.rooms_visited = distinct_rooms(walk.rooms, cells);
  if (walk.reached) run.solution = erase_loops(walk.rooms, cells);
  run.walk = std::move(walk.rooms);
  return run;
}

}  // namespace

SolverRun solve_wall_left(const Maze& maze) {
  return solve_with(maze, Hand::Left);
}

SolverRun solve_wall_right(const Maze& maze) {
  return solve_with(maze, Hand::Right);
}

}  // namespace wumpus::maze
