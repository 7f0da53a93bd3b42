// Shortest paths through a maze's open passages: the solution from the
// entrance to the exit, and the breadth-first distances behind the stats.
#pragma once

#include "maze/maze.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::maze {

inline constexpr std::uint32_t kUnreached = 0xffffffffu;

// Steps from `from` to every cell through open passages; kUnreached where
// it cannot go (and on cells that are not rooms). Takes 4 bytes a cell,
// plus a 4-byte-a-room queue while it runs.
std::vector<std::uint32_t> distances_from(const Maze& maze, RoomId from);

// The rooms of a shortest path from maze.entrance to maze.exit, both ends
// included (the unique path in a perfect maze); empty if they do not
// connect. Peak memory about 8 bytes a room on top of the maze.
std::vector<RoomId> solve(const Maze& maze);

}  // namespace wumpus::maze
