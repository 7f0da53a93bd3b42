#include "ui/tile_map.hpp"

#include "maze/compass.hpp"
#include "ui/map_context.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace wumpus::ui {
namespace {

using game::RoomView;
using game::Sight;

class TilePainter {
 public:
  TilePainter(const game::PlayerView& view, const TileLayout& layout,
              const MapOptions& options, Origin origin, CharGrid& grid)
      : view_(view),
        layout_(layout),
        options_(options),
        glyphs_(options.unicode ? kUnicodeGlyphs : kAsciiGlyphs),
        origin_(origin),
        grid_(grid),
        flight_(flight_rooms(view, options)) {}

  void paint() {
    paint_seams();
    const auto& rooms = drawn_rooms(view_, options_);
    for (const RoomView& room : rooms)
      for (maze::RoomId next : room.open_rooms) paint_passage(room, next);
    for (const RoomView& room : rooms) paint_room(room);
  }

 private:
  void put(int column, int row, char32_t glyph, Style style, bool dim) {
    grid_.put(column - origin_.left, row - origin_.top, {glyph, style, dim});
  }

  void paint_seams() {
    const int rows = layout_.height(), columns = layout_.width();
    for (int seam : {layout_.seam_left(), layout_.seam_right()})
      if (seam >= 0)
        for (int row = 0; row < rows; ++row)
          put(seam, row, glyphs_.seam, Style::Wall, true);
    for (int seam : {layout_.seam_top(), layout_.seam_bottom()})
      if (seam >= 0)
        for (int column = 0; column < columns; column += 2)
          put(column, seam, glyphs_.seam_across, Style::Wall, true);
  }

  // The cells between two rooms' marks: a horizontal run, a vertical one,
  // or a diagonal through the rows between (polar rings: straight up from
  // the outer room, which lies within the inner room's angles).
  void paint_line(CanvasPoint a, CanvasPoint b, bool dim) {
    // From the upper end, so a passage drawn from either room takes the
    // same cells.
    if (b.row < a.row) std::swap(a, b);
    const int dx = b.column - a.column, dy = b.row - a.row;
    if (dy == 0) {
      const int from = std::min(a.column, b.column) + 2,
                to = std::max(a.column, b.column) - 2;
      for (int c = from; c <= to; ++c)
        put(c, a.row, glyphs_.horizontal, Style::Wall, dim);
      return;
    }
    const bool polar = layout_.topology().shape() == maze::Shape::Polar;
    if (dx == 0 || polar) {
      const CanvasPoint outer = dy > 0 ? b : a;
      for (int r = std::min(a.row, b.row) + 1; r < std::max(a.row, b.row); ++r)
        put(outer.column, r, glyphs_.vertical, Style::Wall, dim);
      return;
    }
    const char32_t glyph =
        (dx > 0) == (dy > 0) ? glyphs_.falling : glyphs_.rising;
    for (int r = std::min(a.row, b.row) + 1; r < std::max(a.row, b.row); ++r) {
      const double t = static_cast<double>(r - a.row) / dy;
      put(a.column + static_cast<int>(std::lround(dx * t)), r, glyph,
          Style::Wall, dim);
    }
  }

  void paint_passage(const RoomView& room, maze::RoomId next) {
    const auto& topology = layout_.topology();
    if (!topology.is_room(next) || !topology.is_room(room.room)) return;
    const bool dim = room.sight != Sight::Visible;
    const CanvasPoint a = layout_.centre(room.room), b = layout_.centre(next);
    const auto d = maze::direction_to(topology, room.room, next);
    const bool polar = topology.shape() == maze::Shape::Polar;
    // A passage across a wrapped side, or round a polar ring's end, is
    // drawn as a stub from each of its rooms towards the seam.
    const auto sign = [](int v) { return (v > 0) - (v < 0); };
    if (polar && a.row == b.row &&
        std::abs(a.column - b.column) > layout_.width() / 2) {
      CanvasPoint end = a;
      end.column += b.column > a.column ? -4 : 4;
      paint_line(a, end, dim);
      return;
    }
    if (!polar && d && !maze::is_diagonal(*d)) {
      const CanvasPoint end = layout_.beyond(room.room, *d);
      if (sign(b.column - a.column) != sign(end.column - a.column) ||
          sign(b.row - a.row) != sign(end.row - a.row)) {
        paint_line(a, end, dim);
        return;
      }
    }
    paint_line(a, b, dim);
  }

  void paint_room(const RoomView& room) {
    const CanvasPoint at = layout_.centre(room.room);
    const RoomCells cells = room_cells(
        room, context_of(view_, options_, flight_, room.room), glyphs_);
    const Cell* row[3] = {&cells.left, &cells.centre, &cells.right};
    // Without walls around it, a seen room shows its sides as ( ): the
    // empty ones, so a room with nothing in it is still seen.
    const bool dim = room.sight != Sight::Visible;
    const char32_t sides[3] = {U'(', U' ', U')'};
    for (int i = 0; i < 3; ++i) {
      if (row[i]->style != Style::Blank)
        put(at.column - 1 + i, at.row, row[i]->glyph, row[i]->style,
            row[i]->dim);
      else if (i != 1)
        put(at.column - 1 + i, at.row, sides[i], Style::Wall, dim);
    }
  }

  const game::PlayerView& view_;
  const TileLayout& layout_;
  const MapOptions& options_;
  const Glyphs& glyphs_;
  Origin origin_;
  CharGrid& grid_;
  std::unordered_set<maze::RoomId> flight_;
};

}  // namespace

void render_tiles(const game::PlayerView& view, const TileLayout& layout,
                  const MapOptions& options, Origin origin, CharGrid& grid) {
  if (layout.valid()) TilePainter(view, layout, options, origin, grid).paint();
}

}  // namespace wumpus::ui
