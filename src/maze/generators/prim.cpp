// Prim with random weights: grows one tree, always through the lightest
// passage leaving it, so the maze is the minimum spanning tree of random
// edge weights. A weight is a hash of the edge id and a key drawn from the
// stream, so none is stored; the heap holds (weight, edge) in 64 bits.
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <algorithm>
#include <functional>
#include <vector>

namespace wumpus::maze {
namespace {

// The 32-bit weight of `edge` (a splitmix64 finaliser of key ^ edge).
std::uint64_t weight(std::uint64_t key, EdgeId edge) {
  std::uint64_t z = key ^ edge;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return (z ^ (z >> 31)) >> 32;
}

}  // namespace

void carve_prim(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const Neighborhood neighbors(topology);
  const std::uint64_t key = std::uint64_t{random.next()} << 32 | random.next();
  std::vector<bool> visited(topology.cell_count(), false);
  std::vector<std::uint64_t> heap;  // weight << 32 | edge, lightest on top
  const std::greater<> heavier;
  Neighbor around[Maze::kMaxNeighbors];
  const auto join = [&](RoomId room) {
    visited[room] = true;
    const int n = neighbors(room, around);
    for (int i = 0; i < n; ++i) {
      if (visited[around[i].room]) continue;
      heap.push_back(weight(key, around[i].edge) << 32 | around[i].edge);
      std::push_heap(heap.begin(), heap.end(), heavier);
    }
  };
  join(topology.first_room());
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), heavier);
    const auto edge = static_cast<EdgeId>(heap.back());
    heap.pop_back();
    const auto [a, b] = topology.edge_rooms(edge);
    if (visited[a] && visited[b]) continue;
    maze.open(edge);
    join(visited[a] ? b : a);
  }
}

}  // namespace wumpus::maze
