#include "maze/generators/settled_graph.hpp"

#include "maze/generators/disjoint_sets.hpp"

namespace wumpus::maze {
namespace {

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
      refused[random.below(2) == 0 ? room * slots + kZetaSlotSouthEast
                                   : (room + 1) * slots + kZetaSlotSouthWest] =
          true;
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
      const int corridor_slot =
          tunnel_east ? kSettleSlotSouth : kSettleSlotEast;
      maze.open(side_a * slots + corridor_slot);
      maze.open(middle * slots + corridor_slot);
      maze.open(end_a * slots +
                (tunnel_east ? kSettleSlotTunnelEast : kSettleSlotTunnelSouth));
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
SettledGraph::SettledGraph(Maze& maze, Random& random)
    : topology_(maze.topology()),
      width_(topology_.width()),
      height_(topology_.height()),
      diagonals_(topology_.shape() == Shape::Zeta) {
  const std::uint32_t cells = topology_.cell_count();
  std::vector<bool> refused(topology_.edge_slot_count(), false);
  if (diagonals_) {
    keep_one_diagonal_per_square(topology_, random, refused);
    node_count_ = topology_.room_count();
  } else {
    DisjointSets joined(cells);
    place_crossings(maze, random, joined, refused);
    grouped_.assign(cells, false);
    for (RoomId room = 0; room < cells; ++room) {
      const RoomId root = joined.find(room);
      if (root != room) grouped_[room] = grouped_[root] = true;
    }
    // Each set of grouped rooms numbered after the rooms, by its first.
    node_of_.assign(cells, kNoRoom);
    std::uint32_t groups = 0, grouped_rooms = 0;
    for (RoomId room = 0; room < cells; ++room) {
      if (!grouped_[room]) continue;
      ++grouped_rooms;
      const RoomId root = joined.find(room);
      if (node_of_[root] == kNoRoom) node_of_[root] = cells + groups++;
      node_of_[room] = node_of_[root];
    }
    node_count_ = cells - grouped_rooms + groups;  // woven grids have no holes
    first_group_exit_.assign(std::size_t{groups} + 1, 0);
  }
  usable_.assign(topology_.edge_slot_count(), false);
  Neighbor around[Maze::kMaxNeighbors];
  for (RoomId room = 0; room < cells; ++room) {
    const int n = neighbors(room, around);
    for (int i = 0; i < n; ++i)
      usable_[around[i].edge] =
          !refused[around[i].edge] && maze.may_open(around[i].edge);
  }
  if (!grouped_.empty()) list_group_exits();
}

// A counting sort of the grouped rooms' passages out by group.
void SettledGraph::list_group_exits() {
  const std::uint32_t cells = topology_.cell_count();
  const auto for_each_grouped_exit = [&](auto visit) {
    for (RoomId room = 0; room < cells; ++room)
      if (grouped_[room])
        for_each_exit_of_room(room, node_of_[room], [&](Exit exit) {
          visit(node_of_[room] - cells, exit.edge);
        });
  };
  for_each_grouped_exit(
      [&](std::uint32_t group, EdgeId) { ++first_group_exit_[group + 1]; });
  const std::size_t groups = first_group_exit_.size() - 1;
  for (std::size_t g = 0; g < groups; ++g)
    first_group_exit_[g + 1] += first_group_exit_[g];
  group_exits_.resize(first_group_exit_[groups]);
  std::vector<std::uint32_t> filled(first_group_exit_.begin(),
                                    first_group_exit_.end() - 1);
  for_each_grouped_exit([&](std::uint32_t group, EdgeId edge) {
    group_exits_[filled[group]++] = edge;
  });
}

// The slots as topology_tiled.cpp numbers them: a room owns the passages
// east (0), south (1) and, on zeta, south-east (2) and south-west (3); a
// wrapped side's passage belongs to the room on the last column or row.
int SettledGraph::neighbors(RoomId room, Neighbor* out) const {
  constexpr EdgeId kSlots = Topology::kTiledSlots;
  const std::uint32_t w = width_, h = height_;
  const std::uint32_t y = room / w, x = room - y * w;
  const unsigned wrap = topology_.wrap();
  int n = 0;
  if (x + 1 < w)
    out[n++] = {room + 1, room * kSlots};
  else if (wrap & kWrapX)
    out[n++] = {room - x, room * kSlots};
  if (x > 0)
    out[n++] = {room - 1, (room - 1) * kSlots};
  else if (wrap & kWrapX)
    out[n++] = {room + w - 1, (room + w - 1) * kSlots};
  if (y + 1 < h)
    out[n++] = {room + w, room * kSlots + 1};
  else if (wrap & kWrapY)
    out[n++] = {x, room * kSlots + 1};
  if (y > 0)
    out[n++] = {room - w, (room - w) * kSlots + 1};
  else if (wrap & kWrapY)
    out[n++] = {room + (h - 1) * w, (room + (h - 1) * w) * kSlots + 1};
  if (!diagonals_) return n;
  if (y + 1 < h && x + 1 < w) out[n++] = {room + w + 1, room * kSlots + 2};
  if (y + 1 < h && x > 0) out[n++] = {room + w - 1, room * kSlots + 3};
  if (y > 0 && x > 0) out[n++] = {room - w - 1, (room - w - 1) * kSlots + 2};
  if (y > 0 && x + 1 < w)
    out[n++] = {room - w + 1, (room - w + 1) * kSlots + 3};
  return n;
}

SettledGraph::Exit SettledGraph::random_exit(RoomId node,
                                             Random& random) const {
  const std::uint32_t cells = topology_.cell_count();
  if (node < cells) {
    Exit exits[Maze::kMaxNeighbors];
    std::uint32_t count = 0;
    for_each_exit_of_room(node, node,
                          [&](Exit exit) { exits[count++] = exit; });
    return exits[random.below(count)];
  }
  const std::uint32_t first = first_group_exit_[node - cells];
  const EdgeId edge =
      group_exits_[first +
                   random.below(first_group_exit_[node - cells + 1] - first)];
  return {edge, far_node(edge, node)};
}

}  // namespace wumpus::maze
