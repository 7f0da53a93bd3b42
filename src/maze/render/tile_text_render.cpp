#include "maze/render/tile_text_render.hpp"

#include "maze/render/tile_layout.hpp"

#include <cmath>
#include <string>

namespace wumpus::maze {
namespace {

// One line of text, a glyph a column, written with its blank end trimmed.
class TileTextLine {
 public:
  explicit TileTextLine(int width) : cells_(static_cast<std::size_t>(width)) {}
  void clear() { cells_.assign(cells_.size(), " "); }
  void put(int column, std::string_view glyph) {
    cells_[static_cast<std::size_t>(column)] = glyph;
  }
  void write(OutputBuffer& out) {
    std::size_t end = cells_.size();
    while (end > 0 && cells_[end - 1] == " ") --end;
    for (std::size_t i = 0; i < end; ++i) out.put(cells_[i]);
    out.put("\n");
  }

 private:
  std::vector<std::string_view> cells_;
};

}  // namespace

bool draws_tiles_as_text(const Topology& topology) {
  return topology.kind() == Topology::Kind::Tiled &&
         topology.shape() != Shape::Polar;
}

void render_tiled_text(OutputBuffer& out, const Maze& maze,
                       const std::vector<RoomId>* solution,
                       const TilePassageGlyphs& glyphs) {
  const Topology& topology = maze.topology();
  const TileLayout layout(maze.shared_topology());
  std::vector<bool> on_solution(topology.cell_count(), false);
  if (solution)
    for (const RoomId room : *solution) on_solution[room] = true;
  const auto mark = [&](RoomId room) -> std::string_view {
    if (room == maze.entrance) return "I";
    if (room == maze.exit) return "O";
    return on_solution[room] ? "*" : " ";
  };
  const std::uint32_t w = topology.width(), h = topology.height();
  TileTextLine line(layout.width());
  Neighbor open[Maze::kMaxNeighbors];
  for (std::uint32_t y = 0; y < h; ++y) {
    // The rooms of row y and the passages along it.
    line.clear();
    for (RoomId room = y * w; room < (y + 1) * w; ++room) {
      const int at = layout.centre(room).column;
      line.put(at - 1, "(");
      line.put(at, mark(room));
      line.put(at + 1, ")");
      const int n = maze.open_neighbors(room, open);
      for (int i = 0; i < n; ++i)
        if (open[i].room == room + 1 && topology.y_of(open[i].room) == y)
          for (int c = at + 2; c <= layout.centre(room + 1).column - 2; ++c)
            line.put(c, glyphs.across);
    }
    line.write(out);
    if (y + 1 == h) break;
    // The passages down to row y + 1, halfway along each.
    line.clear();
    for (RoomId room = y * w; room < (y + 1) * w; ++room) {
      const int at = layout.centre(room).column;
      const int n = maze.open_neighbors(room, open);
      for (int i = 0; i < n; ++i) {
        if (topology.y_of(open[i].room) != y + 1) continue;
        const int dx = layout.centre(open[i].room).column - at;
        line.put(at + static_cast<int>(std::lround(dx / 2.0)),
                 dx == 0  ? glyphs.down
                 : dx > 0 ? glyphs.falling
                          : glyphs.rising);
      }
    }
    line.write(out);
  }
}

}  // namespace wumpus::maze
