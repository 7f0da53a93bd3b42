// Breadth-first search from the entrance, stopping at the exit: a
// shortest path. Its walk is the order in which it reached rooms.
#include "maze/solvers/filling.hpp"
#include "maze/solvers/solvers.hpp"

namespace wumpus::maze {

SolverRun solve_shortest(const Maze& maze) {
  SolverRun run;
  if (!maze.topology().is_room(maze.entrance)) return run;
  run.solution =
      shortest_within(maze, open_room_flags(maze.topology()), &run.walk);
  run.rooms_visited = run.walk.size();
  return run;
}

}  // namespace wumpus::maze
