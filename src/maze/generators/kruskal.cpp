// Kruskal: every possible passage in random order, opened when it joins two
// rooms not yet connected, tracked with union-find (path halving, union by
// rank). Parents take 4 bytes a room and the edges, a quarter at a time,
// 2 (3 on stacked levels). Both the shuffle and the finds jump around
// memory at random, so each looks ahead and prefetches what it will touch
// (for finds, the first two steps up).
#include "maze/generators/disjoint_sets.hpp"
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

// Calls visit(edge) for every edge of the topology, in slot order. Grids
// walk their coordinates rather than dividing room ids; other shapes take
// each room's own slots from its neighbour list, which gives them in slot
// order, rather than asking of every slot whether it leads anywhere.
template <typename Visit>
void for_each_edge(const Topology& topology, Visit&& visit) {
  if (topology.kind() == Topology::Kind::Graph) {
    for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge)
      visit(edge);
    return;
  }
  if (!topology.is_plain_grid() || topology.has_sealed_walls()) {
    const auto slots = static_cast<EdgeId>(topology.slots_per_room());
    Neighbor around[Maze::kMaxNeighbors];
    for (RoomId room = 0; room < topology.cell_count(); ++room) {
      if (!topology.is_room(room)) continue;
      const int n = topology.neighbors(room, around);
      for (int i = 0; i < n; ++i)
        if (around[i].edge - room * slots < slots) visit(around[i].edge);
    }
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
// two steps of the finds ahead. An edge's rooms are looked up once, when
// first looked ahead at, and kept for the two later looks (on the shapes
// other than the plain grid a look-up costs more than keeping it).
void join_across(std::span<const EdgeId> edges, const Topology& topology,
                 DisjointSets& sets, Maze& maze) {
  const bool has_rules = topology.has_passage_rules();
  constexpr std::size_t kKept = 2 * kLookahead;
  std::pair<RoomId, RoomId> ends[kKept];  // by position modulo kKept
  for (std::size_t i = 0; i < kKept && i < edges.size(); ++i)
    ends[i] = topology.edge_rooms(edges[i]);
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const auto [a, b] = ends[i % kKept];
    if (i + kKept < edges.size()) {  // takes over position i's place
      ends[i % kKept] = topology.edge_rooms(edges[i + kKept]);
      sets.prefetch(ends[i % kKept].first);
      sets.prefetch(ends[i % kKept].second);
    }
    if (i + kLookahead < edges.size()) {
      const auto [ahead_a, ahead_b] = ends[(i + kLookahead) % kKept];
      sets.prefetch_parent(ahead_a);
      sets.prefetch_parent(ahead_b);
    }
    // Zeta and weave refuse some passages; only where they would join.
    if (has_rules && (sets.find(a) == sets.find(b) || !maze.may_open(edges[i])))
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
