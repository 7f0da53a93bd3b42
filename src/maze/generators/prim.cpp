// Prim with random weights: grows one tree, always through the lightest
// passage leaving it, so the maze is the minimum spanning tree of random
// edge weights (the same distribution as Kruskal's). A weight is a hash of
// the edge id and a key drawn from the stream, so none is stored.
#include "maze/generators/edge_hash.hpp"
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <algorithm>
#include <bit>
#include <vector>

namespace wumpus::maze {
namespace {

// The 32-bit weight of `edge`.
std::uint64_t weight(std::uint64_t key, EdgeId edge) {
  return edge_hash(key, edge);
}

// A min-queue of edges by weight. Weights are uniform, so buckets by their
// top bits stay small, and only the lowest buckets are ever popped: a
// bucket is a plain bag (a push costs O(1)) until it must give its
// lightest edge, then a heap. Edges are stored as 32-bit ids and their
// weights recomputed, which halves the memory of the many edges that wait
// in heavy buckets until the end. At most 4096 buckets, so that their ends,
// where pushes land at random, stay in cache. Two levels of bitmap find
// the lowest non-empty bucket.
class BucketQueue {
 public:
  BucketQueue(std::uint32_t rooms, std::uint64_t key)
      : key_(key),
        shift_(32 -
               std::clamp(static_cast<int>(std::bit_width(rooms)) - 10, 1, 12)),
        buckets_(std::size_t{1} << (32 - shift_)),
        heaped_(buckets_.size(), false),
        occupied_((buckets_.size() + 63) / 64, 0),
        summary_((occupied_.size() + 63) / 64, 0) {}

  bool empty() const { return size_ == 0; }

  void push(EdgeId edge) {
    const std::size_t b = weight(key_, edge) >> shift_;
    std::vector<EdgeId>& bucket = buckets_[b];
    bucket.push_back(edge);
    if (heaped_[b]) std::push_heap(bucket.begin(), bucket.end(), heavier());
    occupied_[b / 64] |= std::uint64_t{1} << (b % 64);
    summary_[b / 4096] |= std::uint64_t{1} << (b / 64 % 64);
    ++size_;
  }

  EdgeId pop() {
    std::size_t word = 0;
    while (summary_[word] == 0) ++word;
    word = word * 64 + lowest_bit(summary_[word]);
    const std::size_t b = word * 64 + lowest_bit(occupied_[word]);
    std::vector<EdgeId>& bucket = buckets_[b];
    if (!heaped_[b]) {
      std::make_heap(bucket.begin(), bucket.end(), heavier());
      heaped_[b] = true;
    }
    std::pop_heap(bucket.begin(), bucket.end(), heavier());
    const EdgeId edge = bucket.back();
    bucket.pop_back();
    if (bucket.empty()) {
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
  // Heap order: the lightest on top, ties broken by edge id.
  struct Heavier {
    std::uint64_t key;
    bool operator()(EdgeId x, EdgeId y) const {
      return (weight(key, x) << 32 | x) > (weight(key, y) << 32 | y);
    }
  };
  Heavier heavier() const { return {key_}; }

  std::uint64_t key_;
  int shift_;
  std::vector<std::vector<EdgeId>> buckets_;
  std::vector<bool> heaped_;
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
  const auto join = [&](RoomId room) {
    visited[room] = true;
    const int n = neighbors.matching(room, visited, false, around);
    for (int i = 0; i < n; ++i) queue.push(around[i].edge);
  };
  join(topology.first_room());
  while (!queue.empty()) {
    const EdgeId edge = queue.pop();
    const auto [a, b] = topology.edge_rooms(edge);
    if ((visited[a] && visited[b]) || !maze.may_open(edge)) continue;
    maze.open(edge);
    join(visited[a] ? b : a);
  }
}

}  // namespace wumpus::maze
