// Recursive backtracker, as the documents describe it: go on into a room
// not yet seen, back up one room when there is none; the rooms it stands
// on when it reaches the exit are the solution. Its stack is explicit.
#include "maze/solve.hpp"
#include "maze/solvers/solvers.hpp"

namespace wumpus::maze {

SolverRun solve_backtracker(const Maze& maze) {
  const Topology& topology = maze.topology();
  SolverRun run;
  if (!topology.is_room(maze.entrance)) return run;
  std::vector<bool> seen(topology.cell_count(), false);
  std::vector<RoomId> stack{maze.entrance};
  seen[maze.entrance] = true;
  run.walk.push_back(maze.entrance);
  run.rooms_visited = 1;
  const Neighborhood around(topology);
  Neighbor open[Maze::kMaxNeighbors];
  while (!stack.empty() && stack.back() != maze.exit) {
    const int n = open_neighbors(maze, around, stack.back(), open);
    RoomId next = kNoRoom;
    for (int i = 0; i < n && next == kNoRoom; ++i)
      if (!seen[open[i].room]) next = open[i].room;
    if (next == kNoRoom) {
      stack.pop_back();
      if (!stack.empty()) run.walk.push_back(stack.back());
      continue;
    }
    seen[next] = true;
    ++run.rooms_visited;
    stack.push_back(next);
    run.walk.push_back(next);
  }
  run.solution = stack;
  return run;
}

}  // namespace wumpus::maze
