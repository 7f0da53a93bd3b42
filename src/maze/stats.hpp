// Figures that characterise a maze's texture (`wumpus maze --stats`): dead
// ends, junctions, corridors, the solution's share and the diameter.
#pragma once

#include "maze/maze.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::maze {

struct MazeStats {
  std::uint64_t rooms = 0;
  std::uint64_t passages = 0;
  std::uint64_t dead_ends = 0;  // rooms with exactly one open passage
  double dead_end_percent = 0;  // of rooms
  std::uint64_t junctions = 0;  // rooms with three or more
  std::uint64_t isolated = 0;   // rooms with none (knock-walls leaves some)
  std::uint64_t corridors = 0;  // rooms with exactly two
  // Plain square grids only: corridors whose two passages are opposite
  // (straight) or not (turning). Elsewhere (room graphs, other shapes,
  // wrapped or woven grids) both stay 0 and corridor_shapes is false.
  bool corridor_shapes = false;
  std::uint64_t straight_corridors = 0;
  std::uint64_t turning_corridors = 0;
  std::uint64_t solution_length = 0;  // steps; 0 when there is no solution
  double solution_percent = 0;        // rooms on the solution, % of rooms
  // The longest shortest path, in steps, among the rooms the entrance
  // reaches. Exact (diameter_exact) when that region is a tree (two BFS
  // sweeps: the room farthest from any room is an end of a longest path)
  // or has at most kExactDiameterRooms rooms (a BFS from every room).
  // Otherwise a lower bound from the same double sweep: the distance from
  // the room farthest from the entrance to the room farthest from it.
  std::uint64_t diameter = 0;
  bool diameter_exact = false;
};

inline constexpr std::uint32_t kExactDiameterRooms = 2500;

// Measures `maze`; `solution` is what solve() returned for it (maybe
// empty). Peak memory about 8 bytes a room on top of the maze.
MazeStats measure(const Maze& maze, const std::vector<RoomId>& solution);

}  // namespace wumpus::maze
