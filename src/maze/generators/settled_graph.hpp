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
#include <span>
#include <vector>

namespace wumpus::maze {

class SettledGraph {
 public:
  // A passage out of a node: the edge and the node it leads to.
  struct Exit {
    EdgeId edge;
    std::uint32_t node;
  };

  // Settles the rules of `maze`'s topology, opening the weave's crossings
  // in `maze`, and builds the graph of what is left to carve.
  SettledGraph(Maze& maze, Random& random);

  std::uint32_t node_count() const {
    return static_cast<std::uint32_t>(first_exit_.size() - 1);
  }
  std::uint32_t node_of(RoomId room) const { return node_of_[room]; }
  std::span<const Exit> exits(std::uint32_t node) const {
    return {exits_.data() + first_exit_[node],
            exits_.data() + first_exit_[node + 1]};
  }

 private:
  std::vector<std::uint32_t> node_of_;     // per room (holes: none)
  std::vector<std::uint32_t> first_exit_;  // per node, and one past the end
  std::vector<Exit> exits_;
};

}  // namespace wumpus::maze
