// Wilson: from each room not yet in the tree, a random walk until it hits
// the tree; the walk with its loops erased joins the tree. Every spanning
// tree is equally likely, and it is much faster than Aldous-Broder. The
// loops erase themselves: each room remembers only the way it last left.
// Walks start only in the root's connected component, so a topology whose
// rooms are not all connected still ends. Zeta and weave settle their
// passage rules first and walk the graph left (settled_graph.hpp).
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"
#include "maze/generators/settled_graph.hpp"

#include <vector>

namespace wumpus::maze {
namespace {

void wilson_on_settled_graph(Maze& maze, Random& random) {
  const SettledGraph graph(maze, random);
  const std::uint32_t cells = maze.topology().cell_count();
  std::vector<bool> in_tree(graph.node_bound(), false);
  std::vector<EdgeId> left_by(graph.node_bound(), kNoEdge);  // per node
  // Zeta and woven grids have no holes: the middle cell is a room.
  in_tree[graph.node_of(cells / 2)] = true;
  for (RoomId start = 0; start < cells; ++start) {
    const RoomId first = graph.node_of(start);
    for (RoomId node = first; !in_tree[node];) {
      const SettledGraph::Exit exit = graph.random_exit(node, random);
      left_by[node] = exit.edge;
      node = exit.node;
    }
    for (RoomId node = first; !in_tree[node];) {
      maze.open(left_by[node]);
      in_tree[node] = true;
      node = graph.far_node(left_by[node], node);
    }
  }
}

}  // namespace

void carve_wilson(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  if (topology.has_passage_rules()) {
    wilson_on_settled_graph(maze, random);
    return;
  }
  const Neighborhood neighbors(topology);
  // Any root gives a uniform tree; a central one shortens the first walks.
  const RoomId middle = topology.cell_count() / 2;
  const RoomId root = topology.is_room(middle) ? middle : topology.first_room();
  std::uint32_t component_size = 0;
  const std::vector<bool> component =
      reachable_rooms(neighbors, root, &component_size);
  std::vector<bool> in_tree(topology.cell_count(), false);
  // The move by which each room was last left (a direction or an index).
  std::vector<std::uint8_t> left_by(topology.cell_count(), 0);
  in_tree[root] = true;
  for (RoomId start = 0; start < topology.cell_count(); ++start) {
    if (!component[start] || in_tree[start]) continue;
    for (Neighborhood::Position at = neighbors.locate(start);
         !in_tree[at.room];) {
      const RoomId room = at.room;
      left_by[room] = neighbors.random_step(at, random);
    }
    for (RoomId room = start; !in_tree[room];) {
      const Neighbor next = neighbors.follow(room, left_by[room]);
      maze.open(next.edge);
      in_tree[room] = true;
      room = next.room;
    }
  }
}

}  // namespace wumpus::maze
