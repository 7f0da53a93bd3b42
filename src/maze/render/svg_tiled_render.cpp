// Hex, triangle, polar, upsilon and zeta rooms: passages drawn as wide white
// strokes between the rooms' centres on dark rock, which reads the same for
// every tiling, diagonals and rings included; the solution as a red polyline on
// top.
#include "maze/render/svg_tiled_render.hpp"

#include "maze/geometry.hpp"

namespace wumpus::maze {
namespace {

constexpr double kTileSize = 16;    // pixels between neighbouring rooms
constexpr double kTileMargin = 16;  // around the drawing

Point centre(const Topology& topology, RoomId room) {
  const Point at = room_centre(topology, room);
  return {kTileMargin + at.x * kTileSize, kTileMargin + at.y * kTileSize};
}

void draw_dot(OutputBuffer& out, Point at, const char* colour) {
  out.print("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"{}\"/>\n",
            at.x, at.y, kTileSize / 3, colour);
}

}  // namespace

void render_tiled_svg(OutputBuffer& out, const Maze& maze,
                      const std::vector<RoomId>* solution) {
  const Topology& topology = maze.topology();
  const Point box = extent(topology);
  const Point size{2 * kTileMargin + box.x * kTileSize,
                   2 * kTileMargin + box.y * kTileSize};
  out.print(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" "
      "height=\"{1:.0f}\" viewBox=\"0 0 {0:.0f} {1:.0f}\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"#333\"/>\n",
      size.x, size.y);
  out.print(
      "<g stroke=\"white\" stroke-width=\"{:.1f}\" stroke-linecap=\"round\">\n",
      kTileSize / 2);
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge) {
    if (!maze.is_open(edge)) continue;
    const auto [a, b] = topology.edge_rooms(edge);
    const Point p = centre(topology, a), q = centre(topology, b);
    out.print(
        "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\"/>\n",
        p.x, p.y, q.x, q.y);
  }
  out.put("</g>\n<g fill=\"white\">\n");
  // Rooms as dots, so a room no passage reaches still shows.
  for (RoomId room = 0; room < topology.cell_count(); ++room) {
    const Point p = centre(topology, room);
    out.print("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\"/>\n", p.x, p.y,
              kTileSize / 4);
  }
  out.put("</g>\n");
  if (maze.entrance != kNoRoom)
    draw_dot(out, centre(topology, maze.entrance), "green");
  if (maze.exit != kNoRoom) draw_dot(out, centre(topology, maze.exit), "blue");
  if (solution && !solution->empty()) {
    out.put(
        "<polyline fill=\"none\" stroke=\"red\" stroke-width=\"3\" "
        "stroke-linejoin=\"round\" points=\"");
    const char* separator = "";
    for (RoomId room : *solution) {
      const Point p = centre(topology, room);
      out.print("{}{:.1f},{:.1f}", separator, p.x, p.y);
      separator = " ";
    }
    out.put("\"/>\n");
  }
}

}  // namespace wumpus::maze
