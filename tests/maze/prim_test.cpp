#include "maze/generator.hpp"
#include "maze/generators/edge_hash.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
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

}  // namespace

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
