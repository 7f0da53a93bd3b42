// Cul-de-sac filling, for braided mazes: besides dead ends it fills every
// part of the maze that hangs off the rest by a single room (a loop or a
// tangle with one way in) unless the entrance or the exit is inside, and
// every room the entrance cannot reach. Hanging parts are the subtrees of
// a depth-first search from the entrance below an articulation room
// (Tarjan's low links); filling may leave new dead ends, so it repeats.
#include "maze/solve.hpp"
#include "maze/solvers/filling.hpp"
#include "maze/solvers/solvers.hpp"

namespace wumpus::maze {
namespace {

// One depth-first search over the open rooms; fills what hangs. Returns
// how many rooms it filled.
std::uint64_t fill_hanging(const Maze& maze, std::vector<bool>& open_rooms,
                           std::vector<RoomId>& filled) {
  const Topology& topology = maze.topology();
  const std::uint32_t cells = topology.cell_count();
  const Neighborhood around(topology);
  std::vector<std::uint32_t> disc(cells, kUnreached), low(cells, 0);
  std::vector<std::uint32_t> subtree(cells, 1);
  std::vector<bool> holds_exit(cells, false), hangs(cells, false);
  std::vector<RoomId> order;  // rooms by discovery
  struct Frame {
    RoomId room, parent;
    int next;  // the next open neighbour to look at
  };
  std::vector<Frame> stack{{maze.entrance, kNoRoom, 0}};
  disc[maze.entrance] = low[maze.entrance] = 0;
  order.push_back(maze.entrance);
  Neighbor open[Maze::kMaxNeighbors];
  while (!stack.empty()) {
    Frame& frame = stack.back();
    const RoomId room = frame.room;
    const int n = open_neighbors(maze, around, room, open);
    if (frame.next < n) {
      const RoomId next = open[frame.next++].room;
      if (!open_rooms[next] || next == frame.parent) continue;
      if (disc[next] != kUnreached) {
        low[room] = std::min(low[room], disc[next]);
        continue;
      }
      disc[next] = low[next] = static_cast<std::uint32_t>(order.size());
      order.push_back(next);
      stack.push_back({next, room, 0});
      continue;
    }
    holds_exit[room] = holds_exit[room] || room == maze.exit;
    const RoomId parent = frame.parent;
    stack.pop_back();
    if (parent == kNoRoom) break;
    low[parent] = std::min(low[parent], low[room]);
    subtree[parent] += subtree[room];
    holds_exit[parent] = holds_exit[parent] || holds_exit[room];
    hangs[room] = low[room] >= disc[parent] && !holds_exit[room];
  }
  std::vector<bool> keep(cells, false);
  for (std::uint32_t i = 0; i < order.size();) {
    if (hangs[order[i]]) {
      i += subtree[order[i]];  // the whole subtree goes
      continue;
    }
    keep[order[i++]] = true;
  }
  std::uint64_t count = 0;
  for (RoomId room = 0; room < cells; ++room) {
    if (!open_rooms[room] || keep[room]) continue;
    open_rooms[room] = false;
    filled.push_back(room);
    ++count;
  }
  return count;
}

}  // namespace

SolverRun solve_cul_de_sac_filling(const Maze& maze) {
  SolverRun run;
  if (!maze.topology().is_room(maze.entrance)) return run;
  std::vector<bool> open_rooms = open_room_flags(maze.topology());
  std::uint64_t filled = 0;
  do {
    filled = fill_dead_ends(maze, open_rooms, run.walk);
    filled += fill_hanging(maze, open_rooms, run.walk);
  } while (filled > 0);
  run.rooms_visited = maze.topology().room_count();
  run.solution = shortest_within(maze, open_rooms);
  return run;
}

}  // namespace wumpus::maze
