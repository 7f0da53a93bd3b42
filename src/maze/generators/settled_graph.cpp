#include "maze/generators/settled_graph.hpp"

#include "maze/generators/disjoint_sets.hpp"

namespace wumpus::maze {
namespace {

constexpr std::uint32_t kNoSettledNode = 0xffffffffu;
// Edge slots of a tiled square room (topology_tiled.cpp).
constexpr int kSettleSlotEast = 0, kSettleSlotSouth = 1;
constexpr int kSettleSlotTunnelEast = 2, kSettleSlotTunnelSouth = 3;
constexpr int kZetaSlotSouthEast = 2, kZetaSlotSouthWest = 3;

// Zeta: [x,y]'s south-east diagonal and [x+1,y]'s south-west one cross;
// a fair coin refuses one of them.
void keep_one_diagonal_per_square(const Topology& topology, Random& random,
                                  std::vector<bool>& refused) {
  const int slots = topology.slots_per_room();
  const std::uint32_t w = topology.width(), h = topology.height();
  for (std::uint32_t y = 0; y + 1 < h; ++y)
    for (std::uint32_t x = 0; x + 1 < w; ++x) {
      const RoomId room = y * w + x;
      refused[random.below(2) == 0
                  ? room * slots + kZetaSlotSouthEast
                  : (room + 1) * slots + kZetaSlotSouthWest] = true;
    }
}

bool has_open_passage(const Maze& maze, RoomId room) {
  Neighbor open[Maze::kMaxNeighbors];
  return maze.open_neighbors(room, open) > 0;
}

// Weave: Buck's crossings. A crossing's rooms stay free of other
// crossings for good (each has an open passage), and `joined` keeps the
// crossings' passages a forest.
void place_crossings(Maze& maze, Random& random, DisjointSets& joined,
                     std::vector<bool>& refused) {
  const Topology& topology = maze.topology();
  const int slots = topology.slots_per_room();
  const std::uint32_t w = topology.width(), h = topology.height();
  for (RoomId room = 0; room < topology.cell_count(); ++room) {
    refused[room * slots + kSettleSlotTunnelEast] = true;
    refused[room * slots + kSettleSlotTunnelSouth] = true;
  }
  for (std::uint32_t y = 1; y + 1 < h; ++y)
    for (std::uint32_t x = 1; x + 1 < w; ++x) {
      if (random.below(2) == 0) continue;
      const bool tunnel_east = random.below(2) == 0;
      const RoomId middle = y * w + x;
      const RoomId west = middle - 1, east = middle + 1;
      const RoomId north = middle - w, south = middle + w;
      const RoomId end_a = tunnel_east ? west : north;
      const RoomId end_b = tunnel_east ? east : south;
      const RoomId side_a = tunnel_east ? north : west;
      const RoomId side_b = tunnel_east ? south : east;
      if (has_open_passage(maze, middle) || maze.is_crossed(middle) ||
          maze.is_crossed(end_a) || maze.is_crossed(end_b) ||
          maze.is_crossed(side_a) || maze.is_crossed(side_b))
        continue;
      const std::uint32_t ends[] = {joined.find(end_a), joined.find(end_b)};
      const std::uint32_t sides[] = {joined.find(side_a), joined.find(side_b)};
      if (ends[0] == ends[1] || sides[0] == sides[1] ||
          (ends[0] == sides[0] && ends[1] == sides[1]) ||
          (ends[0] == sides[1] && ends[1] == sides[0]))
        continue;  // the crossing would close a loop
      const int corridor_slot = tunnel_east ? kSettleSlotSouth : kSettleSlotEast;
      maze.open(side_a * slots + corridor_slot);
      maze.open(middle * slots + corridor_slot);
      maze.open(end_a * slots + (tunnel_east ? kSettleSlotTunnelEast
                                             : kSettleSlotTunnelSouth));
      joined.unite(side_a, middle);
      joined.unite(middle, side_b);
      joined.unite(end_a, end_b);
    }
}

}  // namespace

// Why the walks end: the graph left is connected. A node cut off would
// have only refused passages out, and those join a crossed room to its
// tunnel's ends. Its last room (in row order) then has every passage
// south and east refused; but a crossed room's corridor neighbours and a
// tunnel's far end are in its node, and crossings are never on the border,
// so that room is the grid's last. Likewise its first room is the grid's
// first: there is one node only.
SettledGraph::SettledGraph(Maze& maze, Random& random) {
  const Topology& topology = maze.topology();
  const std::uint32_t cells = topology.cell_count();
  std::vector<bool> refused(topology.edge_slot_count(), false);
  DisjointSets joined(cells);
  if (topology.shape() == Shape::Zeta)
    keep_one_diagonal_per_square(topology, random, refused);
  else
    place_crossings(maze, random, joined, refused);

  node_of_.assign(cells, kNoSettledNode);
  std::uint32_t nodes = 0;
  for (RoomId room = 0; room < cells; ++room) {
    if (!topology.is_room(room)) continue;
    const std::uint32_t set = joined.find(room);  // a room of the same node
    if (node_of_[set] == kNoSettledNode) node_of_[set] = nodes++;
    node_of_[room] = node_of_[set];
  }

  // Every passage out of a node, grouped by node (a counting sort).
  const auto for_each_exit = [&](auto visit) {
    Neighbor around[Maze::kMaxNeighbors];
    for (RoomId room = 0; room < cells; ++room) {
      if (!topology.is_room(room)) continue;
      const int n = topology.neighbors(room, around);
      for (int i = 0; i < n; ++i) {
        const EdgeId edge = around[i].edge;
        const std::uint32_t to = node_of_[around[i].room];
        if (to != node_of_[room] && !refused[edge] && maze.may_open(edge))
          visit(node_of_[room], Exit{edge, to});
      }
    }
  };
  first_exit_.assign(std::size_t{nodes} + 1, 0);
  for_each_exit([&](std::uint32_t node, Exit) { ++first_exit_[node + 1]; });
  for (std::uint32_t node = 0; node < nodes; ++node)
    first_exit_[node + 1] += first_exit_[node];
  exits_.resize(first_exit_[nodes]);
  std::vector<std::uint32_t> filled(first_exit_.begin(), first_exit_.end() - 1);
  for_each_exit(
      [&](std::uint32_t node, Exit exit) { exits_[filled[node]++] = exit; });
}

}  // namespace wumpus::maze
