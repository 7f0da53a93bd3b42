// The graph Wilson and Aldous-Broder walk on zeta and woven grids: its own
// neighbour arithmetic agrees with the topology's, and its nodes are the
// rooms the settled crossings join.
#include "maze/generators/settled_graph.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

using SettledNeighborList = std::vector<std::pair<RoomId, EdgeId>>;

SettledNeighborList sorted_without_tunnels(const Neighbor* list, int count,
                                           int slots, bool weave) {
  SettledNeighborList out;
  for (int i = 0; i < count; ++i)
    if (!weave || list[i].edge % static_cast<EdgeId>(slots) < 2)
      out.emplace_back(list[i].room, list[i].edge);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("the settled graph's neighbours are the topology's, tunnels aside",
          "[maze][generators][rules]") {
  const auto [width, height] = GENERATE(table<std::uint32_t, std::uint32_t>(
      {{1, 1}, {1, 4}, {4, 1}, {3, 3}, {5, 4}, {7, 6}}));
  const unsigned wrap =
      GENERATE(0u + kWrapNone, 0u + kWrapX, 0u + kWrapY, kWrapX | kWrapY);
  const bool wraps_short =
      ((wrap & kWrapX) && width < 3) || ((wrap & kWrapY) && height < 3);
  std::vector<TopologyPtr> shapes = {tiled(Shape::Zeta, width, height)};
  if (!wraps_short)
    shapes.push_back(tiled(Shape::Square, width, height, wrap, true));
  for (const TopologyPtr& topology : shapes) {
    Maze maze(topology);
    Random random(1);
    const SettledGraph graph(maze, random);
    for (RoomId room = 0; room < topology->cell_count(); ++room) {
      Neighbor mine[Maze::kMaxNeighbors], theirs[Maze::kMaxNeighbors];
      const int slots = topology->slots_per_room();
      INFO(shape_name(topology->shape())
           << " " << width << "x" << height << " wrap " << wrap << ", room "
           << room);
      CHECK(sorted_without_tunnels(mine, graph.neighbors(room, mine), slots,
                                   false) ==
            sorted_without_tunnels(theirs, topology->neighbors(room, theirs),
                                   slots, topology->weave()));
    }
  }
}

TEST_CASE("a woven grid's settled nodes are the rooms its crossings join",
          "[maze][generators][rules]") {
  const TopologyPtr topology = tiled(Shape::Square, 12, 9, kWrapNone, true);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Maze maze(topology);
    Random random(seed);
    const SettledGraph graph(maze, random);
    // Rooms joined by the crossings' open passages share a node, and each
    // node's rooms are joined: nodes = rooms - passages (a forest).
    std::set<RoomId> nodes;
    for (RoomId room = 0; room < topology->cell_count(); ++room) {
      nodes.insert(graph.node_of(room));
      CHECK(graph.node_of(room) < graph.node_bound());
      Neighbor open[Maze::kMaxNeighbors];
      const int n = maze.open_neighbors(room, open);
      for (int i = 0; i < n; ++i)
        CHECK(graph.node_of(open[i].room) == graph.node_of(room));
    }
    CHECK(nodes.size() == graph.node_count());
    CHECK(nodes.size() + maze.passage_count() == topology->room_count());
  }
}
