// Neighbour lookups for the generators' inner loops: the same rooms, in the
// same order, as Topology::neighbors, but grid coordinates come from
// precomputed reciprocals instead of three divisions per call.
#pragma once

#include "maze/maze.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::maze {

class Neighborhood {
 public:
  explicit Neighborhood(const Topology& topology);

  const Topology& topology() const { return topology_; }

  // Writes the rooms next to `room` into `out` (Maze::kMaxNeighbors
  // entries) and returns how many.
  [[gnu::always_inline]] int operator()(RoomId room, Neighbor* out) const {
    return collect(room, out, [](RoomId) { return true; });
  }

  // The neighbours of `room` whose flag in `visited` equals `wanted`.
  [[gnu::always_inline]] int matching(RoomId room,
                                      const std::vector<bool>& visited,
                                      bool wanted, Neighbor* out) const {
    return collect(room, out,
                   [&](RoomId next) { return visited[next] == wanted; });
  }

 private:
  // The neighbours `keep` accepts, filtered without branches: which rooms
  // a maze walk has visited is too random for the branch predictor.
  template <typename Keep>
  [[gnu::always_inline]] int collect(RoomId room, Neighbor* out,
                                     Keep keep) const {
    int count = 0;
    if (!grid_) {
      Neighbor around[Maze::kMaxNeighbors];
      const int n = topology_.neighbors(room, around);
      for (int i = 0; i < n; ++i) {
        out[count] = around[i];
        count += keep(around[i].room);
      }
      return count;
    }
    const std::uint32_t z = divide(room, area_reciprocal_);
    const std::uint32_t in_level = room - z * area_;
    const std::uint32_t y = divide(in_level, width_reciprocal_);
    const std::uint32_t x = in_level - y * width_;
    constexpr EdgeId kSlots = Topology::kGridSlots;
    const auto add = [&](bool inside, RoomId next, EdgeId edge) {
      const RoomId safe = inside ? next : room;  // never index past the grid
      out[count] = {next, edge};
      count += inside & (!masked_ || topology_.is_room(safe)) & keep(safe);
    };
    add(y > 0, room - width_, (room - width_) * kSlots + 1);
    add(x + 1 < width_, room + 1, room * kSlots);
    add(y + 1 < height_, room + width_, room * kSlots + 1);
    add(x > 0, room - 1, (room - 1) * kSlots);
    if (levels_ > 1) {
      add(z > 0, room - area_, (room - area_) * kSlots + 2);
      add(z + 1 < levels_, room + area_, room * kSlots + 2);
    }
    return count;
  }

  // n / d for any 32-bit n, as (n * ceil(2^64 / d)) >> 64 (Lemire, 2019);
  // d = 1 has no 64-bit reciprocal and is marked by 0.
  static std::uint64_t reciprocal(std::uint32_t d) {
    return d == 1 ? 0 : ~std::uint64_t{0} / d + 1;
  }
  static std::uint32_t divide(std::uint32_t n, std::uint64_t reciprocal) {
    __extension__ typedef unsigned __int128 Wide;
    if (reciprocal == 0) return n;
    return static_cast<std::uint32_t>((Wide{reciprocal} * n) >> 64);
  }

  const Topology& topology_;
  bool grid_;
  bool masked_;
  std::uint32_t width_, height_, levels_, area_;
  std::uint64_t width_reciprocal_, area_reciprocal_;
};

// The rooms reachable from `start` (true = reachable) and how many there
// are: random walks that must reach every room use it to stay finite on a
// topology whose rooms are not all connected.
std::vector<bool> reachable_rooms(const Neighborhood& neighborhood,
                                  RoomId start, std::uint32_t* count);

}  // namespace wumpus::maze
