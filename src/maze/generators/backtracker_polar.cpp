// The backtracker on polar grids, by the walk of unvisited_ways.hpp. A
// room's ways are its neighbours as Topology::neighbors lists them: one
// step clockwise, one back, inward, then the rooms outward of it in order
// (the centre: only those outward). Every ring's rooms have the same ways,
// so a step needs only its room's ring.
#include "maze/divisor.hpp"
#include "maze/generators/unvisited_ways.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace wumpus::maze {
namespace {

// What the walk needs to know of a ring.
struct PolarWalkRing {
  RoomId first = 0;           // its room 0
  std::uint32_t size = 0;     // rooms
  std::uint32_t outward = 0;  // rooms outward of each (0: the outer ring)
  RoomId inward_first = 0, outward_first = 0;  // the rings either side
  // Rooms of this ring per room inward, by which an index divides to the
  // inward room's.
  std::uint32_t per_inward = 1;
  Divisor by_per_inward;
  // The bit of a room's first outward way: 0 on the centre, which has no
  // other ways, 3 past it; and that of the rooms inward.
  std::uint32_t outward_bit = 3, inward_outward_bit = 3;
};

// Per kind of way (clockwise, back, inward, outward): whether the room the
// walk leaves owns the passage (else the room it enters does), the slot,
// and the ring the way leads to (modulo 2^32).
constexpr bool kPolarOwnedByLeaving[4] = {true, false, true, false};
constexpr EdgeId kPolarSlot[4] = {0, 0, 1, 1};
constexpr std::uint32_t kPolarRingStep[4] = {0, 0, 0u - 1, 1};

}  // namespace

bool backtrack_polar(Maze& maze, Random& random) {
  const Topology& topology = maze.topology();
  if (topology.shape() != Shape::Polar) return false;
  std::vector<PolarWalkRing> rings(topology.ring_count());
  for (std::uint32_t r = 0; r < rings.size(); ++r) {
    PolarWalkRing& ring = rings[r];
    ring.first = topology.ring_room(r, 0);
    ring.size = topology.ring_size(r);
    if (r + 1 < rings.size()) {
      ring.outward = topology.ring_size(r + 1) / ring.size;
      ring.outward_first = topology.ring_room(r + 1, 0);
    }
    if (r > 0) {
      ring.inward_first = topology.ring_room(r - 1, 0);
      ring.per_inward = ring.size / topology.ring_size(r - 1);
      ring.by_per_inward = Divisor(ring.per_inward);
      if (r == 1) ring.inward_outward_bit = 0;
    } else {
      ring.outward_bit = 0;
    }
    // A byte holds every room's ways.
    if (ring.outward_bit + ring.outward > 8) return false;
  }
  // Every room's ways: all of its neighbours.
  const auto unvisited =
      std::make_unique_for_overwrite<std::uint8_t[]>(topology.cell_count());
  for (const PolarWalkRing& ring : rings) {
    const auto ways = static_cast<std::uint8_t>(
        (ring.outward_bit == 0 ? 0 : 0b111) | ((1u << ring.outward) - 1)
                                                  << ring.outward_bit);
    std::fill(&unvisited[ring.first], &unvisited[ring.first + ring.size], ways);
  }
  // The ring of the room being visited: the walk's step knows it.
  std::uint32_t visiting_ring = 0;
  const auto visit = [&](RoomId room) {
    const PolarWalkRing& ring = rings[visiting_ring];
    const std::uint32_t index = room - ring.first;
    if (ring.outward_bit != 0) {  // not the centre
      // Clockwise of it, this room is the way back; back of it, clockwise.
      unvisited[index + 1 == ring.size ? ring.first : room + 1] &= ~2;
      unvisited[index == 0 ? room + ring.size - 1 : room - 1] &= ~1;
      const std::uint32_t inward = ring.by_per_inward.divide(index);
      unvisited[ring.inward_first + inward] &= static_cast<std::uint8_t>(~(
          1u << (ring.inward_outward_bit + index - inward * ring.per_inward)));
    }
    const RoomId outward = ring.outward_first + index * ring.outward;
    for (std::uint32_t j = 0; j < ring.outward; ++j)
      unvisited[outward + j] &= ~4;  // their way inward
  };
  walk_unvisited_ways<8>(
      unvisited.get(), topology.first_room(), topology.cell_count(), random,
      visit, [&](RoomId here, int way) {
        const std::uint32_t r = topology.ring_of(here);
        const PolarWalkRing& ring = rings[r];
        const std::uint32_t index = here - ring.first;
        // Ways past the third lead outward, to consecutive rooms.
        const auto kind =
            static_cast<std::uint32_t>(way) + 3 - ring.outward_bit;
        const std::uint32_t clamped = std::min(kind, 3u);
        const RoomId targets[4] = {
            index + 1 == ring.size ? ring.first : here + 1,
            index == 0 ? here + ring.size - 1 : here - 1,
            ring.inward_first + ring.by_per_inward.divide(index),
            ring.outward_first + index * ring.outward + kind - 3};
        const RoomId next = targets[clamped];
        maze.open((kPolarOwnedByLeaving[clamped] ? here : next) *
                      Topology::kTiledSlots +
                  kPolarSlot[clamped]);
        visiting_ring = r + kPolarRingStep[clamped];
        return next;
      });
  return true;
}

}  // namespace wumpus::maze
