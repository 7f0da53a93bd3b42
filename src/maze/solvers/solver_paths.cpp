// Helpers the solvers share: erasing a walk's loops, a shortest path
// through the rooms a filler left, counting distinct rooms.
#include "maze/solve.hpp"
#include "maze/solvers/solvers.hpp"

#include <algorithm>

namespace wumpus::maze {

std::vector<RoomId> erase_loops(const std::vector<RoomId>& walk,
                                std::uint32_t cell_count) {
  std::vector<RoomId> path;
  std::vector<std::uint32_t> position(cell_count, kUnreached);
  for (RoomId room : walk) {
    if (position[room] != kUnreached) {
      for (std::size_t i = position[room] + 1; i < path.size(); ++i)
        position[path[i]] = kUnreached;
      path.resize(position[room] + 1);
      continue;
    }
    position[room] = static_cast<std::uint32_t>(path.size());
    path.push_back(room);
  }
  return path;
}

std::vector<RoomId> shortest_within(const Maze& maze,
                                    const std::vector<bool>& keep,
                                    std::vector<RoomId>* reached) {
  const Topology& topology = maze.topology();
  if (!keep[maze.entrance] || !keep[maze.exit]) return {};
  std::vector<RoomId> parent(topology.cell_count(), kNoRoom);
  std::vector<RoomId> own_queue;
  std::vector<RoomId>& queue = reached ? *reached : own_queue;
  queue.assign(1, maze.entrance);
  parent[maze.entrance] = maze.entrance;
  const Neighborhood around(topology);
  Neighbor open[Maze::kMaxNeighbors];
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const RoomId room = queue[head];
    if (room == maze.exit) break;
    const int n = open_neighbors(maze, around, room, open);
    for (int i = 0; i < n; ++i) {
      const RoomId next = open[i].room;
      if (!keep[next] || parent[next] != kNoRoom) continue;
      parent[next] = room;
      queue.push_back(next);
    }
  }
  if (parent[maze.exit] == kNoRoom) return {};
  std::vector<RoomId> path{maze.exit};
  while (path.back() != maze.entrance) path.push_back(parent[path.back()]);
  std::reverse(path.begin(), path.end());
  return path;
}

std::uint64_t distinct_rooms(const std::vector<RoomId>& walk,
                             std::uint32_t cell_count) {
  std::vector<bool> seen(cell_count, false);
  std::uint64_t count = 0;
  for (RoomId room : walk) {
    count += !seen[room];
    seen[room] = true;
  }
  return count;
}

}  // namespace wumpus::maze
