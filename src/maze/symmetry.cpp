// How each symmetry splits a width × height rectangle (c and r are the
// middle column and row of an odd side):
//
//   x, even width   left half; joined by one passage across the axis
//   x, odd width    columns left of c; column c a straight spine, joined
//                   to the left part by one passage (and its mirror)
//   radial          the top rows and the left of the middle row (the
//                   centre included when both sides are odd, where the
//                   two halves meet); else joined by the passage the half
//                   turn maps onto itself; an even by even grid has none
//   xy              the top-left quarter, joined to a spine of the odd
//                   middle column and/or row (an even by even grid has
//                   no spine: refused)
//
// A spine is straight, so every symmetry maps it onto itself, and each
// part joins it (or the other half) exactly once: the result is a tree.
#include "maze/symmetry.hpp"

#include <array>
#include <vector>

namespace wumpus::maze {
namespace {

struct Split {
  std::vector<bool> part;   // the cells carved, per cell
  std::vector<bool> spine;  // straight corridors every symmetry keeps
  bool spine_column = false, spine_row = false;
  std::uint32_t column = 0, row = 0;  // the spine's column and row
  // No spine: the passages that may join the part to its image, each
  // kept by every symmetry (empty when the halves share a room).
  std::vector<std::pair<RoomId, RoomId>> fixed_joins;
};

Split split(const Topology& t, Symmetry symmetry) {
  const std::uint32_t w = t.width(), h = t.height();
  const std::uint32_t c = (w - 1) / 2, r = (h - 1) / 2;
  const bool odd_w = w % 2 == 1, odd_h = h % 2 == 1;
  Split s;
  s.part.assign(t.cell_count(), false);
  s.spine.assign(t.cell_count(), false);
  s.column = c;
  s.row = r;
  const auto each = [&](auto inside) {
    for (std::uint32_t y = 0; y < h; ++y)
      for (std::uint32_t x = 0; x < w; ++x) s.part[t.cell(x, y)] = inside(x, y);
  };
  switch (symmetry) {
    case Symmetry::X:
      s.spine_column = odd_w;
      each([&](auto x, auto) { return x < w / 2; });
      if (!odd_w)
        for (std::uint32_t y = 0; y < h; ++y)
          s.fixed_joins.emplace_back(t.cell(w / 2 - 1, y), t.cell(w / 2, y));
      break;
    case Symmetry::Y:
      s.spine_row = odd_h;
      each([&](auto, auto y) { return y < h / 2; });
      if (!odd_h)
        for (std::uint32_t x = 0; x < w; ++x)
          s.fixed_joins.emplace_back(t.cell(x, h / 2 - 1), t.cell(x, h / 2));
      break;
    case Symmetry::Radial:
      if (odd_h)
        each([&](auto x, auto y) { return y < r || (y == r && x <= c); });
      else
        each([&](auto, auto y) { return y < h / 2; });
      if (odd_h && !odd_w)
        s.fixed_joins.emplace_back(t.cell(w / 2 - 1, r), t.cell(w / 2, r));
      if (!odd_h && odd_w)
        s.fixed_joins.emplace_back(t.cell(c, h / 2 - 1), t.cell(c, h / 2));
      break;
    case Symmetry::XY:
      s.spine_column = odd_w;
      s.spine_row = odd_h;
      each([&](auto x, auto y) { return x < w / 2 && y < h / 2; });
      break;
  }
  for (std::uint32_t y = 0; y < h; ++y)
    for (std::uint32_t x = 0; x < w; ++x)
      s.spine[t.cell(x, y)] =
          (s.spine_column && x == c) || (s.spine_row && y == r);
  return s;
}

// The images of a room under the symmetry group (itself first).
int images(const Topology& t, Symmetry symmetry, RoomId room,
           std::array<RoomId, 4>& out) {
  const std::uint32_t x = t.x_of(room), y = t.y_of(room);
  const std::uint32_t mx = t.width() - 1 - x, my = t.height() - 1 - y;
  out[0] = room;
  switch (symmetry) {
    case Symmetry::X:
      out[1] = t.cell(mx, y);
      return 2;
    case Symmetry::Y:
      out[1] = t.cell(x, my);
      return 2;
    case Symmetry::Radial:
      out[1] = t.cell(mx, my);
      return 2;
    case Symmetry::XY:
      out[1] = t.cell(mx, y);
      out[2] = t.cell(x, my);
      out[3] = t.cell(mx, my);
      return 4;
  }
  return 1;
}

// Opens the passage a–b and every image of it.
void open_orbit(Maze& maze, Symmetry symmetry, RoomId a, RoomId b) {
  const Topology& t = maze.topology();
  std::array<RoomId, 4> ia{}, ib{};
  const int n = images(t, symmetry, a, ia);
  images(t, symmetry, b, ib);
  for (int i = 0; i < n; ++i)
    if (const auto d = t.direction_between(ia[i], ib[i]))
      maze.open(t.grid_edge(ia[i], *d));
}

}  // namespace

std::optional<Symmetry> parse_symmetry(std::string_view name) {
  if (name == "x") return Symmetry::X;
  if (name == "y") return Symmetry::Y;
  if (name == "xy") return Symmetry::XY;
  if (name == "radial") return Symmetry::Radial;
  return std::nullopt;
}

std::string_view symmetry_refusal(Symmetry symmetry, const Topology& topology,
                                  const Generator& generator) {
  if (!topology.is_plain_grid() || topology.has_mask() || topology.levels() > 1)
    return "symmetry is offered on plain rectangles of square rooms";
  if (!generator.perfect)
    return "a symmetric maze is carved perfect: choose a perfect algorithm";
  if (!(generator.supports & kMasked))
    return "the symmetric part is carved as a mask, which this algorithm "
           "cannot carve";
  const bool even_even =
      topology.width() % 2 == 0 && topology.height() % 2 == 0;
  if (even_even && symmetry == Symmetry::Radial)
    return "a half turn of an even by even grid keeps no room and no "
           "passage in place, so its two halves would need two passages "
           "between them: a loop";
  if (even_even && symmetry == Symmetry::XY)
    return "an even by even grid mirrored both ways includes a half turn, "
           "which keeps no room and no passage in place: a loop";
  return {};
}

void carve_symmetric(Maze& maze, const Generator& generator, Symmetry symmetry,
                     Random& random, const CarveOptions& options) {
  const Topology& t = maze.topology();
  const Split s = split(t, symmetry);
  std::vector<RoomId> part_rooms;
  for (RoomId room = 0; room < t.cell_count(); ++room)
    if (s.part[room]) part_rooms.push_back(room);
  if (!part_rooms.empty()) {
    const Mask mask{t.width(), t.height(), s.part};
    Maze half(std::make_shared<const Topology>(Topology::masked(mask)));
    generator.carve(half, random, options);
    const Topology& ht = half.topology();
    for (EdgeId e = 0; e < ht.edge_slot_count(); ++e) {
      if (!half.is_open(e)) continue;
      const auto [a, b] = ht.edge_rooms(e);
      open_orbit(maze, symmetry, a, b);
    }
  }
  for (RoomId room = 0; room < t.cell_count(); ++room) {
    if (!s.spine[room]) continue;
    for (Direction d : {Direction::East, Direction::South}) {
      const RoomId next = t.step(room, d);
      if (next == kNoRoom || !s.spine[next]) continue;
      const bool along =
          (s.spine_row && t.y_of(room) == s.row && t.y_of(next) == s.row) ||
          (s.spine_column && t.x_of(room) == s.column &&
           t.x_of(next) == s.column);
      if (along) maze.open(t.grid_edge(room, d));
    }
  }
  if (!s.fixed_joins.empty()) {
    const auto [a, b] = s.fixed_joins[random.below(
        static_cast<std::uint32_t>(s.fixed_joins.size()))];
    open_orbit(maze, symmetry, a, b);
    return;
  }
  if (part_rooms.empty() || !(s.spine_column || s.spine_row)) return;
  // One passage from the part to the spine, and its images.
  std::vector<std::pair<RoomId, RoomId>> joins;
  for (RoomId room : part_rooms)
    for (Direction d : {Direction::East, Direction::South}) {
      const RoomId next = t.step(room, d);
      if (next != kNoRoom && s.spine[next]) joins.emplace_back(room, next);
    }
  const auto [a, b] =
      joins[random.below(static_cast<std::uint32_t>(joins.size()))];
  open_orbit(maze, symmetry, a, b);
}

}  // namespace wumpus::maze
