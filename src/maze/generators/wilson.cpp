// Wilson: from each room not yet in the tree, a random walk until it hits
// the tree; the walk with its loops erased joins the tree. Every spanning
// tree is equally likely, and it is much faster than Aldous-Broder. The
// loops erase themselves: each room remembers only the way it last left.
// Walks start only in the root's connected component, so a topology whose
// rooms are not all connected still ends.
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <utility>
#include <vector>

namespace wumpus::maze {
namespace {

// Zeta and weave may refuse a passage of the loop-erased walk: its end
// joins the tree up to the last refused passage, and the rest walks again
// (an orthogonal last passage into the tree is never refused, see
// passage_rules.cpp, so some walk gets through).
void join_allowed_end(Maze& maze, const Neighborhood& neighbors, RoomId start,
                      const std::vector<std::uint8_t>& left_by,
                      std::vector<bool>& in_tree,
                      std::vector<std::pair<RoomId, Neighbor>>& path) {
  path.clear();
  for (RoomId room = start; !in_tree[room];) {
    const Neighbor next = neighbors.follow(room, left_by[room]);
    path.emplace_back(room, next);
    room = next.room;
  }
  for (std::size_t i = path.size(); i-- > 0;) {
    if (!maze.may_open(path[i].second.edge)) return;
    maze.open(path[i].second.edge);
    in_tree[path[i].first] = true;
  }
}

}  // namespace

void carve_wilson(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
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
  std::vector<std::pair<RoomId, Neighbor>> path;
  for (RoomId start = 0; start < topology.cell_count(); ++start) {
    if (!component[start] || in_tree[start]) continue;
    while (!in_tree[start]) {
      for (Neighborhood::Position at = neighbors.locate(start);
           !in_tree[at.room];) {
        const RoomId room = at.room;
        left_by[room] = neighbors.random_step(at, random);
      }
      if (topology.has_passage_rules()) {
        join_allowed_end(maze, neighbors, start, left_by, in_tree, path);
        continue;
      }
      for (RoomId room = start; !in_tree[room];) {
        const Neighbor next = neighbors.follow(room, left_by[room]);
        maze.open(next.edge);
        in_tree[room] = true;
        room = next.room;
      }
    }
  }
}

}  // namespace wumpus::maze
