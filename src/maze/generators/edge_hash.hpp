// A keyed hash of edge ids: a random value per edge that costs no memory,
// for algorithms that give every edge a random weight or batch.
#pragma once

#include "maze/topology.hpp"

#include <cstdint>

namespace wumpus::maze {

// 32 well-mixed bits for `edge` under `key` (a splitmix64 finaliser).
inline std::uint64_t edge_hash(std::uint64_t key, EdgeId edge) {
  std::uint64_t z = key ^ edge;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return (z ^ (z >> 31)) >> 32;
}

}  // namespace wumpus::maze
