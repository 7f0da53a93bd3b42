// The backtracker's walks that keep, per room, a byte of its ways out to
// unvisited neighbours (one bit per neighbour, in the order
// Topology::neighbors lists them), so a step reads one byte instead of
// testing every neighbour.
#pragma once

#include "maze/maze.hpp"
#include "maze/random.hpp"

#include <cstdint>
#include <memory>

namespace wumpus::maze {

// For each set of kWays ways: how many, and the k-th of them (its bit
// index). Shapes of fewer ways read a smaller table.
template <int kWays>
struct UnvisitedWayTable {
  std::uint8_t count[1 << kWays];
  std::uint8_t nth[1 << kWays][kWays];
};
template <int kWays>
inline constexpr UnvisitedWayTable<kWays> kUnvisitedWays = [] {
  UnvisitedWayTable<kWays> table{};
  for (int set = 0; set < 1 << kWays; ++set)
    for (int way = 0; way < kWays; ++way)
      if (set >> way & 1)
        table.nth[set][table.count[set]++] = static_cast<std::uint8_t>(way);
  return table;
}();

// The walk itself, from the room at position `start` of `unvisited` (up
// to `rooms` of them): the growing tree's newest-room carve with the same
// draws (one only among two or more ways). `advance(here, way)` opens that
// way's passage and returns the position it leads to; `visit(at)` clears
// the way to `at` in its neighbours' bytes. Rooms have up to kWays ways.
template <int kWays, typename Visit, typename Advance>
[[gnu::always_inline]] inline void walk_unvisited_ways(
    const std::uint8_t* unvisited, std::uint32_t start, std::size_t rooms,
    Random& shared_random, Visit visit, Advance advance) {
  // A local copy keeps the generator's state in registers: the stores of
  // the walk could alias it.
  Random random = shared_random;
  // Pages of the stack are touched only as deep as the walk goes.
  const auto stack_pages =
      std::make_unique_for_overwrite<std::uint32_t[]>(rooms);
  std::uint32_t* const stack = stack_pages.get();
  std::uint32_t here = start;
  stack[0] = here;
  std::uint32_t size = 1;
  visit(here);
  while (true) {
    const std::uint8_t ways = unvisited[here];
    const std::uint32_t count = kUnvisitedWays<kWays>.count[ways];
    if (count == 0) {
      if (--size == 0) break;
      here = stack[size - 1];
      continue;
    }
    const int way =
        kUnvisitedWays<kWays>.nth[ways][random.below_or_zero(count)];
    const std::uint32_t next = advance(here, way);
    visit(next);
    // The last way out: the new room takes this one's place (it retires
    // now, as in the growing tree); otherwise it is pushed.
    size += count > 1;
    stack[size - 1] = next;
    here = next;
  }
  shared_random = random;
}

// The backtracker on a hex, triangle, upsilon or zeta grid (zeta's
// diagonals still may not cross): the growing tree's newest-room carve
// with the same draws. Returns false, carving nothing, where it does not
// apply (another shape, a grid under 4 rooms across or down, a zeta maze
// with passages already open).
bool backtrack_tiled(Maze& maze, Random& random);
// The same on a polar grid (backtracker_polar.cpp); false, carving
// nothing, on another shape or where a room has more than 8 neighbours.
bool backtrack_polar(Maze& maze, Random& random);

}  // namespace wumpus::maze
