// The graph Wilson and Aldous-Broder walk on a shape with passage rules
// (zeta, weave), where a uniform spanning tree of the rooms themselves
// would break the rules. The rules are settled first, so that every
// spanning tree of what is left obeys them:
// - zeta: each square of four rooms keeps one of its two crossing
//   diagonals, chosen by a fair coin;
// - weave: crossings are placed first, as Jamis Buck does for Kruskal:
//   each room in turn, by a fair coin, becomes a crossing (a corridor over
//   a tunnel, the two ways equally likely) when it and its four neighbours
//   are free and the crossing closes no loop; no other tunnel is used.
// The passages a crossing opens join its rooms into one node; the walks
// move between nodes, each time by a uniformly chosen passage out of the
// node, so the tree they draw is uniform among the spanning trees that
// contain the settled crossings and use only the kept diagonals.
#pragma once

#include "maze/maze.hpp"
#include "maze/random.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::maze {

class SettledGraph {
 public:
  // A passage out of a node: the edge and the node it leads to.
  struct Exit {
    EdgeId edge;
    RoomId node;
  };

  // Settles the rules of `maze`'s topology, opening the weave's crossings
  // in `maze`, which must outlive the graph.
  SettledGraph(Maze& maze, Random& random);

  // Nodes are numbered below node_bound(): a room alone is a node named
  // by its room id, the rooms a crossing joins share a number past them.
  RoomId node_of(RoomId room) const {
    return grouped_.empty() || !grouped_[room] ? room : node_of_[room];
  }
  std::uint32_t node_bound() const {
    return topology_.cell_count() +
           static_cast<std::uint32_t>(first_group_exit_.size()) - 1;
  }
  std::uint32_t node_count() const { return node_count_; }
  // A uniformly random passage out of `node`, which has one unless it is
  // the only node.
  Exit random_exit(RoomId node, Random& random) const;
  // The node at the other end of `edge`, a passage out of `node`.
  RoomId far_node(EdgeId edge, RoomId node) const {
    const auto [a, b] = topology_.edge_rooms(edge);
    return node_of(a) == node ? node_of(b) : node_of(a);
  }

  // Topology::neighbors without tunnels (no other passage is left to
  // take), in another order, from the grid's arithmetic: the inner loop.
  int neighbors(RoomId room, Neighbor* out) const;

 private:
  void list_group_exits();

  template <typename Visit>
  void for_each_exit_of_room(RoomId room, RoomId node, Visit visit) const {
    Neighbor around[Maze::kMaxNeighbors];
    const int n = neighbors(room, around);
    for (int i = 0; i < n; ++i) {
      if (!usable_[around[i].edge]) continue;
      const RoomId to = node_of(around[i].room);
      if (to != node) visit(Exit{around[i].edge, to});
    }
  }

  const Topology& topology_;
  std::uint32_t width_, height_;
  bool diagonals_;
  std::vector<bool> usable_;  // per edge slot: a tree may take it
  // Weave only (empty on zeta, where each room is a node): whether a room
  // shares its node, and then its node. Crossings chain into nodes of any
  // size, so a shared node's passages out are listed: those of node
  // cell_count() + g are group_exits_'s [first_group_exit_[g],
  // first_group_exit_[g + 1]).
  std::vector<bool> grouped_;
  std::vector<RoomId> node_of_;
  std::vector<std::uint32_t> first_group_exit_{0};
  std::vector<EdgeId> group_exits_;
  std::uint32_t node_count_ = 0;
};

}  // namespace wumpus::maze
