// Hunt-and-kill: a random walk carves into unvisited rooms until it is
// stuck, then a hunt scans for an unvisited room next to the visited region,
// joins it there and walks on. Long corridors with few dead ends.
//
// The hunt scans from the lowest unvisited room, which only moves forward.
// On a grid carved from its first room that room always touches the
// visited region (its north or west neighbour is visited), so the hunts
// cost O(rooms) in all; on masks and room graphs a hunt may scan further.
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <vector>

namespace wumpus::maze {

void carve_hunt_and_kill(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const Neighborhood neighbors(topology);
  const std::uint32_t cells = topology.cell_count();
  std::vector<bool> visited(cells, false);
  Neighbor picked[Maze::kMaxNeighbors];
  const auto select = [&](RoomId room, bool wanted) {
    return allowed_only(maze, picked,
                        neighbors.matching(room, visited, wanted, picked));
  };
  const auto choose = [&](int count) {
    return picked[random.below_or_zero(static_cast<std::uint32_t>(count))];
  };
  RoomId room = topology.first_room();
  visited[room] = true;
  RoomId lowest = 0;  // every room below it is visited or a hole
  while (true) {
    if (const int count = select(room, false); count > 0) {
      const Neighbor next = choose(count);
      maze.open(next.edge);
      visited[next.room] = true;
      room = next.room;
      continue;
    }
    while (lowest < cells && (visited[lowest] || !topology.is_room(lowest)))
      ++lowest;
    room = kNoRoom;
    for (RoomId scan = lowest; scan < cells; ++scan) {
      if (visited[scan] || !topology.is_room(scan)) continue;
      if (const int count = select(scan, true); count > 0) {
        maze.open(choose(count).edge);
        visited[scan] = true;
        room = scan;
        break;
      }
    }
    if (room == kNoRoom) return;
  }
}

}  // namespace wumpus::maze
