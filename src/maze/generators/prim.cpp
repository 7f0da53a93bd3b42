// Prim with random weights: grows one tree, always through the lightest
// passage leaving it, so the maze is the minimum spanning tree of random
// edge weights (the same distribution as Kruskal's). A weight is a hash of
// the edge id and a key drawn from the stream, so none is stored.
#include "maze/divisor.hpp"
#include "maze/generators/edge_hash.hpp"
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <utility>
#include <vector>

namespace wumpus::maze {
namespace {

// A min-queue of edges by weight. Weights are uniform, so buckets by their
// top bits stay small, and only the lowest buckets are ever popped: a
// bucket is a plain bag of 32-bit edge ids (a push costs O(1)), which
// halves the memory of the many edges that wait in heavy buckets until
// the end, until it must give its lightest edge; then it is sorted once,
// each edge as its weight and id in one 64-bit key, and gives its edges
// from the back. Few pushes land in a bucket while it is being emptied
// (about one in a bucket count), so inserting them in order costs less
// than a heap's every pop, which missed the cache and the branch
// predictor. A bucket drops its stale edges (they could never be taken)
// before it is sorted. At most 4096 buckets, so that their ends, where pushes
// land at random, stay in cache. Two levels of bitmap find the lowest non-empty
// bucket.
class BucketQueue {
 public:
  BucketQueue(std::uint32_t rooms, std::uint64_t key)
      : key_(key),
        shift_(32 -
               std::clamp(static_cast<int>(std::bit_width(rooms)) - 10, 1, 12)),
        buckets_(std::size_t{1} << (32 - shift_)),
        occupied_((buckets_.size() + 63) / 64, 0),
        summary_((occupied_.size() + 63) / 64, 0) {}

  void push(EdgeId edge) {
    const std::uint64_t weight = edge_weight(edge);
    const std::size_t b = weight >> shift_;
    Bucket& bucket = buckets_[b];
    if (bucket.sorted) {
      const std::uint64_t keyed = weight << 32 | edge;
      bucket.keys.insert(std::upper_bound(bucket.keys.begin(),
                                          bucket.keys.end(), keyed, Heavier{}),
                         keyed);
    } else {
      bucket.bag.push_back(edge);
    }
    occupied_[b / 64] |= std::uint64_t{1} << (b % 64);
    summary_[b / 4096] |= std::uint64_t{1} << (b / 64 % 64);
    ++size_;
  }

  // The lightest queued edge, or kNoEdge once none is left. `stale(edge)`
  // says an edge can no longer be taken, for good: a bucket drops those
  // before it is sorted. The heavy buckets, popped last, hold mostly edges
  // between two rooms of the tree by then, more of them the more
  // neighbours a room has.
  template <typename Stale>
  EdgeId pop(Stale stale) {
    while (size_ > 0) {
      std::size_t word = 0;
      while (summary_[word] == 0) ++word;
      word = word * 64 + lowest_bit(summary_[word]);
      const std::size_t b = word * 64 + lowest_bit(occupied_[word]);
      Bucket& bucket = buckets_[b];
      if (!bucket.sorted) sort_fresh(bucket, stale);
      EdgeId edge = kNoEdge;
      if (!bucket.keys.empty()) {
        edge = static_cast<EdgeId>(bucket.keys.back());
        bucket.keys.pop_back();
        --size_;
      }
      if (bucket.keys.empty()) {
        occupied_[word] &= ~(std::uint64_t{1} << (b % 64));
        if (occupied_[word] == 0)
          summary_[word / 64] &= ~(std::uint64_t{1} << (word % 64));
      }
      if (edge != kNoEdge) return edge;
    }
    return kNoEdge;
  }

 private:
  static std::size_t lowest_bit(std::uint64_t word) {
    return static_cast<std::size_t>(std::countr_zero(word));
  }
  // The 32-bit weight of `edge`.
  std::uint64_t edge_weight(EdgeId edge) const { return edge_hash(key_, edge); }
  // Sorted heaviest first, so the lightest is popped from the back; ties
  // (never: edge ids differ) broken by edge id.
  using Heavier = std::greater<std::uint64_t>;
  struct Bucket {
    std::vector<EdgeId> bag;
    std::vector<std::uint64_t> keys;  // weight << 32 | edge, once sorted
    bool sorted = false;
  };
  // Sorts a bag into keys, less the edges already stale.
  template <typename Stale>
  void sort_fresh(Bucket& bucket, Stale stale) {
    size_ -= std::erase_if(bucket.bag, stale);
    bucket.keys.reserve(bucket.bag.size());
    for (const EdgeId edge : bucket.bag)
      bucket.keys.push_back(edge_weight(edge) << 32 | edge);
    std::vector<EdgeId>().swap(bucket.bag);
    std::sort(bucket.keys.begin(), bucket.keys.end(), Heavier{});
    bucket.sorted = true;
  }

  std::uint64_t key_;
  int shift_;
  std::vector<Bucket> buckets_;
  std::vector<std::uint64_t> occupied_;  // one bit per non-empty bucket
  std::vector<std::uint64_t> summary_;   // one bit per non-zero word above
  std::size_t size_ = 0;
};

// Grows the tree from the first room, always through the lightest queued
// edge that still reaches a new room and may open: `ends(edge)` gives an
// edge's two rooms, `join(room)` marks a room joined and queues its edges
// to the rooms not yet joined that may still open.
template <typename Ends, typename Join>
void grow_lightest_first(Maze& maze, BucketQueue& queue,
                         const std::vector<bool>& joined, Ends ends,
                         Join join) {
  const Topology& topology = maze.topology();
  join(topology.first_room());
  // An edge is stale, for good, once both its rooms have joined or a zeta
  // diagonal crossing it has opened. (Weave's rule may refuse a tunnel
  // that it lets open later: it is asked when the edge is popped.)
  const bool zeta = topology.shape() == Shape::Zeta;
  const auto stale = [&](EdgeId edge) {
    const auto [a, b] = ends(edge);
    return (joined[a] && joined[b]) || (zeta && !maze.zeta_may_open(edge));
  };
  // Once every room has joined, the edges still queued (about half of
  // them, the heaviest) all lead inside the tree: stop rather than pop
  // them. A topology whose rooms are not all connected empties the queue.
  std::uint32_t unjoined = topology.room_count() - 1;
  while (unjoined > 0) {
    const EdgeId edge = queue.pop(stale);
    if (edge == kNoEdge) break;
    if (stale(edge) || !maze.may_open(edge)) continue;
    const auto [a, b] = ends(edge);
    maze.open(edge);
    join(joined[a] ? b : a);
    --unjoined;
  }
}

// The neighbours of an interior room of a hex, triangle, upsilon or zeta
// grid by parity class of its column and row (x & 1 | (y & 1) << 1), as
// steps from its id and its first edge slot, and where each slot it owns
// leads; read from the topology once, so that the rooms away from the
// border (all but a few) find theirs with no call and no division.
struct PrimTiledWays {
  int count = 0;
  std::uint32_t room_step[Maze::kMaxNeighbors] = {};  // modulo 2^32
  std::uint32_t edge_step[Maze::kMaxNeighbors] = {};
  std::uint32_t own_step[Topology::kTiledSlots] = {};
};

// False where the tables do not apply (another kind of topology, a grid
// under 4 rooms across or down, which has no interior room of each class).
bool record_prim_tiled_ways(const Topology& topology,
                            PrimTiledWays (&classes)[4]) {
  const Shape shape = topology.shape();
  if (topology.kind() != Topology::Kind::Tiled || shape == Shape::Polar ||
      topology.width() < 4 || topology.height() < 4)
    return false;
  const std::uint32_t w = topology.width();
  constexpr auto kSlots = static_cast<std::uint32_t>(Topology::kTiledSlots);
  for (std::uint32_t y = 1; y <= 2; ++y)
    for (std::uint32_t x = 1; x <= 2; ++x) {
      const RoomId room = y * w + x;
      PrimTiledWays& ways = classes[(x & 1) | (y & 1) << 1];
      Neighbor around[Maze::kMaxNeighbors];
      ways.count = topology.neighbors(room, around);
      for (int i = 0; i < ways.count; ++i) {
        ways.room_step[i] = around[i].room - room;
        ways.edge_step[i] = around[i].edge - room * kSlots;
        if (ways.edge_step[i] < kSlots)
          ways.own_step[ways.edge_step[i]] = ways.room_step[i];
      }
    }
  return true;
}

// Prim on a hex, triangle, upsilon or zeta grid of 4 or more rooms across
// and down: the rooms of one parity class have the same neighbours at the
// same steps, but at the border, whose rooms ask the topology. An edge
// owned by a border room leads where its slot leads from an interior room
// of its class (the shapes' neighbours are one column and row apart, and
// the border only takes some away), so the ends of every queued edge come
// from the tables. kZeta: diagonals crossed by an open one are not queued.
template <bool kZeta, typename JoinAnywhere>
void grow_tiled(Maze& maze, BucketQueue& queue, std::vector<bool>& joined,
                const PrimTiledWays (&classes)[4], JoinAnywhere join_anywhere) {
  const Topology& topology = maze.topology();
  const std::uint32_t w = topology.width(), h = topology.height();
  const Divisor rows(w);
  constexpr auto kSlots = static_cast<EdgeId>(Topology::kTiledSlots);
  const auto class_of = [&](RoomId room, std::uint32_t* x) {
    const std::uint32_t y = rows.divide(room);
    *x = room - y * w;
    return (*x & 1) | (y & 1) << 1 | (y - 1 < h - 2 ? 0 : 4);
  };
  grow_lightest_first(
      maze, queue, joined,
      [&](EdgeId edge) {
        const RoomId room = edge / kSlots;
        std::uint32_t x;
        const unsigned at = class_of(room, &x) & 3;
        return std::pair{room, room + classes[at].own_step[edge % kSlots]};
      },
      [&](RoomId room) {
        std::uint32_t x;
        const unsigned at = class_of(room, &x);
        if (at > 3 || x - 1 >= w - 2) {  // on the border
          join_anywhere(room);
          return;
        }
        joined[room] = true;
        const PrimTiledWays& ways = classes[at];
        const EdgeId own = room * kSlots;
        // Chosen without branches (which rooms have joined is too random
        // to predict), then queued.
        EdgeId edges[Maze::kMaxNeighbors];
        int n = 0;
        for (int i = 0; i < ways.count; ++i) {
          edges[n] = own + ways.edge_step[i];
          n += unsigned{!joined[room + ways.room_step[i]]} &
               unsigned{!kZeta || maze.zeta_may_open(edges[n])};
        }
        for (int i = 0; i < n; ++i) queue.push(edges[i]);
      });
}

}  // namespace

void carve_prim(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const Neighborhood neighbors(topology);
  const std::uint64_t key = std::uint64_t{random.next()} << 32 | random.next();
  std::vector<bool> joined(topology.cell_count(), false);
  BucketQueue queue(topology.room_count(), key);
  // A zeta diagonal crossed by an open one never opens: it is not queued.
  const bool zeta = topology.shape() == Shape::Zeta;
  const auto join = [&](RoomId room) {
    joined[room] = true;
    Neighbor around[Maze::kMaxNeighbors];
    int n = neighbors.matching(room, joined, false, around);
    if (zeta) n = allowed_only(maze, around, n);
    for (int i = 0; i < n; ++i) queue.push(around[i].edge);
  };
  PrimTiledWays classes[4];
  if (!record_prim_tiled_ways(topology, classes)) {
    grow_lightest_first(
        maze, queue, joined,
        [&](EdgeId edge) { return topology.edge_rooms(edge); }, join);
  } else if (zeta) {
    grow_tiled<true>(maze, queue, joined, classes, join);
  } else {
    grow_tiled<false>(maze, queue, joined, classes, join);
  }
}

}  // namespace wumpus::maze
