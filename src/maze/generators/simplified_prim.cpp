// Simplified Prim: keeps the frontier (unvisited rooms next to the tree),
// draws one at random and joins it to the tree through a random visited
// neighbour. No weights, unlike true Prim; every frontier room is equally
// likely, which grows many short branches (about 36 % dead ends on a grid).
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <vector>

namespace wumpus::maze {

void carve_simplified_prim(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const Neighborhood neighbors(topology);
  std::vector<bool> visited(topology.cell_count(), false);
  std::vector<bool> listed(topology.cell_count(), false);  // on the frontier
  std::vector<RoomId> frontier;
  Neighbor around[Maze::kMaxNeighbors];
  const auto join = [&](RoomId room) {
    visited[room] = true;
    const int n = neighbors.matching(room, listed, false, around);
    for (int i = 0; i < n; ++i) {
      // A tunnel and a wrapped passage may join the same two rooms (sides
      // of three): list the room once, or it joins the tree twice.
      if (listed[around[i].room]) continue;
      listed[around[i].room] = true;
      frontier.push_back(around[i].room);
    }
  };
  const RoomId start = topology.first_room();
  listed[start] = true;
  join(start);
  while (!frontier.empty()) {
    const std::uint32_t index =
        random.below(static_cast<std::uint32_t>(frontier.size()));
    const RoomId room = frontier[index];
    frontier[index] = frontier.back();
    frontier.pop_back();
    const int count = allowed_only(
        maze, around, neighbors.matching(room, visited, true, around));
    if (count == 0) {
      // Only refused passages (a crossing zeta diagonal) lead to the tree
      // yet: the room is listed again when an orthogonal neighbour joins.
      listed[room] = false;
      continue;
    }
    maze.open(around[random.below_or_zero(count)].edge);
    join(room);
  }
}

}  // namespace wumpus::maze
