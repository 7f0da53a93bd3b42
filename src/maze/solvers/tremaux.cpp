// Tremaux: every passage walked gets a mark. In a room seen before, entered
// by a fresh passage, turn back; otherwise take an unmarked passage, else
// one marked once, never one marked twice. At the exit, the passages
// marked exactly once lead back to the entrance: the solution.
#include "maze/solve.hpp"
#include "maze/solvers/solvers.hpp"

#include <algorithm>
#include <cstdint>

namespace wumpus::maze {

SolverRun solve_tremaux(const Maze& maze) {
  const Topology& topology = maze.topology();
  SolverRun run;
  if (!topology.is_room(maze.entrance)) return run;
  std::vector<std::uint8_t> marks(topology.edge_slot_count(), 0);
  std::vector<bool> seen(topology.cell_count(), false);
  const Neighborhood around(topology);
  Neighbor open[Maze::kMaxNeighbors];
  RoomId room = maze.entrance;
  Neighbor back{kNoRoom, kNoEdge};  // the way it came: room and passage
  bool turn_back = false;
  seen[room] = true;
  run.walk.push_back(room);
  while (room != maze.exit) {
    Neighbor next = back;
    if (!turn_back) {
      const int n = open_neighbors(maze, around, room, open);
      const Neighbor* pick = nullptr;
      for (int i = 0; i < n && !pick; ++i)
        if (marks[open[i].edge] == 0) pick = &open[i];
      for (int i = 0; i < n && !pick; ++i)
        if (marks[open[i].edge] == 1) pick = &open[i];
      if (!pick) break;  // every passage walked twice: no way on
      next = *pick;
    }
    ++marks[next.edge];
    back = {room, next.edge};
    room = next.room;
    // A known room entered by a fresh passage: back the way it came.
    turn_back = seen[room] && marks[next.edge] == 1;
    seen[room] = true;
    run.walk.push_back(room);
  }
  run.rooms_visited = distinct_rooms(run.walk, topology.cell_count());
  if (room != maze.exit) return run;
  // The passages marked once form a path from the entrance to the exit.
  run.solution.push_back(maze.entrance);
  std::vector<bool> on_path(topology.cell_count(), false);
  on_path[maze.entrance] = true;
  for (RoomId at = maze.entrance; at != maze.exit;) {
    const int n = open_neighbors(maze, around, at, open);
    RoomId step = kNoRoom;
    for (int i = 0; i < n && step == kNoRoom; ++i)
      if (marks[open[i].edge] == 1 && !on_path[open[i].room])
        step = open[i].room;
    if (step == kNoRoom) return run;  // cannot happen: marks make a path
    on_path[step] = true;
    run.solution.push_back(step);
    at = step;
  }
  return run;
}

}  // namespace wumpus::maze
