// Prim with random weights: grows one tree, always through the lightest
// passage leaving it, so the maze is the minimum spanning tree of random
// edge weights (the same distribution as Kruskal's). A weight is a hash of
// the edge id and a key drawn from the stream, so none is stored.
#include "maze/generators/edge_hash.hpp"
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <algorithm>
#include <bit>
#include <functional>
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
// predictor. At most 4096 buckets, so that their ends, where pushes land
// at random, stay in cache. Two levels of bitmap find the lowest
// non-empty bucket.
class BucketQueue {
 public:
  BucketQueue(std::uint32_t rooms, std::uint64_t key)
      : key_(key),
        shift_(32 -
               std::clamp(static_cast<int>(std::bit_width(rooms)) - 10, 1, 12)),
        buckets_(std::size_t{1} << (32 - shift_)),
        occupied_((buckets_.size() + 63) / 64, 0),
        summary_((occupied_.size() + 63) / 64, 0) {}

  bool empty() const { return size_ == 0; }

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

  EdgeId pop() {
    std::size_t word = 0;
    while (summary_[word] == 0) ++word;
    word = word * 64 + lowest_bit(summary_[word]);
    const std::size_t b = word * 64 + lowest_bit(occupied_[word]);
    Bucket& bucket = buckets_[b];
    if (!bucket.sorted) {
      bucket.keys.reserve(bucket.bag.size());
      for (const EdgeId edge : bucket.bag)
        bucket.keys.push_back(edge_weight(edge) << 32 | edge);
      std::vector<EdgeId>().swap(bucket.bag);
      std::sort(bucket.keys.begin(), bucket.keys.end(), Heavier{});
      bucket.sorted = true;
    }
    const auto edge = static_cast<EdgeId>(bucket.keys.back());
    bucket.keys.pop_back();
    if (bucket.keys.empty()) {
      occupied_[word] &= ~(std::uint64_t{1} << (b % 64));
      if (occupied_[word] == 0)
        summary_[word / 64] &= ~(std::uint64_t{1} << (word % 64));
    }
    --size_;
    return edge;
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

  std::uint64_t key_;
  int shift_;
  std::vector<Bucket> buckets_;
  std::vector<std::uint64_t> occupied_;  // one bit per non-empty bucket
  std::vector<std::uint64_t> summary_;   // one bit per non-zero word above
  std::size_t size_ = 0;
};

}  // namespace

void carve_prim(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const Neighborhood neighbors(topology);
  const std::uint64_t key = std::uint64_t{random.next()} << 32 | random.next();
  std::vector<bool> visited(topology.cell_count(), false);
  BucketQueue queue(topology.room_count(), key);
  Neighbor around[Maze::kMaxNeighbors];
  // A zeta diagonal crossed by an open one never opens: it is not queued.
  const bool zeta = topology.shape() == Shape::Zeta;
  const auto join = [&](RoomId room) {
    visited[room] = true;
    int n = neighbors.matching(room, visited, false, around);
    if (zeta) n = allowed_only(maze, around, n);
    for (int i = 0; i < n; ++i) queue.push(around[i].edge);
  };
  join(topology.first_room());
  // Once every room has joined, the edges still queued (about half of
  // them, the heaviest) all lead inside the tree: stop rather than pop
  // them. A topology whose rooms are not all connected empties the queue.
  std::uint32_t unjoined = topology.room_count() - 1;
  while (unjoined > 0 && !queue.empty()) {
    const EdgeId edge = queue.pop();
    const auto [a, b] = topology.edge_rooms(edge);
    if ((visited[a] && visited[b]) || !maze.may_open(edge)) continue;
    maze.open(edge);
    join(visited[a] ? b : a);
    --unjoined;
  }
}

}  // namespace wumpus::maze
