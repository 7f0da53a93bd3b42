#include "ui/map/tile_map.hpp"

#include "maze/compass.hpp"
#include "ui/map/map_context.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <unordered_set>

namespace wumpus::ui {
namespace {

using game_api::RoomView;
using game_api::Sight;

// One period of a wrapped side, drawn around the middle of the viewport
// (where follow_player puts the player): every room once, at its copy
// nearest the middle, so the cave runs on seamlessly past the seam and the
// player, the travel cursor and an aimed arrow's rooms never show twice.
// The window runs from a wall column (row) to the same wall one period on,
// both ends drawn, so a passage leaving either end shows as a stub.
class WrapAxis {
 public:
  // `middle`: the canvas cell at the viewport's middle; `step`: a room's
  // columns (rows), walls at multiples of it.
  WrapAxis(int period, int middle, int step)
      : period_(period), first_(floor_to(middle - period / 2, step)) {}

  bool wraps() const { return period_ > 0; }
  int first() const { return first_; }
  int last() const { return first_ + period_; }
  // Where canvas cell p of the unwrapped layout is drawn.
  int place(int p) const {
    return wraps() ? first_ + modulo(p - first_, period_) : p;
  }
  bool inside(int p) const { return !wraps() || (p >= first_ && p <= last()); }
  // The offset from one cell to another it joins in direction `sign`
  // (+1 east/south, -1 west/north, 0 unknown): across the seam when the
  // plain offset points the other way.
  int towards(int from, int to, int sign) const {
    int offset = to - from;
    if (!wraps()) return offset;
    if (sign > 0 && offset < 0) offset += period_;
    if (sign < 0 && offset > 0) offset -= period_;
    return offset;
  }

 private:
  static int modulo(int a, int n) { return ((a % n) + n) % n; }
  static int floor_to(int a, int step) { return a - modulo(a, step); }

  int period_ = 0, first_ = 0;
};

class TilePainter {
 public:
  TilePainter(const game_api::PlayerView& view, const maze::TileLayout& layout,
              const MapOptions& options, Origin origin, CharGrid& grid)
      : view_(view),
        layout_(layout),
        options_(options),
        glyphs_(options.unicode ? kUnicodeGlyphs : kAsciiGlyphs),
        origin_(origin),
        grid_(grid),
        across_(layout.period_x(), origin.left + grid.width() / 2,
                layout.step_x()),
        down_(layout.period_y(), origin.top + grid.height() / 2,
              maze::TileLayout::kStepY),
        flight_(flight_rooms(view, options)) {}

  void paint() {
    paint_seams();
    const auto& rooms = drawn_rooms(view_, options_);
    for (const RoomView& room : rooms)
      for (maze::RoomId next : room.open_rooms) paint_passage(room, next);
    for (const RoomView& room : rooms) paint_room(room);
    paint_unseen(rooms);
  }

 private:
  void put(int column, int row, char32_t glyph, Style style, bool dim) {
    if (across_.inside(column) && down_.inside(row))
      grid_.put(column - origin_.left, row - origin_.top, {glyph, style, dim});
  }

  maze::CanvasPoint place(maze::CanvasPoint p) const {
    return {across_.place(p.column), down_.place(p.row)};
  }

  // A wrapped side's seam is its wall 0, where the last room meets the
  // first, drawn at each end of the window it falls on.
  void paint_seams() {
    const int top = down_.wraps() ? down_.first() : 0,
              bottom = down_.wraps() ? down_.last() : layout_.height() - 1,
              left = across_.wraps() ? across_.first() : 0,
              right = across_.wraps() ? across_.last() : layout_.width() - 1;
    if (across_.wraps())
      for (int seam = across_.place(0); seam <= right;
           seam += layout_.period_x())
        for (int row = top; row <= bottom; ++row)
          put(seam, row, glyphs_.seam, Style::Wall, true);
    if (down_.wraps())
      for (int seam = down_.place(0); seam <= bottom;
           seam += layout_.period_y())
        for (int column = left; column <= right; column += 2)
          put(column, seam, glyphs_.seam_across, Style::Wall, true);
  }

  // Where `next` is drawn as seen from `room` drawn at `at`: on a wrapped
  // side, past the seam when the passage crosses it.
  maze::CanvasPoint joined(maze::RoomId room, maze::CanvasPoint at,
                           maze::RoomId next,
                           std::optional<maze::Direction> d) const {
    const maze::CanvasPoint from = layout_.centre(room),
                            to = layout_.centre(next);
    int east = 0, south = 0;
    if (d == maze::Direction::East) east = 1;
    if (d == maze::Direction::West) east = -1;
    if (d == maze::Direction::South) south = 1;
    if (d == maze::Direction::North) south = -1;
    return {at.column + across_.towards(from.column, to.column, east),
            at.row + down_.towards(from.row, to.row, south)};
  }

  // The cells between two rooms' marks: a horizontal run, a vertical one,
  // or a diagonal through the rows between (polar rings: straight up from
  // the outer room, which lies within the inner room's angles).
  void paint_line(maze::CanvasPoint a, maze::CanvasPoint b, bool dim) {
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
      const maze::CanvasPoint outer = dy > 0 ? b : a;
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
    const maze::CanvasPoint a = place(layout_.centre(room.room));
    const bool polar = topology.shape() == maze::Shape::Polar;
    if (!polar) {
      paint_line(a,
                 joined(room.room, a, next,
                        maze::direction_to(topology, room.room, next)),
                 dim);
      return;
    }
    // A passage round a polar ring's end is drawn as a stub from each of
    // its rooms towards the row's ends.
    const maze::CanvasPoint b = layout_.centre(next);
    if (a.row == b.row && std::abs(a.column - b.column) > layout_.width() / 2) {
      maze::CanvasPoint end = a;
      end.column += b.column > a.column ? -4 : 4;
      paint_line(a, end, dim);
      return;
    }
    paint_line(a, b, dim);
  }

  void paint_room(const RoomView& room) {
    const maze::CanvasPoint at = place(layout_.centre(room.room));
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

  // The cursor and the player's notes may rest on rooms never seen (the
  // exit, a room the cursor stepped over): drawn alone in the fog.
  void paint_unseen(const std::vector<RoomView>& rooms) {
    std::unordered_set<maze::RoomId> unseen;
    if (options_.cursor != maze::kNoRoom) unseen.insert(options_.cursor);
    if (options_.marks != nullptr && !options_.reveal)
      for (const auto& [room, mark] : *options_.marks) unseen.insert(room);
    for (const RoomView& room : rooms) unseen.erase(room.room);
    for (maze::RoomId id : unseen) {
      if (!layout_.topology().is_room(id)) continue;
      const RoomCells cells = room_cells(
          fog_room(), fog_context(view_, options_, flight_, id), glyphs_);
      const maze::CanvasPoint at = place(layout_.centre(id));
      const Cell* row[3] = {&cells.left, &cells.centre, &cells.right};
      for (int i = 0; i < 3; ++i)
        if (row[i]->style != Style::Blank)
          put(at.column - 1 + i, at.row, row[i]->glyph, row[i]->style,
              row[i]->dim);
    }
  }

  const game_api::PlayerView& view_;
  const maze::TileLayout& layout_;
  const MapOptions& options_;
  const Glyphs& glyphs_;
  Origin origin_;
  CharGrid& grid_;
  WrapAxis across_, down_;
  std::unordered_set<maze::RoomId> flight_;
};

}  // namespace

void render_tiles(const game_api::PlayerView& view,
                  const maze::TileLayout& layout, const MapOptions& options,
                  Origin origin, CharGrid& grid) {
  TilePainter(view, layout, options, origin, grid).paint();
}

}  // namespace wumpus::ui
