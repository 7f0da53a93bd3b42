// Kruskal: every possible passage in random order, opened when it joins two
// rooms not yet connected, tracked with union-find (path halving, union by
// rank). Edge ids, parents and ranks cost 13 bytes a room on a flat grid.
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <utility>
#include <vector>

namespace wumpus::maze {
namespace {

class DisjointSets {
 public:
  explicit DisjointSets(std::uint32_t size) : parent_(size), rank_(size, 0) {
    for (std::uint32_t i = 0; i < size; ++i) parent_[i] = i;
  }

  std::uint32_t find(std::uint32_t x) {
    while (parent_[x] != x) {
      parent_[x] = parent_[parent_[x]];
      x = parent_[x];
    }
    return x;
  }

  // Joins the sets of a and b; false if they were already one set.
  bool unite(std::uint32_t a, std::uint32_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    if (rank_[a] < rank_[b]) std::swap(a, b);
    parent_[b] = a;
    if (rank_[a] == rank_[b]) ++rank_[a];
    return true;
  }

 private:
  std::vector<std::uint32_t> parent_;
  std::vector<std::uint8_t> rank_;  // at most log2(rooms) < 32
};

// Every edge of the topology once, listed by its lower-numbered room.
std::vector<EdgeId> all_edges(const Neighborhood& neighbors) {
  const Topology& topology = neighbors.topology();
  Neighbor around[Maze::kMaxNeighbors];
  const auto for_each_edge = [&](auto&& visit) {
    for (RoomId room = 0; room < topology.cell_count(); ++room) {
      if (!topology.is_room(room)) continue;
      const int n = neighbors(room, around);
      for (int i = 0; i < n; ++i)
        if (around[i].room > room) visit(around[i].edge);
    }
  };
  std::size_t count = 0;
  for_each_edge([&](EdgeId) { ++count; });
  std::vector<EdgeId> edges;
  edges.reserve(count);
  for_each_edge([&](EdgeId edge) { edges.push_back(edge); });
  return edges;
}

}  // namespace

void carve_kruskal(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  std::vector<EdgeId> edges = all_edges(Neighborhood(topology));
  random.shuffle(edges);
  DisjointSets sets(topology.cell_count());
  for (const EdgeId edge : edges) {
    const auto [a, b] = topology.edge_rooms(edge);
    if (sets.unite(a, b)) maze.open(edge);
  }
}

}  // namespace wumpus::maze
