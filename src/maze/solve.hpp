// Shortest paths through a maze's open passages: the solution from the
// entrance to the exit, and the breadth-first distances behind the stats.
#pragma once

#include "maze/generators/neighborhood.hpp"
#include "maze/maze.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::maze {

inline constexpr std::uint32_t kUnreached = 0xffffffffu;

// Like Maze::open_neighbors, but through the generators' division-free
// Neighborhood: solve, stats and braid visit every room of 16M-room mazes.
[[gnu::always_inline]] inline int open_neighbors(const Maze& maze,
                                                 const Neighborhood& around,
                                                 RoomId room, Neighbor* out) {
  Neighbor all[Maze::kMaxNeighbors];
  const int n = around(room, all);
  int count = 0;
  for (int i = 0; i < n; ++i) {  // branch-free: open walls are random
    out[count] = all[i];
    count += maze.is_open(all[i].edge);
  }
  return count;
}

// Steps from `from` to every cell through open passages; kUnreached where
// it cannot go (and on cells that are not rooms). Takes 4 bytes a cell,
// plus a 4-byte-a-room queue while it runs.
std::vector<std::uint32_t> distances_from(const Maze& maze, RoomId from);

// The room farthest from `from` through open passages (the first such in
// room order), or `from` itself when it reaches nothing.
RoomId farthest_room(const Maze& maze, RoomId from);

// The rooms of a shortest path from maze.entrance to maze.exit, both ends
// included (the unique path in a perfect maze); empty if they do not
// connect. Peak memory about 8 bytes a room on top of the maze.
std::vector<RoomId> solve(const Maze& maze);

}  // namespace wumpus::maze
