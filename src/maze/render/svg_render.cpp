// SVG: one <line> per wall, the entrance and exit as green and blue dots,
// the solution as a red polyline (broken at wrapped sides' seams), stacked
// levels side by side; room graphs as nodes on a circle joined by their
// passages.
#include "maze/render/output_buffer.hpp"
#include "maze/render/render.hpp"
#include "maze/render/svg_tiled_render.hpp"
#include "maze/render/wall_grid.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <utility>

namespace wumpus::maze {
namespace {

constexpr int kCell = 16;    // pixels per cell
constexpr int kMargin = 16;  // around the drawing and between levels

void open_svg(OutputBuffer& out, double width, double height) {
  out.print(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" "
      "height=\"{1}\" viewBox=\"0 0 {0} {1}\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height);
}

// Where level z's grid starts, left to right.
struct GridLayout {
  std::uint32_t width, height;
  int top;
  int left(std::uint32_t z) const {
    return kMargin + static_cast<int>(z * (width * kCell + kMargin));
  }
  int centre_x(std::uint32_t x, std::uint32_t z) const {
    return left(z) + static_cast<int>(x) * kCell + kCell / 2;
  }
  int centre_y(std::uint32_t y) const {
    return top + static_cast<int>(y) * kCell + kCell / 2;
  }
};

// A wall a woven passage runs under is dashed.
void draw_wall(OutputBuffer& out, WallKind kind, int x1, int y1, int x2,
               int y2) {
  if (kind == kNoWall) return;
  out.print("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{}/>\n", x1, y1, x2,
            y2, kind == kTunnelWall ? " stroke-dasharray=\"3 3\"" : "");
}

void render_walls(OutputBuffer& out, const WallGrid& grid,
                  const GridLayout& layout) {
  out.put(
      "<g stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"square\">\n");
  for (std::uint32_t z = 0; z < grid.levels(); ++z) {
    const int left = layout.left(z);
    for (std::uint32_t y = 0; y <= grid.height(); ++y) {
      const int py = layout.top + static_cast<int>(y) * kCell;
      for (std::uint32_t x = 0; x <= grid.width(); ++x) {
        const int px = left + static_cast<int>(x) * kCell;
        if (x < grid.width())
          draw_wall(out, grid.horizontal_wall(x, y, z), px, py, px + kCell, py);
        if (y < grid.height())
          draw_wall(out, grid.vertical_wall(x, y, z), px, py, px, py + kCell);
      }
    }
  }
  out.put("</g>\n");
}

// Letters for passages up and down and for entrances inside a mask.
void render_marks(OutputBuffer& out, const Maze& maze, const WallGrid& grid,
                  const GridLayout& layout) {
  const Topology& topology = maze.topology();
  out.put(
      "<g font-family=\"monospace\" font-size=\"10\" "
      "text-anchor=\"middle\" dominant-baseline=\"central\">\n");
  for (std::uint32_t z = 0; z < grid.levels(); ++z) {
    if (grid.levels() > 1)
      out.print("<text x=\"{}\" y=\"{}\">level {}</text>\n",
                layout.centre_x(0, z), kMargin, z + 1);
    if (grid.levels() == 1 && !topology.has_mask()) continue;
    for (std::uint32_t y = 0; y < grid.height(); ++y) {
      for (std::uint32_t x = 0; x < grid.width(); ++x) {
        const RoomId room = topology.cell(x, y, z);
        if (!topology.is_room(room)) continue;
        char mark = grid.level_mark(room);
        if (const char m = grid.mark(room); m == 'I' || m == 'O') mark = m;
        if (mark != ' ')
          out.print("<text x=\"{}\" y=\"{}\">{}</text>\n",
                    layout.centre_x(x, z), layout.centre_y(y), mark);
      }
    }
  }
  out.put("</g>\n");
}

// The way a step from a to b leaves through a wrapped side (to come in
// on the opposite one), if it does.
std::optional<Direction> seam_crossed(const Maze& maze, RoomId a, RoomId b) {
  const Topology& topology = maze.topology();
  const std::uint32_t xa = topology.x_of(a), ya = topology.y_of(a);
  const std::uint32_t xb = topology.x_of(b), yb = topology.y_of(b);
  const std::uint32_t last_x = topology.width() - 1;
  const std::uint32_t last_y = topology.height() - 1;
  const auto wrapped = [&](unsigned axis, RoomId from, Direction d) {
    return (topology.wrap() & axis) &&
           maze.is_open(topology.grid_edge(from, d));
  };
  if (ya == yb && xa == last_x && xb == 0 &&
      wrapped(kWrapX, a, Direction::East))
    return Direction::East;
  if (ya == yb && xa == 0 && xb == last_x &&
      wrapped(kWrapX, b, Direction::East))
    return Direction::West;
  if (xa == xb && ya == last_y && yb == 0 &&
      wrapped(kWrapY, a, Direction::South))
    return Direction::South;
  if (xa == xb && ya == 0 && yb == last_y &&
      wrapped(kWrapY, b, Direction::South))
    return Direction::North;
  return std::nullopt;
}

// One polyline per stretch of the path on one level; a step through a
// wrapped side runs out to the seam and in again from the opposite one.
void render_grid_solution(OutputBuffer& out, const Maze& maze,
                          const std::vector<RoomId>& solution,
                          const GridLayout& layout) {
  const Topology& topology = maze.topology();
  out.put(
      "<g fill=\"none\" stroke=\"red\" stroke-width=\"3\" "
      "stroke-linejoin=\"round\">\n");
  const char* separator = "";
  const auto point = [&](RoomId room, int dx, int dy) {
    out.print("{}{},{}", separator,
              layout.centre_x(topology.x_of(room), topology.z_of(room)) + dx,
              layout.centre_y(topology.y_of(room)) + dy);
    separator = " ";
  };
  const auto start_line = [&] {
    out.put("<polyline points=\"");
    separator = "";
  };
  start_line();
  for (std::size_t i = 0; i < solution.size(); ++i) {
    const RoomId room = solution[i];
    if (i > 0 && topology.z_of(room) != topology.z_of(solution[i - 1])) {
      out.put("\"/>\n");
      start_line();
    } else if (i > 0) {
      if (const auto seam = seam_crossed(maze, solution[i - 1], room)) {
        const int dx = *seam == Direction::East   ? kCell / 2
                       : *seam == Direction::West ? -kCell / 2
                                                  : 0;
        const int dy = *seam == Direction::South   ? kCell / 2
                       : *seam == Direction::North ? -kCell / 2
                                                   : 0;
        point(solution[i - 1], dx, dy);
        out.put("\"/>\n");
        start_line();
        point(room, -dx, -dy);
      }
    }
    point(room, 0, 0);
  }
  out.put("\"/>\n</g>\n");
}

// The entrance and the exit, as the other shapes' drawings mark them.
void render_ends(OutputBuffer& out, const Maze& maze,
                 const GridLayout& layout) {
  const Topology& topology = maze.topology();
  for (const auto& [room, colour] :
       {std::pair{maze.entrance, "green"}, std::pair{maze.exit, "blue"}}) {
    if (room == kNoRoom) continue;
    out.print(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" "
        "fill-opacity=\"0.5\"/>\n",
        layout.centre_x(topology.x_of(room), topology.z_of(room)),
        layout.centre_y(topology.y_of(room)), kCell / 4, colour);
  }
}

void render_grid(OutputBuffer& out, const Maze& maze,
                 const std::vector<RoomId>* solution) {
  const WallGrid grid(maze, solution);
  const GridLayout layout{grid.width(), grid.height(),
                          kMargin + (grid.levels() > 1 ? kMargin : 0)};
  open_svg(out, layout.left(grid.levels()),
           layout.top + static_cast<int>(grid.height()) * kCell + kMargin);
  render_walls(out, grid, layout);
  render_ends(out, maze, layout);
  render_marks(out, maze, grid, layout);
  if (solution && !solution->empty())
    render_grid_solution(out, maze, *solution, layout);
}

// Rooms evenly spaced on a circle, in index order.
struct CircleLayout {
  double radius, centre;
  double x(RoomId room, std::uint32_t count) const {
    return centre + radius * std::sin(2 * std::numbers::pi * room / count);
  }
  double y(RoomId room, std::uint32_t count) const {
    return centre - radius * std::cos(2 * std::numbers::pi * room / count);
  }
};

void render_graph_svg(OutputBuffer& out, const Maze& maze,
                      const std::vector<RoomId>* solution) {
  const Topology& topology = maze.topology();
  const RoomGraph& graph = *topology.room_graph();
  const std::uint32_t n = topology.room_count();
  const double radius = std::max(80.0, n * 24 / (2 * std::numbers::pi));
  const CircleLayout at{radius, radius + 4 * kMargin};
  open_svg(out, 2 * at.centre, 2 * at.centre);
  out.put("<g stroke=\"black\" stroke-width=\"2\">\n");
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge) {
    if (!maze.is_open(edge)) continue;
    const auto [a, b] = topology.edge_rooms(edge);
    out.print(
        "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\"/>\n",
        at.x(a, n), at.y(a, n), at.x(b, n), at.y(b, n));
  }
  out.put("</g>\n");
  if (solution) {
    out.put(
        "<polyline fill=\"none\" stroke=\"red\" stroke-width=\"4\" points=\"");
    const char* separator = "";
    for (RoomId room : *solution) {
      out.print("{}{:.1f},{:.1f}", separator, at.x(room, n), at.y(room, n));
      separator = " ";
    }
    out.put("\"/>\n");
  }
  out.put(
      "<g font-family=\"sans-serif\" font-size=\"10\" "
      "text-anchor=\"middle\">\n");
  for (RoomId room = 0; room < n; ++room) {
    const char* fill = room == maze.entrance ? "green"
                       : room == maze.exit   ? "blue"
                                             : "white";
    out.print(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"6\" fill=\"{}\" "
        "stroke=\"black\"/>\n",
        at.x(room, n), at.y(room, n), fill);
    const std::string label =
        graph.names.empty() ? std::to_string(room) : graph.names[room];
    std::string escaped;
    for (char c : label) {
      if (c == '<')
        escaped += "&lt;";
      else if (c == '>')
        escaped += "&gt;";
      else if (c == '&')
        escaped += "&amp;";
      else
        escaped += c;
    }
    // Labels sit outside the circle, beyond their room.
    const double lx =
        at.centre + (at.x(room, n) - at.centre) * (radius + 16) / radius;
    const double ly =
        at.centre + (at.y(room, n) - at.centre) * (radius + 16) / radius;
    out.print("<text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n", lx, ly + 4,
              escaped);
  }
  out.put("</g>\n");
}

}  // namespace

void render_svg(std::ostream& out, const Maze& maze,
                const std::vector<RoomId>* solution) {
  OutputBuffer buffer(out);
  if (maze.topology().kind() == Topology::Kind::Tiled)
    render_tiled_svg(buffer, maze, solution);
  else if (maze.topology().is_grid())
    render_grid(buffer, maze, solution);
  else
    render_graph_svg(buffer, maze, solution);
  buffer.put("</svg>\n");
}

}  // namespace wumpus::maze
