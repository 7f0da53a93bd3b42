#include "maze/topology.hpp"

#include <algorithm>
#include <stdexcept>

namespace wumpus::maze {
namespace {

// Three edge slots a cell must fit in a 32-bit EdgeId.
constexpr std::uint64_t kMaxCells = 0xffffffffu / Topology::kGridSlots;

void check_grid_size(std::uint64_t width, std::uint64_t height,
                     std::uint64_t levels) {
  if (width == 0 || height == 0 || levels == 0)
    throw std::invalid_argument("a grid needs at least one room");
  if (width * height * levels > kMaxCells)
    throw std::invalid_argument("grid too large");
}

}  // namespace

Topology Topology::grid(std::uint32_t width, std::uint32_t height,
                        std::uint32_t levels) {
  check_grid_size(width, height, levels);
  Topology t;
  t.kind_ = Kind::Grid;
  t.width_ = width;
  t.height_ = height;
  t.levels_ = levels;
  t.width_divisor_ = Divisor(width);
  t.grid_slot_steps_[0] = 1;
  t.grid_slot_steps_[1] = width;
  t.grid_slot_steps_[2] = width * height;
  t.cell_count_ = width * height * levels;
  t.room_count_ = t.cell_count_;
  t.edge_slot_count_ = t.cell_count_ * kGridSlots;
  t.max_degree_ = levels > 1 ? 6 : 4;
  return t;
}

Topology Topology::masked(const Mask& mask, std::uint32_t levels,
                          const SealedWalls& sealed) {
  if (mask.rooms.size() != std::size_t{mask.width} * mask.height)
    throw std::invalid_argument("mask size does not match its dimensions");
  Topology t = grid(mask.width, mask.height, levels);
  t.mask_bits_.assign((t.cell_count_ + 63) / 64, 0);
  t.room_count_ = 0;
  const std::uint32_t layer = mask.width * mask.height;
  for (std::uint32_t z = 0; z < levels; ++z) {
    for (std::uint32_t i = 0; i < layer; ++i) {
      if (!mask.rooms[i]) continue;
      const RoomId id = z * layer + i;
      t.mask_bits_[id >> 6] |= std::uint64_t{1} << (id & 63);
      ++t.room_count_;
    }
  }
  if (t.room_count_ == 0) throw std::invalid_argument("mask has no rooms");
  if (!sealed.east.empty() || !sealed.south.empty()) t.seal_walls(mask, sealed);
  return t;
}

void Topology::seal_walls(const Mask& mask, const SealedWalls& sealed) {
  const std::uint32_t layer = mask.width * mask.height;
  if ((!sealed.east.empty() && sealed.east.size() != layer) ||
      (!sealed.south.empty() && sealed.south.size() != layer))
    throw std::invalid_argument("sealed walls do not match the mask's size");
  sealed_bits_.assign((edge_slot_count_ + 63) / 64, 0);
  const auto seal = [&](EdgeId edge) {
    sealed_bits_[edge >> 6] |= std::uint64_t{1} << (edge & 63);
  };
  for (std::uint32_t z = 0; z < levels_; ++z)
    for (std::uint32_t i = 0; i < layer; ++i) {
      const RoomId id = z * layer + i;
      if (!sealed.east.empty() && sealed.east[i]) seal(id * kGridSlots);
      if (!sealed.south.empty() && sealed.south[i]) seal(id * kGridSlots + 1);
    }
}

Topology Topology::graph(RoomGraph graph) {
  if (graph.room_count == 0)
    throw std::invalid_argument("room graph has no rooms");
  std::vector<std::uint32_t> degree(graph.room_count, 0);
  for (auto [a, b] : graph.edges) {
    if (a >= graph.room_count || b >= graph.room_count || a == b)
      throw std::invalid_argument("room graph edge out of range or a loop");
    ++degree[a];
    ++degree[b];
  }
  Topology t;
  t.kind_ = Kind::Graph;
  t.width_ = graph.room_count;
  t.height_ = 1;
  t.cell_count_ = graph.room_count;
  t.room_count_ = graph.room_count;
  t.edge_slot_count_ = static_cast<std::uint32_t>(graph.edges.size());
  t.offsets_.assign(graph.room_count + 1, 0);
  for (std::uint32_t r = 0; r < graph.room_count; ++r)
    t.offsets_[r + 1] = t.offsets_[r] + degree[r];
  t.adjacency_.resize(t.offsets_.back());
  std::vector<std::uint32_t> fill(t.offsets_.begin(), t.offsets_.end() - 1);
  for (EdgeId e = 0; e < graph.edges.size(); ++e) {
    auto [a, b] = graph.edges[e];
    t.adjacency_[fill[a]++] = {b, e};
    t.adjacency_[fill[b]++] = {a, e};
  }
  t.max_degree_ =
      static_cast<int>(*std::max_element(degree.begin(), degree.end()));
  t.graph_ = std::make_shared<const RoomGraph>(std::move(graph));
  return t;
}

bool Topology::edge_exists(EdgeId edge) const {
  if (edge >= edge_slot_count_) return false;
  if (kind_ == Kind::Graph) return true;
  if (!is_plain_grid()) return tiled_edge_exists(edge);
  const RoomId room = edge / kGridSlots;
  if (!is_room(room)) return false;
  static constexpr Direction kSlotDirection[kGridSlots] = {
      Direction::East, Direction::South, Direction::Down};
  return step(room, kSlotDirection[edge % kGridSlots]) != kNoRoom &&
         !is_sealed(edge);
}

std::optional<Direction> Topology::direction_between(RoomId from,
                                                     RoomId to) const {
  if (!is_plain_grid()) return std::nullopt;
  for (Direction d : kAllDirections)
    if (step(from, d) == to) return d;
  return std::nullopt;
}

RoomId Topology::first_room() const {
  for (RoomId id = 0; id < cell_count_; ++id)
    if (is_room(id)) return id;
  return kNoRoom;
}

RoomId Topology::last_room() const {
  for (RoomId id = cell_count_; id-- > 0;)
    if (is_room(id)) return id;
  return kNoRoom;
}

int Topology::graph_neighbors(RoomId room, Neighbor* out) const {
  const std::uint32_t begin = offsets_[room], end = offsets_[room + 1];
  std::copy(adjacency_.begin() + begin, adjacency_.begin() + end, out);
  return static_cast<int>(end - begin);
}

}  // namespace wumpus::maze
