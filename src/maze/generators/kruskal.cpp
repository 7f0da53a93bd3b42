// Kruskal: every possible passage in random order, opened when it joins two
// rooms not yet connected, tracked with union-find (path halving, union by
// rank). Parents take 4 bytes a room and the edges, a quarter at a time,
// 2 (3 on stacked levels). Both the shuffle and the finds jump around
// memory at random, so each looks ahead and prefetches what it will touch
// (for finds, the first two steps up).
#include "maze/generators/edge_hash.hpp"
#include "maze/generators/generators.hpp"

#include <algorithm>
#include <span>
#include <utility>
#include <vector>

namespace wumpus::maze {
namespace {

constexpr std::size_t kLookahead = 16;
constexpr std::uint64_t kBatches = 4;

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

// Calls visit(edge) for every edge of the topology, in slot order. Grids
// walk their coordinates rather than dividing room ids.
template <typename Visit>
void for_each_edge(const Topology& topology, Visit&& visit) {
  if (!topology.is_plain_grid()) {
    for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge)
      if (topology.edge_exists(edge)) visit(edge);
    return;
  }
  const std::uint32_t width = topology.width(), height = topology.height();
  const std::uint32_t levels = topology.levels(), area = width * height;
  RoomId room = 0;
  for (std::uint32_t z = 0; z < levels; ++z)
    for (std::uint32_t y = 0; y < height; ++y)
      for (std::uint32_t x = 0; x < width; ++x, ++room) {
        if (!topology.is_room(room)) continue;
        const EdgeId slots = room * Topology::kGridSlots;
        if (x + 1 < width && topology.is_room(room + 1)) visit(slots);
        if (y + 1 < height && topology.is_room(room + width)) visit(slots + 1);
        if (z + 1 < levels && topology.is_room(room + area)) visit(slots + 2);
      }
}

// Fisher-Yates, drawing each swap partner kLookahead swaps early so its
// cache line is on its way by the time it is swapped.
void shuffle(std::span<EdgeId> edges, Random& random) {
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

// Opens each edge, in order, that joins two sets, prefetching the first
// two steps of the finds ahead.
void join_across(std::span<const EdgeId> edges, const Topology& topology,
                 DisjointSets& sets, Maze& maze) {
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
    // Zeta and weave refuse some passages; only where they would join.
    if (topology.has_passage_rules() &&
        (sets.find(a) == sets.find(b) || !maze.may_open(edges[i])))
      continue;
    if (sets.unite(a, b)) maze.open(edges[i]);
  }
}

}  // namespace

void carve_kruskal(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  // A uniformly random order of the edges, one batch in memory at a time:
  // a hash deals each edge into one of kBatches batches, taken in turn,
  // each shuffled. (Sorting by uniform keys gives a uniform order; the
  // batch is the key's top bits and the shuffle orders the rest.)
  const std::uint64_t key = std::uint64_t{random.next()} << 32 | random.next();
  const auto batch_of = [key](EdgeId edge) {
    return edge_hash(key, edge) * kBatches >> 32;
  };
  std::size_t sizes[kBatches] = {};
  for_each_edge(topology, [&](EdgeId edge) { ++sizes[batch_of(edge)]; });
  // One spare slot: the filter writes every edge, then keeps it or not
  // (a branch on a hash would be mispredicted half the time).
  std::vector<EdgeId> edges(*std::max_element(sizes, sizes + kBatches) + 1);
  DisjointSets sets(topology.cell_count());
  for (std::uint64_t batch = 0; batch < kBatches; ++batch) {
    std::size_t count = 0;
    for_each_edge(topology, [&](EdgeId edge) {
      edges[count] = edge;
      count += batch_of(edge) == batch;
    });
    const std::span<EdgeId> dealt(edges.data(), count);
    shuffle(dealt, random);
    join_across(dealt, topology, sets, maze);
  }
}

}  // namespace wumpus::maze
