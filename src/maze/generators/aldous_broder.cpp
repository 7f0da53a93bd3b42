// Aldous-Broder: a random walk over the rooms that opens the passage it
// takes whenever it enters a room for the first time. Every spanning tree is
// equally likely; the cost is the walk's cover time (about N log^2 N steps
// on a grid). Only the start room's connected component gets carved, so a
// topology whose rooms are not all connected still ends.
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <vector>

namespace wumpus::maze {

void carve_aldous_broder(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const Neighborhood neighbors(topology);
  Neighborhood::Position at = neighbors.locate(topology.first_room());
  std::uint32_t remaining = 0;
  std::vector<bool> visited = reachable_rooms(neighbors, at.room, &remaining);
  visited.flip();  // now true only outside the component: never entered
  visited[at.room] = true;
  --remaining;
  while (remaining > 0) {
    const Neighborhood::Position before = at;
    const RoomId from = at.room;
    const std::uint8_t move = neighbors.random_step(at, random);
    if (visited[at.room]) continue;
    const EdgeId edge = neighbors.follow(from, move).edge;
    if (!maze.may_open(edge)) {
      // Zeta or weave refuse it now: the walk stays in the tree, where
      // every step of it must start.
      at = before;
      continue;
    }
    visited[at.room] = true;
    maze.open(edge);
    --remaining;
  }
}

}  // namespace wumpus::maze
