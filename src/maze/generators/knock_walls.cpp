// Knock walls: knocks down walls in random order until the entrance and the
// exit connect, tracked with union-find. Not perfect: it leaves loops, and
// rooms outside the entrance's region may stay closed off.
#include "maze/generators/disjoint_sets.hpp"
#include "maze/generators/edge_hash.hpp"
#include "maze/generators/generators.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

namespace wumpus::maze {
namespace {

// A random permutation of [0, size) that needs no memory: a four-round
// Feistel network over the next even power of two, walking the cycle until
// the value falls inside the range. Every wall is visited once, so the
// carving stops even when the entrance and the exit can never meet.
class Shuffle {
 public:
  Shuffle(std::uint32_t size, Random& random) : size_(size) {
    const int bits = std::max(2, static_cast<int>(std::bit_width(size)));
    half_bits_ = (bits + 1) / 2;
    mask_ = (std::uint64_t{1} << half_bits_) - 1;
    for (auto& key : keys_) {
      key = random.next();  // two statements: a fixed order of draws
      key = key << 32 | random.next();
    }
  }

  std::uint32_t at(std::uint32_t index) const {
    std::uint64_t value = index;
    do value = encrypt(value);
    while (value >= size_);
    return static_cast<std::uint32_t>(value);
  }

 private:
  std::uint64_t encrypt(std::uint64_t value) const {
    std::uint64_t left = value >> half_bits_, right = value & mask_;
    for (std::uint64_t key : keys_) {
      const std::uint64_t next =
          left ^ (edge_hash(key, static_cast<EdgeId>(right)) & mask_);
      left = right;
      right = next;
    }
    return left << half_bits_ | right;
  }

  std::uint32_t size_;
  int half_bits_;
  std::uint64_t mask_;
  std::uint64_t keys_[4];
};

// Walls are taken from the shuffle a batch at a time, and their rooms'
// union-find entries prefetched, because the random order makes nearly
// every lookup a cache miss.
constexpr std::uint32_t kBatch = 16;

}  // namespace

void carve_knock_walls(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  if (maze.entrance == maze.exit) return;
  DisjointSets sets(topology.cell_count());
  // Roots change only when sets merge, so tracking these two is enough to
  // see the moment the entrance and the exit join.
  std::uint32_t entrance_root = maze.entrance, exit_root = maze.exit;
  const std::uint32_t slots = topology.edge_slot_count();
  const Shuffle order(slots, random);
  EdgeId batch[kBatch];
  for (std::uint32_t i = 0; i < slots;) {
    std::uint32_t count = 0;
    for (; i < slots && count < kBatch; ++i) {
      const EdgeId edge = order.at(i);
      if (!topology.edge_exists(edge)) continue;
      const auto [a, b] = topology.edge_rooms(edge);
      sets.prefetch(a);
      sets.prefetch(b);
      batch[count++] = edge;
    }
    for (std::uint32_t k = 0; k < count; ++k) {
      if (!maze.may_open(batch[k])) continue;
      maze.open(batch[k]);
      const auto [a, b] = topology.edge_rooms(batch[k]);
      const std::uint32_t root_a = sets.find(a), root_b = sets.find(b);
      if (root_a == root_b) continue;
      const std::uint32_t root = sets.unite_roots(root_a, root_b);
      if (entrance_root == root_a || entrance_root == root_b)
        entrance_root = root;
      if (exit_root == root_a || exit_root == root_b) exit_root = root;
      if (entrance_root == exit_root) return;
    }
  }
}

}  // namespace wumpus::maze
