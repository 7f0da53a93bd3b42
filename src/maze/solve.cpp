#include "maze/solve.hpp"

namespace wumpus::maze {

std::vector<std::uint32_t> distances_from(const Maze& maze, RoomId from) {
  const Topology& topology = maze.topology();
  std::vector<std::uint32_t> distance(topology.cell_count(), kUnreached);
  if (!topology.is_room(from)) return distance;
  // Every room enters the queue at most once, so a plain array with a read
  // index is the whole FIFO.
  std::vector<RoomId> queue;
  queue.reserve(topology.room_count());
  queue.push_back(from);
  distance[from] = 0;
  const Neighborhood around(topology);
  Neighbor open[Maze::kMaxNeighbors];
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const RoomId room = queue[head];
    const int n = open_neighbors(maze, around, room, open);
    for (int i = 0; i < n; ++i) {
      if (distance[open[i].room] != kUnreached) continue;
      distance[open[i].room] = distance[room] + 1;
      queue.push_back(open[i].room);
    }
  }
  return distance;
}

RoomId farthest_room(const Maze& maze, RoomId from) {
  const std::vector<std::uint32_t> distance = distances_from(maze, from);
  RoomId best = from;
  for (RoomId room = 0; room < distance.size(); ++room)
    if (distance[room] != kUnreached && distance[room] > distance[best])
      best = room;
  return best;
}

std::vector<RoomId> solve(const Maze& maze) {
  if (!maze.topology().is_room(maze.entrance)) return {};
  // Distances to the exit let the path be read off forwards from the
  // entrance: each step goes to a neighbour one step closer.
  const std::vector<std::uint32_t> to_exit = distances_from(maze, maze.exit);
  if (to_exit[maze.entrance] == kUnreached) return {};
  std::vector<RoomId> path;
  path.reserve(to_exit[maze.entrance] + 1);
  RoomId room = maze.entrance;
  path.push_back(room);
  const Neighborhood around(maze.topology());
  Neighbor open[Maze::kMaxNeighbors];
  while (room != maze.exit) {
    const int n = open_neighbors(maze, around, room, open);
    for (int i = 0; i < n; ++i) {
      if (to_exit[open[i].room] + 1 == to_exit[room]) {
        room = open[i].room;
        break;
      }
    }
    path.push_back(room);
  }
  return path;
}

}  // namespace wumpus::maze
