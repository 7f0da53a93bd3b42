// Recursive backtracker: a random depth-first walk that carves into an
// unvisited neighbour and backs up when stuck. It is the growing tree that
// always picks the newest room, whose active list is the walk's explicit
// stack, so there is no recursion depth limit on 16-million-room mazes.
// Plain rectangles here, hex, triangle, upsilon and zeta grids
// (backtracker_tiled.cpp) and polar ones (backtracker_polar.cpp) take a
// faster walk with the same draws.
#include "maze/divisor.hpp"
#include "maze/generators/generators.hpp"
#include "maze/generators/unvisited_ways.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace wumpus::maze {
namespace {

// Ways out of a room, one bit each in the order the growing tree lists
// neighbours (north, east, south, west), and what they take.
constexpr int kWayCount = 4;
constexpr std::uint8_t kWayNorth = 1, kWayEast = 2, kWaySouth = 4, kWayWest = 8;

// The backtracker on a plain one-level rectangle: the growing tree's
// carve with the same draws (a draw only among two or more unvisited
// neighbours, listed north, east, south, west). Each room keeps the set
// of its neighbours not yet visited, updated as rooms are visited, so a
// step reads one byte instead of testing four rooms; the rooms sit in a
// frame one room wider on each side, so neither needs a bounds test.
// Its loop is walk_unvisited_ways's written out: through that template's
// lambdas the 4000² carve measured 2 to 5% slower in paired runs.
void backtrack_plain_rectangle(Maze& maze, Random& shared_random) {
  // A local copy keeps the generator's state in registers: the stores of
  // the walk could alias it.
  Random random = shared_random;
  const Topology& topology = maze.topology();
  const std::uint32_t width = topology.width(), height = topology.height();
  const std::uint32_t stride = width + 2;
  const Divisor stride_divisor(stride);
  // Written in full below, so not zero-filled first: 16 MB at 4000².
  const std::size_t framed = std::size_t{stride} * (height + 2);
  const auto unvisited = std::make_unique_for_overwrite<std::uint8_t[]>(framed);
  std::fill(&unvisited[0], &unvisited[stride], 0);
  std::fill(&unvisited[framed - stride], &unvisited[framed], 0);
  for (std::uint32_t y = 1; y <= height; ++y) {
    std::uint8_t* row = &unvisited[std::size_t{y} * stride];
    row[0] = 0;
    std::fill(row + 1, row + width + 1,
              kWayNorth | kWayEast | kWaySouth | kWayWest);
    row[width + 1] = 0;
    row[1] &= ~kWayWest;
    row[width] &= ~kWayEast;
  }
  for (std::uint32_t x = 1; x <= width; ++x) {
    unvisited[stride + x] &= ~kWayNorth;
    unvisited[std::size_t{height} * stride + x] &= ~kWaySouth;
  }
  const std::uint32_t to[kWayCount] = {0u - stride, 1, stride, 0u - 1};
  const auto visit = [&](std::uint32_t at) {
    unvisited[at - stride] &= ~kWaySouth;
    unvisited[at + 1] &= ~kWayWest;
    unvisited[at + stride] &= ~kWayNorth;
    unvisited[at - 1] &= ~kWayEast;
  };
  // The room id at a framed position (row at / stride, column at % stride).
  const auto room_of = [&](std::uint32_t at) {
    return at - stride - 1 - 2 * (stride_divisor.divide(at) - 1);
  };
  constexpr EdgeId kSlots = Topology::kGridSlots;
  // The edge each way opens, from the room's own first slot.
  const EdgeId edge_step[kWayCount] = {1 - kSlots * width, 0, 1, 0u - kSlots};

  // Pages of the stack are touched only as deep as the walk goes.
  const auto stack =
      std::make_unique_for_overwrite<std::uint32_t[]>(topology.cell_count());
  const RoomId start = topology.first_room();
  std::uint32_t here = (start / width + 1) * stride + start % width + 1;
  stack[0] = here;
  std::uint32_t size = 1;
  visit(here);
  while (true) {
    const std::uint8_t ways = unvisited[here];
    const std::uint32_t count = kUnvisitedWays<kWayCount>.count[ways];
    if (count == 0) {
      if (--size == 0) break;
      here = stack[size - 1];
      continue;
    }
    const int way =
        kUnvisitedWays<kWayCount>.nth[ways][random.below_or_zero(count)];
    const std::uint32_t next = here + to[way];
    maze.open(room_of(here) * kSlots + edge_step[way]);
    visit(next);
    // The last way out: the new room takes this one's place (it retires
    // now, as in the growing tree); otherwise it is pushed.
    size += count > 1;
    stack[size - 1] = next;
    here = next;
  }
  shared_random = random;
}

}  // namespace

void carve_backtracker(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  if (topology.is_plain_grid() && topology.levels() == 1 &&
      !topology.has_mask() && !topology.has_sealed_walls())
    return backtrack_plain_rectangle(maze, random);
  if (backtrack_tiled(maze, random) || backtrack_polar(maze, random)) return;
  CarveOptions newest;
  newest.cell_selection = "newest";
  carve_growing_tree(maze, random, newest);
}

}  // namespace wumpus::maze
