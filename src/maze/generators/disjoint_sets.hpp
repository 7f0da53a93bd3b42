// Union-find for the carvers that join rooms in random order (Kruskal,
// knock walls): path halving, union by rank. A root's entry holds
// kRoot | rank instead of a parent: room ids stay below 2^31 (three edge
// slots a room fit in 32 bits), so the top bit is free, and the rank needs
// no array (nor cache miss) of its own.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace wumpus::maze {

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
    unite_roots(a, b);
    return true;
  }

  // Joins the sets of two distinct roots; returns the root of the union.
  std::uint32_t unite_roots(std::uint32_t a, std::uint32_t b) {
    if (parent_[a] < parent_[b]) std::swap(a, b);  // a has the higher rank
    if (parent_[a] == parent_[b]) ++parent_[a];
    parent_[b] = a;
    return a;
  }

 private:
  static constexpr std::uint32_t kRoot = 0x80000000u;
  std::vector<std::uint32_t> parent_;
};

}  // namespace wumpus::maze
