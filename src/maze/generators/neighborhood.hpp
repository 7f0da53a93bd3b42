// Neighbour lookups for the generators' inner loops: the same rooms, in the
// same order, as Topology::neighbors, but grid coordinates come from
// precomputed reciprocals instead of three divisions per call.
#pragma once

#include "maze/divisor.hpp"
#include "maze/maze.hpp"
#include "maze/random.hpp"

#include <algorithm>
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

  // A room with its grid coordinates, so that a random walk moves without
  // dividing (on a room graph only `room` is used).
  struct Position {
    RoomId room;
    std::uint32_t x, y, z;
  };
  Position locate(RoomId room) const;

  // Moves `at` to a uniformly random neighbour (it must have one) and
  // returns the move: a Direction on grids, a neighbour index on graphs.
  [[gnu::always_inline]] std::uint8_t random_step(Position& at,
                                                  Random& random) const {
    if (!grid_) {
      Neighbor around[Maze::kMaxNeighbors];
      const auto n =
          static_cast<std::uint32_t>(topology_.neighbors(at.room, around));
      const std::uint32_t move = random.below(n);
      at.room = around[move].room;
      return static_cast<std::uint8_t>(move);
    }
    const RoomId room = at.room;
    const std::uint32_t x = at.x, y = at.y, z = at.z;
    std::uint8_t moves[kDirectionCount];
    std::uint32_t n = 0;
    const auto add = [&](bool inside, Direction d) {
      const auto move = static_cast<std::uint8_t>(d);
      const RoomId next = inside ? room + offset_[move] : room;
      moves[n] = move;
      n += inside & (!masked_ || topology_.is_room(next));
    };
    add(y > 0, Direction::North);
    add(x + 1 < width_, Direction::East);
    add(y + 1 < height_, Direction::South);
    add(x > 0, Direction::West);
    if (levels_ > 1) {
      add(z > 0, Direction::Up);
      add(z + 1 < levels_, Direction::Down);
    }
    const std::uint8_t move = moves[random.below_or_zero(n)];
    at = {room + offset_[move], x + kStepX[move], y + kStepY[move],
          z + kStepZ[move]};
    return move;
  }

  // Where a move returned by random_step leads from `room`, and by which
  // edge.
  Neighbor follow(RoomId room, std::uint8_t move) const {
    if (!grid_) {
      Neighbor around[Maze::kMaxNeighbors];
      topology_.neighbors(room, around);
      return around[move];
    }
    const RoomId next = room + offset_[move];
    // A grid edge's slot belongs to the lower-numbered of its two rooms.
    return {next, std::min(room, next) * Topology::kGridSlots + kSlot[move]};
  }

 private:
  // Per Direction: the coordinate steps and the edge slot of each move.
  static constexpr std::uint32_t kStepX[kDirectionCount] = {0, 1, 0, ~0u, 0, 0};
  static constexpr std::uint32_t kStepY[kDirectionCount] = {~0u, 0, 1, 0, 0, 0};
  static constexpr std::uint32_t kStepZ[kDirectionCount] = {0, 0, 0, 0, ~0u, 1};
  static constexpr EdgeId kSlot[kDirectionCount] = {1, 0, 1, 0, 2, 2};

  // The neighbours `keep` accepts, filtered without branches: which rooms
  // a maze walk has visited is too random for the branch predictor. The
  // grid's border is a branch instead: nearly always inside, it predicts
  // well, and the look-ups need not wait for the room's coordinates.
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
    // One level (the common case) needs no division for it.
    const std::uint32_t z = levels_ > 1 ? area_divisor_.divide(room) : 0;
    const std::uint32_t in_level = room - z * area_;
    const std::uint32_t y = width_divisor_.divide(in_level);
    const std::uint32_t x = in_level - y * width_;
    constexpr EdgeId kSlots = Topology::kGridSlots;
    const auto add = [&](bool inside, RoomId next, EdgeId edge) {
      if (!inside) return;
      out[count] = {next, edge};
      // Branchless on purpose: both tests are evaluated and the bits ANDed.
      count +=
          unsigned{!masked_ || topology_.is_room(next)} & unsigned{keep(next)};
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

  const Topology& topology_;
  bool grid_;
  bool masked_;
  std::uint32_t width_, height_, levels_, area_;
  Divisor width_divisor_, area_divisor_;
  std::uint32_t offset_[kDirectionCount];  // room id step, modulo 2^32
};

// Keeps the first `count` neighbours in `list` whose passage the
// topology's rules let open now (all of them, but on zeta and woven
// grids) and returns how many are kept.
inline int allowed_only(const Maze& maze, Neighbor* list, int count) {
  const Topology& topology = maze.topology();
  if (!topology.has_passage_rules()) return count;
  int kept = 0;
  if (topology.shape() == Shape::Zeta) {
    // The rule inline: carving asks it of every candidate passage.
    for (int i = 0; i < count; ++i)
      if (maze.zeta_may_open(list[i].edge)) list[kept++] = list[i];
    return kept;
  }
  for (int i = 0; i < count; ++i)
    if (maze.may_open(list[i].edge)) list[kept++] = list[i];
  return kept;
}

// The rooms reachable from `start` (true = reachable) and how many there
// are: random walks that must reach every room use it to stay finite on a
// topology whose rooms are not all connected. A grid without a mask is
// connected and needs no search.
std::vector<bool> reachable_rooms(const Neighborhood& neighborhood,
                                  RoomId start, std::uint32_t* count);

}  // namespace wumpus::maze
