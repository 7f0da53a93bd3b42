// Recursive backtracker: a random depth-first walk that carves into an
// unvisited neighbour and backs up when stuck. Iterative, with an explicit
// stack, so no recursion depth limit on 16-million-room mazes.
#include "maze/generators/generators.hpp"

#include <vector>

namespace wumpus::maze {

void carve_backtracker(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  std::vector<bool> visited(topology.cell_count(), false);
  std::vector<RoomId> stack;
  const RoomId start = topology.first_room();
  stack.push_back(start);
  visited[start] = true;
  Neighbor around[Maze::kMaxNeighbors];
  Neighbor fresh[Maze::kMaxNeighbors];
  while (!stack.empty()) {
    const RoomId room = stack.back();
    const int n = topology.neighbors(room, around);
    int count = 0;
    for (int i = 0; i < n; ++i)
      if (!visited[around[i].room]) fresh[count++] = around[i];
    if (count == 0) {
      stack.pop_back();
      continue;
    }
    const Neighbor next = fresh[random.below(static_cast<std::uint32_t>(count))];
    maze.open(next.edge);
    visited[next.room] = true;
    stack.push_back(next.room);
  }
}

}  // namespace wumpus::maze
