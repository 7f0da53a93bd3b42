// Rooms and mazes, after Bob Nystrom's dungeon generator: random
// non-overlapping rectangular halls (open inside), a winding maze carved
// in the rock between them, then doors: passages between the regions
// (halls and maze pieces) opened until all are joined, with a few more
// into halls so some have two or more doors. Last, dead ends are trimmed
// back: each dead-end corridor is followed back, room by room, with
// probability `trim` (a dead end it spares stays); trimmed rooms become
// rock. Not perfect: halls are open fields and extra doors make loops.
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"
#include "maze/solve.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

namespace wumpus::maze {
namespace {

constexpr std::uint32_t kNoRegion = 0xffffffffu;
constexpr double kExtraDoorChance = 0.04;  // a second door into a hall

struct Regions {
  std::vector<std::uint32_t> of;  // per cell
  std::vector<bool> is_hall;      // per region
  std::uint32_t add(bool hall) {
    is_hall.push_back(hall);
    return static_cast<std::uint32_t>(is_hall.size() - 1);
  }
};

// Places halls where every cell is a room and no other hall is within a
// room's distance, opening every passage inside each.
void place_halls(Maze& maze, Random& random, Regions& regions) {
  const Topology& t = maze.topology();
  const std::uint32_t w = t.width(), h = t.height();
  const std::uint32_t max_side = std::clamp(std::min(w, h) / 4, 2u, 9u);
  if (w < 2 || h < 2) return;
  const std::uint32_t tries = std::clamp(w * h / 16, 1u, 100000u);
  for (std::uint32_t attempt = 0; attempt < tries; ++attempt) {
    const std::uint32_t hw = std::min(w, 2 + random.below(max_side - 1));
    const std::uint32_t hh = std::min(h, 2 + random.below(max_side - 1));
    const std::uint32_t x0 = random.below(w - hw + 1);
    const std::uint32_t y0 = random.below(h - hh + 1);
    bool fits = true;
    for (std::uint32_t y = y0 ? y0 - 1 : 0; fits && y <= y0 + hh && y < h; ++y)
      for (std::uint32_t x = x0 ? x0 - 1 : 0; x <= x0 + hw && x < w; ++x) {
        const RoomId cell = t.cell(x, y);
        const bool inside = x >= x0 && x < x0 + hw && y >= y0 && y < y0 + hh;
        if (regions.of[cell] != kNoRegion || (inside && !t.is_room(cell))) {
          fits = false;
          break;
        }
      }
    if (!fits) continue;
    const std::uint32_t region = regions.add(true);
    for (std::uint32_t y = y0; y < y0 + hh; ++y)
      for (std::uint32_t x = x0; x < x0 + hw; ++x) {
        const RoomId cell = t.cell(x, y);
        regions.of[cell] = region;
        if (x + 1 < x0 + hw) maze.open(t.grid_edge(cell, Direction::East));
        if (y + 1 < y0 + hh) maze.open(t.grid_edge(cell, Direction::South));
      }
  }
}

// A random depth-first maze through the rock from each cell not yet in a
// region; each such maze is a region of its own.
void carve_corridors(Maze& maze, Random& random, Regions& regions) {
  const Topology& t = maze.topology();
  const Neighborhood neighbors(t);
  std::vector<RoomId> stack;
  Neighbor around[Maze::kMaxNeighbors], fresh[Maze::kMaxNeighbors];
  for (RoomId start = 0; start < t.cell_count(); ++start) {
    if (!t.is_room(start) || regions.of[start] != kNoRegion) continue;
    const std::uint32_t region = regions.add(false);
    regions.of[start] = region;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int n = neighbors(stack.back(), around);
      int count = 0;
      for (int i = 0; i < n; ++i)
        if (regions.of[around[i].room] == kNoRegion) fresh[count++] = around[i];
      if (count == 0) {
        stack.pop_back();
        continue;
      }
      const Neighbor next =
          fresh[random.below(static_cast<std::uint32_t>(count))];
      maze.open(next.edge);
      regions.of[next.room] = region;
      stack.push_back(next.room);
    }
  }
}

std::uint32_t find(std::vector<std::uint32_t>& parent, std::uint32_t x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

void open_doors(Maze& maze, Random& random, const Regions& regions) {
  const Topology& t = maze.topology();
  std::vector<EdgeId> connectors;
  for (EdgeId e = 0; e < t.edge_slot_count(); ++e) {
    if (!t.edge_exists(e)) continue;
    const auto [a, b] = t.edge_rooms(e);
    if (regions.of[a] != regions.of[b]) connectors.push_back(e);
  }
  random.shuffle(connectors);
  std::vector<std::uint32_t> parent(regions.is_hall.size());
  std::iota(parent.begin(), parent.end(), 0u);
  for (EdgeId e : connectors) {
    const auto [a, b] = t.edge_rooms(e);
    const std::uint32_t ra = find(parent, regions.of[a]);
    const std::uint32_t rb = find(parent, regions.of[b]);
    const bool into_hall =
        regions.is_hall[regions.of[a]] || regions.is_hall[regions.of[b]];
    if (ra != rb) {
      parent[ra] = rb;
      maze.open(e);
    } else if (into_hall && random.chance(kExtraDoorChance)) {
      maze.open(e);
    }
  }
}

// Follows dead-end corridors back with probability `trim` each.
void trim_dead_ends(Maze& maze, Random& random, const Regions& regions,
                    double trim) {
  const Topology& t = maze.topology();
  const Neighborhood neighbors(t);
  Neighbor open[Maze::kMaxNeighbors];
  std::vector<RoomId> ends;
  for (RoomId room = 0; room < t.cell_count(); ++room)
    if (t.is_room(room) && open_neighbors(maze, neighbors, room, open) == 1)
      ends.push_back(room);
  for (RoomId room : ends) {
    if (!random.chance(trim)) continue;
    while (room != maze.entrance && room != maze.exit &&
           !regions.is_hall[regions.of[room]] &&
           open_neighbors(maze, neighbors, room, open) == 1) {
      maze.close(open[0].edge);
      room = open[0].room;
    }
  }
}

}  // namespace

void carve_rooms(Maze& maze, Random& random, const CarveOptions& options) {
  Regions regions;
  regions.of.assign(maze.topology().cell_count(), kNoRegion);
  place_halls(maze, random, regions);
  carve_corridors(maze, random, regions);
  open_doors(maze, random, regions);
  trim_dead_ends(maze, random, regions, options.trim);
}

}  // namespace wumpus::maze
