#include "maze/generator.hpp"
#include "maze/generators/edge_hash.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <numeric>
#include <queue>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// The passages of the minimum spanning forest of Prim's edge weights (the
// edge hash under the key Prim draws first, ties by edge id), found by
// Kruskal's method, within the first room's part of the topology.
std::vector<bool> minimum_spanning_passages(const Topology& topology,
                                            std::uint64_t seed) {
  Random random(seed);
  const std::uint64_t key = std::uint64_t{random.next()} << 32 | random.next();
  std::vector<std::uint64_t> keyed;
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge)
    if (topology.edge_exists(edge))
      keyed.push_back(edge_hash(key, edge) << 32 | edge);
  std::sort(keyed.begin(), keyed.end());
  std::vector<RoomId> parent(topology.cell_count());
  std::iota(parent.begin(), parent.end(), 0);
  const auto root = [&](RoomId room) {
    while (parent[room] != room) room = parent[room] = parent[parent[room]];
    return room;
  };
  std::vector<bool> open(topology.edge_slot_count(), false);
  for (const std::uint64_t entry : keyed) {
    const auto edge = static_cast<EdgeId>(entry);
    const auto [a, b] = topology.edge_rooms(edge);
    if (root(a) == root(b)) continue;
    parent[root(a)] = root(b);
    open[edge] = true;
  }
  const RoomId first = root(topology.first_room());
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge)
    if (open[edge] && root(topology.edge_rooms(edge).first) != first)
      open[edge] = false;
  return open;
}

// A grid whose middle column is all holes: two parts, not connected.
TopologyPtr split_in_two(std::uint32_t width, std::uint32_t height) {
  Mask mask{width, height, std::vector<bool>(width * height, true)};
  for (std::uint32_t y = 0; y < height; ++y)
    mask.rooms[y * width + width / 2] = false;
  return std::make_shared<const Topology>(Topology::masked(mask));
}

// Prim as the books give it, with nothing made faster, for the shapes
// whose rules make the tree no minimum spanning tree: a heap of every edge
// leaving the tree, the lightest (by Prim's weight, ties by edge id) first,
// opened if it reaches a new room and the rules let it open now.
Maze textbook_prim(const TopologyPtr& topology, std::uint64_t seed) {
  Maze maze(topology);
  Random random(seed);
  const std::uint64_t key = std::uint64_t{random.next()} << 32 | random.next();
  std::priority_queue<std::uint64_t, std::vector<std::uint64_t>, std::greater<>>
      queue;
  std::vector<bool> joined(topology->cell_count(), false);
  const auto join = [&](RoomId room) {
    joined[room] = true;
    Neighbor around[Maze::kMaxNeighbors];
    const int n = topology->neighbors(room, around);
    for (int i = 0; i < n; ++i)
      if (!joined[around[i].room])
        queue.push(edge_hash(key, around[i].edge) << 32 | around[i].edge);
  };
  join(topology->first_room());
  while (!queue.empty()) {
    const auto edge = static_cast<EdgeId>(queue.top());
    queue.pop();
    const auto [a, b] = topology->edge_rooms(edge);
    if ((joined[a] && joined[b]) || !maze.may_open(edge)) continue;
    maze.open(edge);
    join(joined[a] ? b : a);
  }
  return maze;
}

}  // namespace

TEST_CASE("prim carves as the textbook's Prim on every tiling",
          "[maze][generators][prim]") {
  // Prim's loops that read a tiling's neighbours from tables, away from
  // the border, must carve what the plain algorithm does, the zeta rule
  // (crossing diagonals) and weave's included, on every side length (the
  // narrow ones take the general loop).
  std::vector<TopologyPtr> topologies;
  for (const Shape shape :
       {Shape::Zeta, Shape::Upsilon, Shape::Hex, Shape::Triangle})
    for (const std::uint32_t width : {2u, 3u, 4u, 5u, 6u, 9u, 31u})
      for (const std::uint32_t height : {1u, 2u, 3u, 4u, 5u, 8u, 27u})
        topologies.push_back(tiled(shape, width, height));
  topologies.push_back(tiled(Shape::Zeta, 1, 9));
  topologies.push_back(tiled(Shape::Polar, 7, 12));
  // Weave's rule may refuse a tunnel and let it open later: the queue
  // must not drop it early (a few of these carves would differ).
  for (const std::uint32_t side : {5u, 12u, 70u, 100u})
    topologies.push_back(tiled(Shape::Square, side, side, kWrapNone, true));
  for (std::size_t t = 0; t < topologies.size(); ++t)
    for (std::uint64_t seed = 1; seed <= (topologies[t]->weave() ? 24u : 4u);
         ++seed) {
      CAPTURE(t, seed);
      CHECK(same_passages(carve(topologies[t], "prim", seed),
                          textbook_prim(topologies[t], seed)));
    }
}

TEST_CASE("prim carves the minimum spanning tree of its edge weights",
          "[maze][generators][prim]") {
  // Prim stops once every room has joined, and its queue orders edges by
  // weight and id: the tree must still be the one minimum spanning tree,
  // on every shape without passage rules, and only the first room's part
  // of a topology that falls apart.
  const std::vector<TopologyPtr> topologies = {
      rectangle(1, 1),           rectangle(7, 5),
      rectangle(40, 31),         holed(9, 8),
      split_in_two(9, 6),        rectangle(6, 5, 3),
      tiled(Shape::Hex, 17, 12), tiled(Shape::Triangle, 16, 9),
      tiled(Shape::Polar, 6, 9), tiled(Shape::Upsilon, 13, 14),
      random_graph(60, 40, 3),   tiled(Shape::Square, 8, 7, kWrapX | kWrapY)};
  for (std::size_t t = 0; t < topologies.size(); ++t)
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      CAPTURE(t, seed);
      const Maze maze = carve(topologies[t], "prim", seed);
      const std::vector<bool> expected =
          minimum_spanning_passages(*topologies[t], seed);
      bool same = true;
      for (EdgeId edge = 0; edge < expected.size(); ++edge)
        same = same && maze.is_open(edge) == expected[edge];
      CHECK(same);
    }
}
