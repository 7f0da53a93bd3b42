// The neighbour rules of every shape but the plain square grid (README,
// "Shapes"). Each room owns up to kTiledSlots edge slots, to neighbours
// after it in scan order: slot_target says where each leads; neighbours
// before it are found through the slots they own.
#include "maze/topology.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

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
  if (tiling.shape == Shape::Square && !tiling.weave) return t;
  if (t.cell_count_ > 0xffffffffu / kTiledSlots)
    throw std::invalid_argument("grid too large");
  t.kind_ = tiling.shape == Shape::Square ? Kind::Grid : Kind::Tiled;
  t.slots_ = kTiledSlots;
  t.edge_slot_count_ = t.cell_count_ * kTiledSlots;
  static constexpr int kDegree[] = {8, 6, 3, 0, 8, 8};  // by Shape
  t.max_degree_ = kDegree[static_cast<int>(tiling.shape)];
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
  return t;
}

std::uint32_t Topology::ring_of(RoomId room) const {
  const auto after =
      std::upper_bound(ring_starts_.begin(), ring_starts_.end(), room);
  return static_cast<std::uint32_t>(after - ring_starts_.begin() - 1);
}

RoomId Topology::slot_target(RoomId room, int slot) const {
  if (room >= cell_count_) return kNoRoom;
  if (shape_ == Shape::Polar) {
    const std::uint32_t ring = ring_of(room);
    if (ring == 0) return kNoRoom;
    const std::uint32_t size = ring_sizes_[ring];
    const std::uint32_t index = room - ring_starts_[ring];
    if (slot == 0) return ring_room(ring, (index + 1) % size);
    if (slot == 1)  // sizes are multiples: one room inward
      return ring_room(ring - 1, index / (size / ring_sizes_[ring - 1]));
    return kNoRoom;
  }
  return grid_slot_target(room, room % width_, room / width_, slot);
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
  int n = 0;
  const auto own = [&](int slot) {
    const RoomId next = slot_target(room, slot);
    if (next != kNoRoom) out[n++] = {next, room * slots_ + slot};
  };
  // A room before this one whose `slot` leads here.
  const auto owned_by = [&](RoomId other, int slot) {
    if (slot_target(other, slot) == room)
      out[n++] = {other, other * slots_ + slot};
  };
  if (shape_ == Shape::Polar) {
    const std::uint32_t ring = ring_of(room);
    const std::uint32_t index = room - ring_starts_[ring];
    if (ring > 0) {
      const std::uint32_t size = ring_sizes_[ring];
      own(0);
      owned_by(ring_room(ring, (index + size - 1) % size), 0);
      own(1);
    }
    if (ring + 1 < ring_count()) {
      const std::uint32_t split = ring_sizes_[ring + 1] / ring_sizes_[ring];
      for (std::uint32_t j = index * split; j < (index + 1) * split; ++j)
        out[n++] = {ring_room(ring + 1, j),
                    ring_room(ring + 1, j) * slots_ + 1};
    }
    return n;
  }
  const std::uint32_t w = width_, h = height_;
  const std::uint32_t x = room % w, y = room / w;
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
  return slot_target(edge / slots_, static_cast<int>(edge % slots_)) != kNoRoom;
}

std::pair<RoomId, RoomId> Topology::tiled_edge_rooms(EdgeId edge) const {
  const RoomId room = edge / slots_;
  return {room, slot_target(room, static_cast<int>(edge % slots_))};
}

}  // namespace wumpus::maze
