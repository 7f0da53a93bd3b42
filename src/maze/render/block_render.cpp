// Block grids (maze/files/block_file.hpp) of rectangles and masks: `@` for the
// outline, every hole, every sealed wall and the rock a maze left (rooms
// with no passage, which read back as holes, not as rooms to carve), `#`
// for walls, spaces for rooms and open passages, `I` and `O` for the
// entrance and the exit. Holes that reach the grid's edge lie outside the
// outline and are left blank but for the `@` around the rooms.
#include "maze/render/output_buffer.hpp"
#include "maze/render/render.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace wumpus::maze {
namespace {

// Rock: rooms a maze left with no passage (culled by --sparse, left over
// by the rooms algorithm). A maze of one room has none.
std::vector<bool> rock_rooms(const Maze& maze) {
  const Topology& topology = maze.topology();
  std::vector<bool> rock(topology.cell_count(), false);
  if (maze.passage_count() == 0) return rock;
  Neighbor open[Maze::kMaxNeighbors];
  for (RoomId room = 0; room < topology.cell_count(); ++room)
    rock[room] = topology.is_room(room) && maze.open_neighbors(room, open) == 0;
  return rock;
}

// Which cells are holes (or rock) joined to the grid's edge: outside the
// outline, as they are when the grid is read back.
std::vector<bool> outside_cells(const Topology& topology,
                                const std::vector<bool>& rock) {
  const std::uint32_t w = topology.width(), h = topology.height();
  std::vector<bool> outside(topology.cell_count(), false);
  std::vector<RoomId> stack;
  const auto reach = [&](std::uint32_t x, std::uint32_t y) {
    const RoomId cell = topology.cell(x, y);
    if ((topology.is_room(cell) && !rock[cell]) || outside[cell]) return;
    outside[cell] = true;
    stack.push_back(cell);
  };
  for (std::uint32_t x = 0; x < w; ++x) reach(x, 0), reach(x, h - 1);
  for (std::uint32_t y = 0; y < h; ++y) reach(0, y), reach(w - 1, y);
  while (!stack.empty()) {
    const RoomId cell = stack.back();
    stack.pop_back();
    const std::uint32_t x = topology.x_of(cell), y = topology.y_of(cell);
    if (x > 0) reach(x - 1, y);
    if (x + 1 < w) reach(x + 1, y);
    if (y > 0) reach(x, y - 1);
    if (y + 1 < h) reach(x, y + 1);
  }
  return outside;
}

}  // namespace

void render_blocks(std::ostream& out, const Maze& maze) {
  const Topology& topology = maze.topology();
  if (!topology.is_plain_grid() || topology.levels() > 1)
    throw std::invalid_argument(
        "block grids draw square rooms on one level, neither wrapped nor "
        "woven");
  const std::uint32_t w = topology.width(), h = topology.height();
  const std::vector<bool> rock = rock_rooms(maze);
  const std::vector<bool> outside = outside_cells(topology, rock);
  const auto room = [&](std::int64_t x, std::int64_t y) {
    if (x < 0 || y < 0 || x >= w || y >= h) return false;
    const RoomId cell = topology.cell(static_cast<std::uint32_t>(x),
                                      static_cast<std::uint32_t>(y));
    return topology.is_room(cell) && !rock[cell];
  };
  // A wall between two rooms: open, sealed or neither.
  const auto wall = [&](RoomId a, Direction d) {
    if (maze.is_open(a, d)) return ' ';
    return topology.is_sealed(topology.grid_edge(a, d)) ? '@' : '#';
  };
  const auto hole_inside = [&](std::int64_t x, std::int64_t y) {
    return x >= 0 && y >= 0 && x < w && y < h &&
           !outside[topology.cell(static_cast<std::uint32_t>(x),
                                  static_cast<std::uint32_t>(y))] &&
           !room(x, y);
  };
  OutputBuffer buffer(out);
  std::string line;
  for (std::int64_t by = 0; by <= 2 * std::int64_t{h}; ++by) {
    line.clear();
    for (std::int64_t bx = 0; bx <= 2 * std::int64_t{w}; ++bx) {
      // The cells this block touches: itself, or the two or four around.
      const std::int64_t x0 = (bx - 1) / 2 - (bx == 0), x1 = bx / 2;
      const std::int64_t y0 = (by - 1) / 2 - (by == 0), y1 = by / 2;
      bool all_rooms = true, any_room = false, any_hole = false;
      for (std::int64_t y = y0; y <= y1; ++y)
        for (std::int64_t x = x0; x <= x1; ++x) {
          const bool r = room(x, y);
          all_rooms = all_rooms && r;
          any_room = any_room || r;
          any_hole = any_hole || hole_inside(x, y);
        }
      char c = ' ';
      if (!all_rooms) {
        c = any_room || any_hole ? '@' : ' ';
      } else if (bx % 2 == 1 && by % 2 == 1) {
        const RoomId a = topology.cell(static_cast<std::uint32_t>(x0),
                                       static_cast<std::uint32_t>(y0));
        c = a == maze.entrance ? 'I' : a == maze.exit ? 'O' : ' ';
      } else if (bx % 2 == 1 || by % 2 == 1) {
        const RoomId a = topology.cell(static_cast<std::uint32_t>(x0),
                                       static_cast<std::uint32_t>(y0));
        c = wall(a, bx % 2 == 0 ? Direction::East : Direction::South);
      } else {
        // A corner among four rooms: the strongest wall that meets it.
        const RoomId a = topology.cell(static_cast<std::uint32_t>(x0),
                                       static_cast<std::uint32_t>(y0));
        const RoomId d = topology.cell(static_cast<std::uint32_t>(x1),
                                       static_cast<std::uint32_t>(y1));
        const auto strength = [](char block) {
          return block == '@' ? 2 : block == '#' ? 1 : 0;
        };
        for (char meets : {wall(a, Direction::East), wall(a, Direction::South),
                           wall(d, Direction::West), wall(d, Direction::North)})
          if (strength(meets) > strength(c)) c = meets;
      }
      line += c;
    }
    line.erase(line.find_last_not_of(' ') + 1);
    line += '\n';
    buffer.put(line);
  }
}

}  // namespace wumpus::maze
