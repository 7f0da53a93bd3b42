#include "maze/render/text_render.hpp"

#include "maze/render/output_buffer.hpp"
#include "maze/render/render.hpp"
#include "maze/render/wall_grid.hpp"

#include <stdexcept>
#include <string>

namespace wumpus::maze {
namespace {

// Lines are built one at a time so that the blank ends of masked rows can
// be trimmed before they are written.
class LineWriter {
 public:
  explicit LineWriter(OutputBuffer& out) : out_(out) {}
  void put(std::string_view text) { line_ += text; }
  void end_line() {
    line_.erase(line_.find_last_not_of(' ') + 1);
    line_ += '\n';
    out_.put(line_);
    line_.clear();
  }

 private:
  OutputBuffer& out_;
  std::string line_;
};

// Each wall is looked up once: a line of corners needs the horizontal
// walls along it and the vertical walls above and below it.
void render_level(OutputBuffer& buffer, const WallGrid& grid, std::uint32_t z,
                  const Topology& topology, const TextGlyphs& glyphs) {
  const std::uint32_t w = grid.width(), h = grid.height();
  LineWriter out(buffer);
  std::vector<char> across(w), above(w + 1, 0), below(w + 1, 0);
  for (std::uint32_t y = 0; y <= h; ++y) {
    for (std::uint32_t x = 0; x < w; ++x)
      across[x] = grid.horizontal_wall(x, y, z);
    for (std::uint32_t x = 0; x <= w; ++x)
      below[x] = y < h ? grid.vertical_wall(x, y, z) : kNoWall;
    for (std::uint32_t x = 0; x <= w; ++x) {
      unsigned arms = 0;
      if (above[x]) arms |= kArmUp;
      if (below[x]) arms |= kArmDown;
      if (x > 0 && across[x - 1]) arms |= kArmLeft;
      if (x < w && across[x]) arms |= kArmRight;
      out.put(glyphs.corners[arms]);
      if (x < w)
        out.put(across[x] == kTunnelWall ? glyphs.tunnel_wall
                : across[x]              ? glyphs.wall
                                         : "  ");
    }
    out.end_line();
    if (y == h) break;
    for (std::uint32_t x = 0; x <= w; ++x) {
      out.put(below[x] == kTunnelWall ? glyphs.tunnel_side
              : below[x]              ? glyphs.side
                                      : " ");
      if (x == w) break;
      const RoomId room = topology.cell(x, y, z);
      if (!topology.is_room(room)) {
        out.put("  ");
        continue;
      }
      const char cell[2] = {grid.mark(room), grid.level_mark(room)};
      out.put(std::string_view(cell, 2));
    }
    out.end_line();
    std::swap(above, below);
  }
}

// Room graphs have no geometry to draw: one line per room instead.
void render_graph_text(OutputBuffer& out, const Maze& maze,
                       const std::vector<RoomId>* solution) {
  const Topology& topology = maze.topology();
  const RoomGraph& graph = *topology.room_graph();
  std::vector<bool> on_path(topology.room_count(), false);
  if (solution)
    for (RoomId room : *solution) on_path[room] = true;
  out.print("{} rooms, {} passages, entrance {}, exit {}\n",
            topology.room_count(), maze.passage_count(), maze.entrance,
            maze.exit);
  Neighbor open[Maze::kMaxNeighbors];
  for (RoomId room = 0; room < topology.room_count(); ++room) {
    out.print("{} {}", on_path[room] ? '*' : ' ', room);
    if (!graph.names.empty()) out.print(" ({})", graph.names[room]);
    out.put(":");
    const int n = maze.open_neighbors(room, open);
    for (int i = 0; i < n; ++i) out.print(" {}", open[i].room);
    out.put("\n");
  }
  if (!solution) return;
  out.put("solution:");
  for (RoomId room : *solution) out.print(" {}", room);
  out.put("\n");
}

}  // namespace

void render_text(std::ostream& out, const Maze& maze,
                 const std::vector<RoomId>* solution,
                 const TextGlyphs& glyphs) {
  OutputBuffer buffer(out);
  const Topology& topology = maze.topology();
  if (draws_tiles_as_text(topology)) {
    render_tiled_text(buffer, maze, solution, glyphs.tiles);
    return;
  }
  if (topology.kind() == Topology::Kind::Tiled)
    throw std::invalid_argument(std::string(text_drawing_refusal(topology)));
  if (!topology.is_grid()) {
    render_graph_text(buffer, maze, solution);
    return;
  }
  const WallGrid grid(maze, solution);
  for (std::uint32_t z = 0; z < grid.levels(); ++z) {
    if (grid.levels() > 1)
      buffer.print("{}level {} of {}\n", z > 0 ? "\n" : "", z + 1,
                   grid.levels());
    render_level(buffer, grid, z, topology, glyphs);
  }
}

}  // namespace wumpus::maze
