#include "ui/map/map_view.hpp"

#include "base/printable.hpp"
#include "base/utf8.hpp"
#include "game_api/view_topology.hpp"
#include "ui/map/map_context.hpp"
#include "ui/map/room_marks.hpp"
#include "ui/map/tile_map.hpp"
#include "ui/terminal/glyphs.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <unordered_set>

namespace wumpus::ui {
namespace {

using game_api::PlayerView;
using game_api::RoomView;
using game_api::Sight;
using maze::Direction;

// The seen rooms of the drawn level inside a window of room positions, so
// drawing costs the size of the viewport, not of the whole maze.
class LevelWindow {
 public:
  LevelWindow(const std::vector<RoomView>& rooms, std::uint32_t level, int x0,
              int y0, int x1, int y1)
      : x0_(x0),
        y0_(y0),
        cols_(x1 - x0 + 1),
        rows_(y1 - y0 + 1),
        rooms_(static_cast<std::size_t>(std::max(cols_, 0)) *
               std::max(rows_, 0)) {
    for (const RoomView& room : rooms) {
      if (room.z != level) continue;
      const int x = static_cast<int>(room.x) - x0_,
                y = static_cast<int>(room.y) - y0_;
      if (x >= 0 && y >= 0 && x < cols_ && y < rows_)
        rooms_[y * cols_ + x] = &room;
    }
  }
  const RoomView* at(int x, int y) const {
    x -= x0_;
    y -= y0_;
    if (x < 0 || y < 0 || x >= cols_ || y >= rows_) return nullptr;
    return rooms_[y * cols_ + x];
  }

 private:
  int x0_, y0_, cols_, rows_;
  std::vector<const RoomView*> rooms_;
};

enum class Segment { None, Dim, Bright };

// The wall between room a and its neighbour b in direction d (either may be
// unseen or off the grid): drawn when one of them is seen and neither knows
// the passage open.
Segment wall_between(const RoomView* a, const RoomView* b, Direction d) {
  if (a == nullptr && b == nullptr) return Segment::None;
  if ((a && a->known_open(d)) || (b && b->known_open(maze::opposite(d))))
    return Segment::None;
  const bool bright = (a != nullptr && a->sight == Sight::Visible) ||
                      (b != nullptr && b->sight == Sight::Visible);
  return bright ? Segment::Bright : Segment::Dim;
}

class GridPainter {
 public:
  GridPainter(const PlayerView& view, const MapOptions& options, Origin origin,
              CharGrid& grid)
      : view_(view),
        options_(options),
        glyphs_(options.unicode ? kUnicodeGlyphs : kAsciiGlyphs),
        origin_(origin),
        grid_(grid),
        level_(drawn_level(view, options)),
        x0_(std::max(0, origin.left / kRoomCols - 1)),
        y0_(std::max(0, origin.top / kRoomRows - 1)),
        x1_(std::min<int>(view.width,
                          (origin.left + grid.width()) / kRoomCols + 1)),
        y1_(std::min<int>(view.height,
                          (origin.top + grid.height()) / kRoomRows + 1)),
        rooms_(drawn_rooms(view, options), level_, x0_ - 1, y0_ - 1, x1_, y1_),
        flight_(flight_rooms(view, options)) {
    if (options.show_path)
      path_.insert(view.solution.begin(), view.solution.end());
  }

  void paint() {
    for (int y = y0_; y <= y1_; ++y) {
      for (int x = x0_; x <= x1_; ++x) {
        paint_corner(x, y);
        if (y < static_cast<int>(view_.height)) paint_vertical(x, y);
        if (x < static_cast<int>(view_.width)) paint_horizontal(x, y);
        if (x < static_cast<int>(view_.width) &&
            y < static_cast<int>(view_.height))
          paint_room(x, y);
      }
    }
  }

 private:
  // The wall west of room (x, y) and the one north of it.
  Segment vertical(int x, int y) const {
    return wall_between(rooms_.at(x - 1, y), rooms_.at(x, y), Direction::East);
  }
  Segment horizontal(int x, int y) const {
    return wall_between(rooms_.at(x, y - 1), rooms_.at(x, y), Direction::South);
  }

  void put(int canvas_x, int canvas_y, char32_t glyph, Style style, bool dim) {
    grid_.put(canvas_x - origin_.left, canvas_y - origin_.top,
              {glyph, style, dim});
  }

  void paint_corner(int x, int y) {
    const Segment arms[4] = {vertical(x, y - 1), horizontal(x, y),
                             vertical(x, y), horizontal(x - 1, y)};
    int mask = 0;
    bool bright = false;
    for (int arm = 0; arm < 4; ++arm) {
      if (arms[arm] == Segment::None) continue;
      mask |= 1 << arm;
      bright = bright || arms[arm] == Segment::Bright;
    }
    if (mask != 0)
      put(x * kRoomCols, y * kRoomRows, glyphs_.corners[mask], Style::Wall,
          !bright);
  }

  void paint_vertical(int x, int y) {
    const Segment wall = vertical(x, y);
    if (wall != Segment::None)
      put(x * kRoomCols, y * kRoomRows + 1, glyphs_.vertical, Style::Wall,
          wall == Segment::Dim);
  }

  void paint_horizontal(int x, int y) {
    const Segment wall = horizontal(x, y);
    if (wall == Segment::None) return;
    for (int i = 1; i < kRoomCols; ++i)
      put(x * kRoomCols + i, y * kRoomRows, glyphs_.horizontal, Style::Wall,
          wall == Segment::Dim);
  }

  void paint_room(int x, int y) {
    const int cx = x * kRoomCols + 2, cy = y * kRoomRows + 1;
    const RoomView* room = rooms_.at(x, y);
    const auto id = static_cast<maze::RoomId>(
        (level_ * view_.height + y) * view_.width + x);
    // Fog: only an aimed arrow, the cheat, the cursor or a note.
    RoomContext context = room != nullptr
                              ? context_of(view_, options_, flight_, id)
                              : fog_context(view_, options_, flight_, id);
    context.on_path = path_.count(id) != 0;
    const RoomCells cells =
        room_cells(room != nullptr ? *room : fog_room(), context, glyphs_);
    const Cell* row[3] = {&cells.left, &cells.centre, &cells.right};
    for (int i = 0; i < 3; ++i)
      if (row[i]->style != Style::Blank)
        put(cx - 1 + i, cy, row[i]->glyph, row[i]->style, row[i]->dim);
  }

  const PlayerView& view_;
  const MapOptions& options_;
  const Glyphs& glyphs_;
  Origin origin_;
  CharGrid& grid_;
  std::uint32_t level_;
  int x0_, y0_, x1_, y1_;
  LevelWindow rooms_;
  std::unordered_set<maze::RoomId> flight_;
  std::unordered_set<maze::RoomId> path_;
};

// Room graphs have no geometry: one line per seen room, its marks (from
// kGraphCentre), then its joined rooms, each marked with what is known of
// it: "   12 ~@%   3E 7~ 9".

std::string joined_text(const PlayerView& view,
                        const std::vector<RoomView>& rooms, maze::RoomId next,
                        const Glyphs& glyphs) {
  std::string text = fmt::format(" {}", next);
  const auto known =
      std::find_if(rooms.begin(), rooms.end(),
                   [next](const RoomView& r) { return r.room == next; });
  if (next == view.exit) text += base::to_utf8(kExit.glyph);
  if (known == rooms.end()) return text;
  const RoomCells cells = room_cells(*known, {}, glyphs);
  for (const Cell* cell : {&cells.left, &cells.centre, &cells.right})
    if (cell->style != Style::Blank && cell->style != Style::Floor &&
        cell->style != Style::Shade && cell->glyph != kExit.glyph)
      text += base::to_utf8(cell->glyph);
  return text;
}

void render_graph(const PlayerView& view, const MapOptions& options,
                  Origin origin, CharGrid& grid) {
  const Glyphs& glyphs = options.unicode ? kUnicodeGlyphs : kAsciiGlyphs;
  const std::vector<RoomView>& rooms = drawn_rooms(view, options);
  const auto flight = flight_rooms(view, options);
  int row = 0;
  for (const RoomView& room : rooms) {
    const int y = row++ - origin.top;
    if (y < 0 || y >= grid.height()) continue;
    const bool dim = room.sight != Sight::Visible;
    std::string text = fmt::format("{:>5}    ", room.room);
    for (maze::RoomId next : room.open_rooms)
      text += joined_text(view, rooms, next, glyphs);
    // A named room (the castle's) says its name, as `look` does.
    if (!room.name.empty())
      text += fmt::format("   {}", base::printable(room.name));
    grid.write(-origin.left, y, text, Style::Text, dim);
    const RoomCells cells =
        room_cells(room, context_of(view, options, flight, room.room), glyphs);
    const Cell* marks[3] = {&cells.left, &cells.centre, &cells.right};
    for (int i = 0; i < 3; ++i)
      if (marks[i]->style != Style::Blank)
        grid.put(kGraphCentre - 1 + i - origin.left, y, *marks[i]);
  }
}

// "hex rooms", "rings unrolled, centre on top", "square rooms, wrapped
// x: seams join" (a dotted seam joins the other side).
std::string tiled_title(const PlayerView& view) {
  if (view.shape == maze::Shape::Polar) return "rings unrolled, centre on top";
  std::string title = std::string(maze::shape_name(view.shape)) + " rooms";
  if (view.wrap)
    title +=
        fmt::format(", wrapped {}: seams join", maze::wrap_name(view.wrap));
  if (view.weave) title += ", woven";
  return title;
}

}  // namespace

int canvas_width(const PlayerView& view) {
  if (const auto tiles = tile_layout(view)) return tiles->width();
  return view.grid ? static_cast<int>(view.width) * kRoomCols + 1 : 40;
}

int canvas_height(const PlayerView& view, bool reveal) {
  if (const auto tiles = tile_layout(view)) return tiles->height();
  return view.grid ? static_cast<int>(view.height) * kRoomRows + 1
         : reveal  ? static_cast<int>(view.reveal.rooms.size())
                   : static_cast<int>(view.rooms.size());
}

void render_map(const PlayerView& view, const MapOptions& options,
                Origin origin, CharGrid& grid) {
  grid.clear();
  if (const auto tiles = tile_layout(view)) {
    render_tiles(view, *tiles, options, origin, grid);
    return;
  }
  if (!view.grid) {
    render_graph(view, options, origin, grid);
    return;
  }
  GridPainter(view, options, origin, grid).paint();
}

std::uint32_t drawn_level(const PlayerView& view, const MapOptions& options) {
  if (options.level < 0 || options.level >= static_cast<int>(view.levels))
    return view.z;
  return static_cast<std::uint32_t>(options.level);
}

std::string map_title(const PlayerView& view, int level) {
  if (game_api::is_tiled(view)) return tiled_title(view);
  if (!view.grid) return "rooms seen and their joined rooms";
  if (view.levels > 1)
    return fmt::format(
        "level {} of {}",
        (level < 0 ? view.z : static_cast<std::uint32_t>(level)) + 1,
        view.levels);
  return {};
}

}  // namespace wumpus::ui
