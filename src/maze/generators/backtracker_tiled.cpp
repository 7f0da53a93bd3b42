// The backtracker on hex, triangle, upsilon and zeta grids, by the same
// walk as on plain rectangles (backtracker.cpp): each room keeps a byte of
// its ways to unvisited neighbours. Away from the border, the rooms of one
// parity class of column and row have the same neighbours at the same
// steps (a room's are at most one column and one row away), and a border
// room has its class's neighbours less those past the border, in the same
// order. So the rooms sit in a frame one room wider on each side, and
// every step reads its ways from one table per class. The frame's rows are
// a power of two long, so a position's column and row are a mask and a
// shift.
#include "maze/generators/unvisited_ways.hpp"

#include <bit>
#include <cstdint>
#include <memory>

namespace wumpus::maze {
namespace {

constexpr int kTiledWayLimit = 8;  // zeta rooms and upsilon's octagons

// The ways of one parity class of framed positions (column & 1 | (row & 1)
// << 1), in the order Topology::neighbors lists them.
struct TiledWayClass {
  int count = 0;
  int dx[kTiledWayLimit] = {}, dy[kTiledWayLimit] = {};
  std::uint32_t to[kTiledWayLimit] = {};  // framed step, modulo 2^32
  EdgeId edge_step[kTiledWayLimit] = {};  // from the room's first slot
  // What visiting this room keeps of each neighbour's ways: all but the one
  // back here. Entries past `count` repeat the first, which changes nothing.
  std::uint8_t keep_back[kTiledWayLimit] = {};
  // Zeta: opening a diagonal closes the diagonal crossing it for good, so
  // its two ends (at these steps) lose their ways to each other. An
  // orthogonal way names this room and its own way, which visiting the
  // neighbour clears anyway.
  std::uint32_t crossing_at[kTiledWayLimit][2] = {};
  std::uint8_t crossing_keep[kTiledWayLimit][2] = {};
  // Ways that lead past each side, cleared in the border rooms' bytes.
  std::uint8_t west = 0, east = 0, north = 0, south = 0;
};

struct TiledFrame {
  std::uint32_t width = 0, height = 0, stride = 0, shift = 0;
  TiledWayClass classes[4];

  static unsigned class_at(std::uint32_t x, std::uint32_t y) {
    return (x & 1) | (y & 1) << 1;
  }
  unsigned class_of(std::uint32_t at) const {
    return class_at(at, at >> shift);
  }
  // The room id at a framed position (its column and row less the frame).
  RoomId room_of(std::uint32_t at) const {
    return (at >> shift) * width + (at & (stride - 1)) - width - 1;
  }
};

int way_toward(const TiledWayClass& ways, int dx, int dy) {
  for (int i = 0; i < ways.count; ++i)
    if (ways.dx[i] == dx && ways.dy[i] == dy) return i;
  return -1;
}

// How a step changes the parity class.
unsigned parity_of(int dx, int dy) {
  return TiledFrame::class_at(static_cast<std::uint32_t>(dx),
                              static_cast<std::uint32_t>(dy));
}

std::uint8_t all_but(int way) {
  return static_cast<std::uint8_t>(~(1u << way));
}

// Reads each class's neighbours from the topology at an interior room;
// false where they do not fit the walk.
bool record_tiled_ways(const Topology& topology, TiledFrame& frame) {
  const std::uint32_t w = frame.width;
  const auto slots = static_cast<EdgeId>(topology.slots_per_room());
  for (std::uint32_t y = 1; y <= 2; ++y)
    for (std::uint32_t x = 1; x <= 2; ++x) {
      const RoomId room = y * w + x;
      TiledWayClass& ways = frame.classes[TiledFrame::class_at(x + 1, y + 1)];
      Neighbor around[Maze::kMaxNeighbors];
      ways.count = topology.neighbors(room, around);
      if (ways.count > kTiledWayLimit) return false;
      for (int i = 0; i < ways.count; ++i) {
        const auto dx =
            static_cast<int>(around[i].room % w) - static_cast<int>(x);
        const auto dy =
            static_cast<int>(around[i].room / w) - static_cast<int>(y);
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1) return false;
        ways.dx[i] = dx;
        ways.dy[i] = dy;
        ways.to[i] = static_cast<std::uint32_t>(dy) * frame.stride +
                     static_cast<std::uint32_t>(dx);
        ways.edge_step[i] = around[i].edge - room * slots;
        const auto bit = static_cast<std::uint8_t>(1u << i);
        if (dx < 0) ways.west |= bit;
        if (dx > 0) ways.east |= bit;
        if (dy < 0) ways.north |= bit;
        if (dy > 0) ways.south |= bit;
      }
    }
  for (unsigned at_class = 0; at_class < 4; ++at_class) {
    TiledWayClass& ways = frame.classes[at_class];
    if (ways.count == 0) return false;
    for (int i = 0; i < ways.count; ++i) {
      const int dx = ways.dx[i], dy = ways.dy[i];
      const TiledWayClass& there = frame.classes[at_class ^ parity_of(dx, dy)];
      const int back = way_toward(there, -dx, -dy);
      if (back < 0) return false;
      ways.keep_back[i] = all_but(back);
      // The crossing diagonal runs from [x+dx, y] to [x, y+dy].
      const int side =
          way_toward(frame.classes[at_class ^ parity_of(dx, 0)], -dx, dy);
      const int below =
          way_toward(frame.classes[at_class ^ parity_of(0, dy)], dx, -dy);
      if (dx != 0 && dy != 0 && side >= 0 && below >= 0) {
        ways.crossing_at[i][0] = static_cast<std::uint32_t>(dx);
        ways.crossing_keep[i][0] = all_but(side);
        ways.crossing_at[i][1] = static_cast<std::uint32_t>(dy) * frame.stride;
        ways.crossing_keep[i][1] = all_but(below);
      } else {
        ways.crossing_keep[i][0] = ways.crossing_keep[i][1] = all_but(i);
      }
    }
    for (int i = ways.count; i < kTiledWayLimit; ++i) {
      ways.to[i] = ways.to[0];
      ways.keep_back[i] = ways.keep_back[0];
    }
  }
  return true;
}

// Every real room's ways to the rooms that exist; the frame has none.
void fill_tiled_ways(const TiledFrame& frame, std::uint8_t* unvisited) {
  const std::uint32_t w = frame.width, h = frame.height;
  std::fill(unvisited, unvisited + w + 2, 0);
  std::fill(unvisited + std::size_t{h + 1} * frame.stride,
            unvisited + std::size_t{h + 1} * frame.stride + w + 2, 0);
  for (std::uint32_t y = 1; y <= h; ++y) {
    std::uint8_t row_ways[2];
    for (std::uint32_t x = 0; x < 2; ++x) {
      const TiledWayClass& ways = frame.classes[TiledFrame::class_at(x, y)];
      row_ways[x] = static_cast<std::uint8_t>(((1u << ways.count) - 1) &
                                              ~(y == 1 ? ways.north : 0) &
                                              ~(y == h ? ways.south : 0));
    }
    std::uint8_t* row = unvisited + std::size_t{y} * frame.stride;
    row[0] = row[w + 1] = 0;
    for (std::uint32_t x = 1; x <= w; ++x) row[x] = row_ways[x & 1];
    row[1] &= ~frame.classes[TiledFrame::class_at(1, y)].west;
    row[w] &= ~frame.classes[TiledFrame::class_at(w, y)].east;
  }
}

// The walk itself: kWays is the shape's most neighbours (entries past a
// class's count change nothing); kNoCrossing is zeta's rule.
template <int kWays, bool kNoCrossing>
void walk_tiled(Maze& maze, Random& random, const TiledFrame& frame,
                std::uint8_t* unvisited) {
  constexpr auto kSlots = static_cast<EdgeId>(Topology::kTiledSlots);
  walk_unvisited_ways<kWays>(
      unvisited, frame.stride + 1,  // room 0, the first room
      std::size_t{frame.width} * frame.height, random,
      [&](std::uint32_t at) {
        const TiledWayClass& ways = frame.classes[frame.class_of(at)];
        for (int i = 0; i < kWays; ++i)
          unvisited[at + ways.to[i]] &= ways.keep_back[i];
      },
      [&](std::uint32_t here, int way) {
        const TiledWayClass& from = frame.classes[frame.class_of(here)];
        maze.open(frame.room_of(here) * kSlots + from.edge_step[way]);
        if constexpr (kNoCrossing)
          for (int end = 0; end < 2; ++end)
            unvisited[here + from.crossing_at[way][end]] &=
                from.crossing_keep[way][end];
        return here + from.to[way];
      });
}

}  // namespace

bool backtrack_tiled(Maze& maze, Random& random) {
  const Topology& topology = maze.topology();
  const Shape shape = topology.shape();
  if (topology.kind() != Topology::Kind::Tiled || shape == Shape::Polar)
    return false;
  TiledFrame frame;
  frame.width = topology.width();
  frame.height = topology.height();
  if (frame.width < 4 || frame.height < 4) return false;
  // Zeta's rule is kept in the bytes from the start: no passage yet.
  if (shape == Shape::Zeta && maze.passage_count() != 0) return false;
  const std::uint64_t stride = std::bit_ceil(std::uint64_t{frame.width} + 2);
  const std::uint64_t framed = stride * (frame.height + 2);
  if (framed > 0xffffffffu) return false;
  frame.stride = static_cast<std::uint32_t>(stride);
  frame.shift = static_cast<std::uint32_t>(std::countr_zero(stride));
  static constexpr int kShapeWays[] = {0, 6, 3, 0, 8, 8};  // by Shape
  const int shape_ways = kShapeWays[static_cast<int>(shape)];
  if (!record_tiled_ways(topology, frame)) return false;
  for (const TiledWayClass& ways : frame.classes)
    if (ways.count > shape_ways) return false;
  // Written in full where it is read, so not zero-filled first.
  const auto unvisited = std::make_unique_for_overwrite<std::uint8_t[]>(framed);
  fill_tiled_ways(frame, unvisited.get());
  switch (shape) {
    case Shape::Triangle:
      walk_tiled<3, false>(maze, random, frame, unvisited.get());
      return true;
    case Shape::Hex:
      walk_tiled<6, false>(maze, random, frame, unvisited.get());
      return true;
    case Shape::Upsilon:
      walk_tiled<8, false>(maze, random, frame, unvisited.get());
      return true;
    case Shape::Zeta:
      walk_tiled<8, true>(maze, random, frame, unvisited.get());
      return true;
    default:
      return false;
  }
}

}  // namespace wumpus::maze
