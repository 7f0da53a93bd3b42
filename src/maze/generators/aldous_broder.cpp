// Aldous-Broder: a random walk over the rooms that opens the passage it
// takes whenever it enters a room for the first time. Every spanning tree is
// equally likely; the cost is the walk's cover time (about N log^2 N steps
// on a grid). Only the start room's connected component gets carved, so a
// topology whose rooms are not all connected still ends. Zeta and weave
// settle their passage rules first and walk the graph left
// (settled_graph.hpp).
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"
#include "maze/generators/settled_graph.hpp"

#include <vector>

namespace wumpus::maze {
namespace {

void aldous_broder_on_settled_graph(Maze& maze, Random& random) {
  const SettledGraph graph(maze, random);
  std::vector<bool> visited(graph.node_bound(), false);
  RoomId at = graph.node_of(maze.topology().first_room());
  visited[at] = true;
  for (std::uint32_t remaining = graph.node_count() - 1; remaining > 0;) {
    const SettledGraph::Exit exit = graph.random_exit(at, random);
    at = exit.node;
    if (visited[at]) continue;
    visited[at] = true;
    maze.open(exit.edge);
    --remaining;
  }
}

}  // namespace

void carve_aldous_broder(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  if (topology.has_passage_rules()) {
    aldous_broder_on_settled_graph(maze, random);
    return;
  }
  const Neighborhood neighbors(topology);
  Neighborhood::Position at = neighbors.locate(topology.first_room());
  std::uint32_t remaining = 0;
  std::vector<bool> visited = reachable_rooms(neighbors, at.room, &remaining);
  visited.flip();  // now true only outside the component: never entered
  visited[at.room] = true;
  --remaining;
  while (remaining > 0) {
    const RoomId from = at.room;
    const std::uint8_t move = neighbors.random_step(at, random);
    if (visited[at.room]) continue;
    visited[at.room] = true;
    maze.open(neighbors.follow(from, move).edge);
    --remaining;
  }
}

}  // namespace wumpus::maze
