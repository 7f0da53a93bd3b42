// Dead-end filling: every dead end but the entrance and the exit is filled,
// and filling it may make its neighbour one, until none is left. What
// stays open is the solution in a perfect maze, and the routes with their
// loops in a braided one (then a shortest path through them is taken).
#include "maze/solve.hpp"
#include "maze/solvers/filling.hpp"
#include "maze/solvers/solvers.hpp"

namespace wumpus::maze {

std::uint64_t fill_dead_ends(const Maze& maze, std::vector<bool>& open_rooms,
                             std::vector<RoomId>& filled) {
  const Topology& topology = maze.topology();
  const Neighborhood around(topology);
  std::vector<std::uint8_t> degree(topology.cell_count(), 0);
  std::vector<RoomId> pending;
  Neighbor open[Maze::kMaxNeighbors];
  const auto fillable = [&](RoomId room) {
    return open_rooms[room] && degree[room] <= 1 && room != maze.entrance &&
           room != maze.exit;
  };
  for (RoomId room = 0; room < topology.cell_count(); ++room) {
    if (!open_rooms[room]) continue;
    int count = 0;
    const int n = open_neighbors(maze, around, room, open);
    for (int i = 0; i < n; ++i) count += open_rooms[open[i].room];
    degree[room] = static_cast<std::uint8_t>(count);
    if (fillable(room)) pending.push_back(room);
  }
  const std::size_t before = filled.size();
  while (!pending.empty()) {
    const RoomId room = pending.back();
    pending.pop_back();
    if (!fillable(room)) continue;
    open_rooms[room] = false;
    filled.push_back(room);
    const int n = open_neighbors(maze, around, room, open);
    for (int i = 0; i < n; ++i) {
      const RoomId next = open[i].room;
      if (!open_rooms[next]) continue;
      --degree[next];
      if (fillable(next)) pending.push_back(next);
    }
  }
  return filled.size() - before;
}

std::vector<bool> open_room_flags(const Topology& topology) {
  std::vector<bool> flags(topology.cell_count());
  for (RoomId room = 0; room < topology.cell_count(); ++room)
    flags[room] = topology.is_room(room);
  return flags;
}

SolverRun solve_dead_end_filling(const Maze& maze) {
  SolverRun run;
  if (!maze.topology().is_room(maze.entrance)) return run;
  std::vector<bool> open_rooms = open_room_flags(maze.topology());
  fill_dead_ends(maze, open_rooms, run.walk);
  // It looks at every room once to find the dead ends.
  run.rooms_visited = maze.topology().room_count();
  run.solution = shortest_within(maze, open_rooms);
  return run;
}

}  // namespace wumpus::maze
