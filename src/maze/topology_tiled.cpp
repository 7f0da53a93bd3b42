// The neighbour rules of every shape but the plain square grid (docs/mazes.md,
// "Shapes"). Each room owns up to kTiledSlots edge slots, to neighbours
// after it in scan order: slot_target says where each leads; neighbours
// before it are found through the slots they own. Away from the border the
// answers repeat by parity class and are read from a table made from the
// rules (record_interior); polar rooms find their ring once.
#include "maze/topology.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <numbers>
#include <stdexcept>
#include <string>
#include <utility>

namespace wumpus::maze {
namespace {

constexpr std::uint32_t kMaxPolarFirstRing = 16;  // the centre's degree

void check_side(unsigned wrap, unsigned side, std::uint32_t rooms,
                const char* name) {
  if ((wrap & side) && rooms < 3)
    throw std::invalid_argument(std::string("a wrapped side needs at least 3 "
                                            "rooms (") +
                                name + " is " + std::to_string(rooms) + ")");
}

// Rooms of each ring: the centre alone, then `first_ring`, then each ring
// splits its rooms when they would grow wider than about twice their
// depth, so rooms stay roughly square (rings one unit deep, ring r at
// radius r).
std::vector<std::uint32_t> ring_sizes(std::uint32_t rings,
                                      std::uint32_t first_ring) {
  std::vector<std::uint32_t> sizes{1};
  if (rings > 1) sizes.push_back(first_ring);
  for (std::uint32_t r = 2; r < rings; ++r) {
    const double width = 2 * std::numbers::pi * r / sizes.back();
    const auto ratio = std::max<std::uint32_t>(
        1, static_cast<std::uint32_t>(std::lround(width)));
    sizes.push_back(sizes.back() * ratio);
  }
  return sizes;
}

// An edge's owning room and slot. Rooms own 3 or 4 slots: dividing by
// either constant is a multiply, by a variable a slow divide.
std::pair<RoomId, int> edge_owner_and_slot(EdgeId edge, int slots) {
  if (slots == Topology::kTiledSlots)
    return {edge / Topology::kTiledSlots,
            static_cast<int>(edge % Topology::kTiledSlots)};
  return {edge / Topology::kGridSlots,
          static_cast<int>(edge % Topology::kGridSlots)};
}

}  // namespace

Topology Topology::tiled(const Tiling& tiling) {
  if (tiling.shape == Shape::Polar) return polar(tiling.height, tiling.width);
  if (tiling.width == 0 || tiling.height == 0)
    throw std::invalid_argument("a grid needs at least one room");
  if (tiling.shape != Shape::Square && (tiling.wrap || tiling.weave))
    throw std::invalid_argument("--wrap and --weave need square rooms");
  if (tiling.shape == Shape::Triangle && tiling.width < 2 && tiling.height > 1)
    throw std::invalid_argument(
        "a triangle grid needs at least 2 rooms across: in one column, a "
        "room pointing down has no neighbour below");
  check_side(tiling.wrap, kWrapX, tiling.width, "the width");
  check_side(tiling.wrap, kWrapY, tiling.height, "the height");
  Topology t = grid(tiling.width, tiling.height);
  t.shape_ = tiling.shape;
  t.wrap_ = tiling.wrap;
  t.weave_ = tiling.weave;
  if (tiling.shape == Shape::Square && !tiling.weave) {
    if (tiling.wrap) t.record_interior();
    return t;
  }
  if (t.cell_count_ > 0xffffffffu / kTiledSlots)
    throw std::invalid_argument("grid too large");
  t.kind_ = tiling.shape == Shape::Square ? Kind::Grid : Kind::Tiled;
  t.slots_ = kTiledSlots;
  t.edge_slot_count_ = t.cell_count_ * kTiledSlots;
  static constexpr int kDegree[] = {8, 6, 3, 0, 8, 8};  // by Shape
  t.max_degree_ = kDegree[static_cast<int>(tiling.shape)];
  t.record_interior();
  return t;
}

Topology Topology::polar(std::uint32_t rings, std::uint32_t first_ring) {
  if (rings == 0) throw std::invalid_argument("a grid needs at least one room");
  if (rings > 1 && (first_ring < 3 || first_ring > kMaxPolarFirstRing))
    throw std::invalid_argument(
        "polar: ring 1 needs 3 to 16 rooms (--width; the centre joins them "
        "all)");
  Topology t;
  t.kind_ = Kind::Tiled;
  t.shape_ = Shape::Polar;
  t.ring_sizes_ = ring_sizes(rings, first_ring);
  std::uint64_t total = 0;
  int degree = rings > 1 ? static_cast<int>(first_ring) : 0;
  for (std::uint32_t r = 0; r < rings; ++r) {
    t.ring_starts_.push_back(static_cast<std::uint32_t>(total));
    total += t.ring_sizes_[r];
    if (total > 0xffffffffu / kTiledSlots)
      throw std::invalid_argument("grid too large");
    if (r >= 1) {  // two along the ring, one inward, the split outward
      const std::uint32_t outward =
          r + 1 < rings ? t.ring_sizes_[r + 1] / t.ring_sizes_[r] : 0;
      degree = std::max(degree, static_cast<int>(3 + outward));
    }
  }
  t.width_ = t.ring_sizes_.back();
  t.height_ = rings;
  t.cell_count_ = t.room_count_ = static_cast<std::uint32_t>(total);
  t.slots_ = kTiledSlots;
  t.edge_slot_count_ = t.cell_count_ * kTiledSlots;
  t.max_degree_ = degree;
  for (std::uint32_t r = 0; r < rings; ++r)
    if (r == 0 || t.ring_sizes_[r] != t.ring_sizes_[r - 1])
      t.ring_runs_.push_back(
          {t.ring_starts_[r], r, t.ring_sizes_[r], Divisor(t.ring_sizes_[r])});
  return t;
}

std::uint32_t Topology::ring_of(RoomId room) const {
  // Outer runs hold most rooms: search from the outside in.
  auto run = ring_runs_.end() - 1;
  while (run->first_room > room) --run;
  return run->first_ring + run->by_size.divide(room - run->first_room);
}

void Topology::record_interior() {
  // How far from a room its neighbours may lie (tunnels pass one room).
  const std::uint32_t margin = weave_ ? 2 : 1;
  if (width_ < 2 * margin + 2 || height_ < 2 * margin + 2) return;
  for (std::uint32_t parity = 0; parity < 4; ++parity) {
    const std::uint32_t x = margin + ((parity ^ margin) & 1);
    const std::uint32_t y = margin + (((parity >> 1) ^ margin) & 1);
    const RoomId room = y * width_ + x;
    Neighbor around[2 * std::size(InteriorClass{}.room_steps)];
    const int count = ruled_neighbors(room, x, y, around);
    InteriorClass& interior = interior_[parity];
    if (count > static_cast<int>(std::size(interior.room_steps))) return;
    interior.count = count;
    for (int i = 0; i < count; ++i) {
      interior.room_steps[i] = around[i].room - room;
      interior.edge_steps[i] = around[i].edge - room * slots_;
    }
    for (int slot = 0; slot < slots_; ++slot) {
      const RoomId target = grid_slot_target(room, x, y, slot);
      interior.own_steps[slot] = target == kNoRoom ? 0 : target - room;
    }
  }
  interior_margin_ = margin;
}

RoomId Topology::slot_target(RoomId room, int slot) const {
  if (room >= cell_count_) return kNoRoom;
  if (shape_ == Shape::Polar) return polar_slot_target(room, slot);
  const std::uint32_t y = width_divisor_.divide(room), x = room - y * width_;
  const std::uint32_t m = interior_margin_;
  if (m > 0 && x - m < width_ - 2 * m && y - m < height_ - 2 * m) {
    const std::uint32_t step =
        interior_[(x & 1) | (y & 1) << 1].own_steps[slot];
    return step == 0 ? kNoRoom : room + step;
  }
  return grid_slot_target(room, x, y, slot);
}

RoomId Topology::polar_slot_target(RoomId room, int slot) const {
  const std::uint32_t ring = ring_of(room);
  if (ring == 0) return kNoRoom;
  const std::uint32_t size = ring_sizes_[ring];
  const std::uint32_t index = room - ring_starts_[ring];
  if (slot == 0) return ring_room(ring, index + 1 == size ? 0 : index + 1);
  if (slot == 1)  // sizes are multiples: one room inward
    return ring_room(ring - 1, index / (size / ring_sizes_[ring - 1]));
  return kNoRoom;
}

RoomId Topology::grid_slot_target(RoomId room, std::uint32_t x, std::uint32_t y,
                                  int slot) const {
  const std::uint32_t w = width_, h = height_;
  const bool east = x + 1 < w, south = y + 1 < h;
  switch (shape_) {
    case Shape::Square:
      if (slot == 0)
        return east ? room + 1 : (wrap_ & kWrapX) ? room - x : kNoRoom;
      if (slot == 1) return south ? room + w : (wrap_ & kWrapY) ? x : kNoRoom;
      if (!weave_) return kNoRoom;
      // Tunnels pass under a room whose neighbours across them exist.
      if (slot == 2) return x + 2 < w && y > 0 && south ? room + 2 : kNoRoom;
      return y + 2 < h && x > 0 && east ? room + 2 * w : kNoRoom;
    case Shape::Hex:
      if (slot == 0) return east ? room + 1 : kNoRoom;
      if (!south || slot == 3) return kNoRoom;
      if (y % 2 == 0)  // even rows: below are [x-1,y+1] and [x,y+1]
        return slot == 1 ? (x > 0 ? room + w - 1 : kNoRoom) : room + w;
      return slot == 1 ? room + w : (east ? room + w + 1 : kNoRoom);
    case Shape::Triangle:
      if (slot == 0) return east ? room + 1 : kNoRoom;
      // A room pointing up ((x + y) even) has a neighbour below.
      return slot == 1 && south && (x + y) % 2 == 0 ? room + w : kNoRoom;
    case Shape::Upsilon:
    case Shape::Zeta:
      if (slot == 0) return east ? room + 1 : kNoRoom;
      if (slot == 1) return south ? room + w : kNoRoom;
      // Upsilon: only octagons ((x + y) even) have diagonal neighbours.
      if (!south || (shape_ == Shape::Upsilon && (x + y) % 2 == 1))
        return kNoRoom;
      if (slot == 2) return east ? room + w + 1 : kNoRoom;
      return x > 0 ? room + w - 1 : kNoRoom;
    case Shape::Polar:
      break;
  }
  return kNoRoom;
}

int Topology::tiled_neighbors(RoomId room, Neighbor* out) const {
  if (shape_ == Shape::Polar) return polar_neighbors(room, out);
  const std::uint32_t y = width_divisor_.divide(room), x = room - y * width_;
  const std::uint32_t m = interior_margin_;
  if (m > 0 && x - m < width_ - 2 * m && y - m < height_ - 2 * m) {
    const InteriorClass& interior = interior_[(x & 1) | (y & 1) << 1];
    const EdgeId own = room * slots_;
    for (int i = 0; i < interior.count; ++i)
      out[i] = {room + interior.room_steps[i], own + interior.edge_steps[i]};
    return interior.count;
  }
  return ruled_neighbors(room, x, y, out);
}

// In the order the rules' slots give them: one step clockwise (slot 0),
// one back (the room before owns it), inward (slot 1), then outward.
int Topology::polar_neighbors(RoomId room, Neighbor* out) const {
  const std::uint32_t ring = ring_of(room);
  const std::uint32_t index = room - ring_starts_[ring];
  int n = 0;
  if (ring > 0) {  // rings past the centre hold at least 3 rooms
    const std::uint32_t size = ring_sizes_[ring];
    out[n++] = {ring_room(ring, index + 1 == size ? 0 : index + 1),
                room * slots_};
    const RoomId before = ring_room(ring, index == 0 ? size - 1 : index - 1);
    out[n++] = {before, before * slots_};
    out[n++] = {ring_room(ring - 1, index / (size / ring_sizes_[ring - 1])),
                room * slots_ + 1};
  }
  if (ring + 1 < ring_count()) {
    const std::uint32_t split = ring_sizes_[ring + 1] / ring_sizes_[ring];
    for (std::uint32_t j = index * split; j < (index + 1) * split; ++j)
      out[n++] = {ring_room(ring + 1, j), ring_room(ring + 1, j) * slots_ + 1};
  }
  return n;
}

int Topology::ruled_neighbors(RoomId room, std::uint32_t x, std::uint32_t y,
                              Neighbor* out) const {
  int n = 0;
  const std::uint32_t w = width_, h = height_;
  // The grid's rooms are named with their column and row, known here.
  const auto at = [&](std::uint32_t ox, std::uint32_t oy, int slot) {
    const RoomId other = oy * w + ox;
    if (grid_slot_target(other, ox, oy, slot) == room)
      out[n++] = {other, other * slots_ + slot};
  };
  // Rows above: the slots 1 to 3 of the three rooms above lead down here.
  if (y > 0) {
    if (x > 0)
      for (int slot = 1; slot < slots_; ++slot) at(x - 1, y - 1, slot);
    for (int slot = 1; slot < slots_; ++slot) at(x, y - 1, slot);
    if (x + 1 < w)
      for (int slot = 1; slot < slots_; ++slot) at(x + 1, y - 1, slot);
  } else if (wrap_ & kWrapY) {
    at(x, h - 1, 1);
  }
  if (weave_ && y >= 2) at(x, y - 2, 3);
  for (int slot = 0; slot < slots_; ++slot) {
    const RoomId next = grid_slot_target(room, x, y, slot);
    if (next != kNoRoom) out[n++] = {next, room * slots_ + slot};
  }
  if (x > 0)
    at(x - 1, y, 0);
  else if (wrap_ & kWrapX)
    at(w - 1, y, 0);
  if (weave_ && x >= 2) at(x - 2, y, 2);
  return n;
}

bool Topology::tiled_edge_exists(EdgeId edge) const {
  const auto [room, slot] = edge_owner_and_slot(edge, slots_);
  return slot_target(room, slot) != kNoRoom;
}

std::pair<RoomId, RoomId> Topology::shaped_edge_rooms(EdgeId edge) const {
  if (kind_ == Kind::Graph) return graph_->edges[edge];
  const auto [room, slot] = edge_owner_and_slot(edge, slots_);
  return {room, slot_target(room, slot)};
}

}  // namespace wumpus::maze
