// Kruskal: every possible passage in random order, opened when it joins two
// rooms not yet connected, tracked with union-find (path halving, union by
// rank). Edge ids and parents cost 12 bytes a room on a flat grid. Both the
// shuffle and the finds jump around memory at random, so each looks ahead
// and prefetches what it will touch (for finds, the first two steps up).
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <utility>
#include <vector>

namespace wumpus::maze {
namespace {

constexpr std::size_t kLookahead = 16;

// A root's entry holds kRoot | rank instead of a parent: room ids stay
// below 2^31 (three edge slots a room fit in 32 bits), so the top bit is
// free, and the rank needs no array (nor cache miss) of its own.
class DisjointSets {
 public:
  explicit DisjointSets(std::uint32_t size) : parent_(size, kRoot) {}

  void prefetch(std::uint32_t x) const { __builtin_prefetch(&parent_[x]); }
  // Once x's entry has arrived: the entry a find from x reads next.
  void prefetch_parent(std::uint32_t x) const {
    if (!(parent_[x] & kRoot)) __builtin_prefetch(&parent_[parent_[x]]);
  }

  std::uint32_t find(std::uint32_t x) {
    while (!(parent_[x] & kRoot)) {
      const std::uint32_t up = parent_[x];
      if (parent_[up] & kRoot) return up;
      parent_[x] = parent_[up];
      x = parent_[up];
    }
    return x;
  }

  // Joins the sets of a and b; false if they were already one set.
  bool unite(std::uint32_t a, std::uint32_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    if (parent_[a] < parent_[b]) std::swap(a, b);  // a has the higher rank
    if (parent_[a] == parent_[b]) ++parent_[a];
    parent_[b] = a;
    return true;
  }

 private:
  static constexpr std::uint32_t kRoot = 0x80000000u;
  std::vector<std::uint32_t> parent_;
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

// Fisher-Yates, drawing each swap partner kLookahead swaps early so its
// cache line is on its way by the time it is swapped.
void shuffle(std::vector<EdgeId>& edges, Random& random) {
  const std::size_t n = edges.size();
  std::uint32_t partner[kLookahead];
  const auto draw = [&](std::size_t i) {  // the partner of position i - 1
    const auto j = random.below(static_cast<std::uint32_t>(i));
    partner[i % kLookahead] = j;
    __builtin_prefetch(&edges[j]);
  };
  for (std::size_t i = n; i > 1 && i + kLookahead > n; --i) draw(i);
  for (std::size_t i = n; i > 1; --i) {
    std::swap(edges[i - 1], edges[partner[i % kLookahead]]);
    if (i > kLookahead + 1) draw(i - kLookahead);  // reuses i's slot
  }
}

}  // namespace

void carve_kruskal(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  std::vector<EdgeId> edges = all_edges(Neighborhood(topology));
  shuffle(edges, random);
  DisjointSets sets(topology.cell_count());
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (i + 2 * kLookahead < edges.size()) {
      const auto [a, b] = topology.edge_rooms(edges[i + 2 * kLookahead]);
      sets.prefetch(a);
      sets.prefetch(b);
    }
    if (i + kLookahead < edges.size()) {
      const auto [a, b] = topology.edge_rooms(edges[i + kLookahead]);
      sets.prefetch_parent(a);
      sets.prefetch_parent(b);
    }
    const auto [a, b] = topology.edge_rooms(edges[i]);
    if (sets.unite(a, b)) maze.open(edges[i]);
  }
}

}  // namespace wumpus::maze
