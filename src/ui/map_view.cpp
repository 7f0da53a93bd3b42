#include "ui/map_view.hpp"

#include "ui/glyphs.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <unordered_set>

namespace wumpus::ui {
namespace {

using game::PlayerView;
using game::RoomView;
using game::Sight;
using maze::Direction;

bool knows_open(const RoomView* room, Direction d) {
  return room != nullptr && (room->open >> static_cast<int>(d) & 1) != 0;
}

// The seen rooms of the drawn level inside a window of room positions, so
// drawing costs the size of the viewport, not of the whole maze.
class LevelWindow {
 public:
  LevelWindow(const PlayerView& view, int x0, int y0, int x1, int y1)
      : x0_(x0),
        y0_(y0),
        cols_(x1 - x0 + 1),
        rows_(y1 - y0 + 1),
        rooms_(static_cast<std::size_t>(std::max(cols_, 0)) *
               std::max(rows_, 0)) {
    for (const RoomView& room : view.rooms) {
      if (room.z != view.z) continue;
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
  if (knows_open(a, d) || knows_open(b, maze::opposite(d)))
    return Segment::None;
  const bool bright = (a != nullptr && a->sight == Sight::Visible) ||
                      (b != nullptr && b->sight == Sight::Visible);
  return bright ? Segment::Bright : Segment::Dim;
}

bool contains(const std::vector<std::string>& list, std::string_view item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

class GridPainter {
 public:
  GridPainter(const PlayerView& view, const MapOptions& options, Origin origin,
              CharGrid& grid)
      : view_(view),
        glyphs_(options.unicode ? kUnicodeGlyphs : kAsciiGlyphs),
        origin_(origin),
        grid_(grid),
        x0_(std::max(0, origin.left / kRoomCols - 1)),
        y0_(std::max(0, origin.top / kRoomRows - 1)),
        x1_(std::min<int>(view.width,
                          (origin.left + grid.width()) / kRoomCols + 1)),
        y1_(std::min<int>(view.height,
                          (origin.top + grid.height()) / kRoomRows + 1)),
        rooms_(view, x0_ - 1, y0_ - 1, x1_, y1_) {
    if (!options.show_path) return;
    const std::uint32_t level = view.width * view.height;
    for (maze::RoomId id : view.solution)
      if (level != 0 && id / level == view.z) path_.insert(id % level);
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
    const auto id = static_cast<maze::RoomId>(y * view_.width + x);
    const bool on_path = path_.count(id) != 0;
    if (room == nullptr) {
      if (on_path) put(cx, cy, glyphs_.path, Style::Path, false);
      return;
    }
    const bool dim = room->sight != Sight::Visible;
    paint_marks(*room, cx, cy, dim);
    if (room->room == view_.room) {
      put(cx, cy, glyphs_.facing[static_cast<int>(view_.facing) % 4],
          Style::Player, false);
      return;
    }
    for (const game::OtherPlayer& other : view_.others) {
      if (other.room == room->room) {
        put(cx, cy, other.alive ? U'@' : U'%', Style::Other, dim);
        return;
      }
    }
    if (!room->things.empty()) {
      const Mark thing = thing_mark(room->things, view_.kinds);
      put(cx, cy, thing.glyph, thing.style, dim);
    } else if (room->room == view_.exit) {
      put(cx, cy, U'E', Style::Exit, dim);
    } else if (knows_open(room, Direction::Up) ||
               knows_open(room, Direction::Down)) {
      const bool up = knows_open(room, Direction::Up),
                 down = knows_open(room, Direction::Down);
      put(cx, cy, up && down ? U'=' : up ? U'<' : U'>', Style::Floor, dim);
    } else if (on_path) {
      put(cx, cy, glyphs_.path, Style::Path, false);
    } else if (room->visited) {
      put(cx, cy, glyphs_.floor, Style::Floor, dim);
    }
  }

  // Breeze always left of the centre, stench always right; flapping and
  // mods' percepts take whichever side is left free.
  void paint_marks(const RoomView& room, int cx, int cy, bool dim) {
    const Mark* left = nullptr;
    const Mark* right = nullptr;
    if (contains(room.percepts, "breeze")) left = &kBreeze;
    if (contains(room.percepts, "stench")) right = &kStench;
    Mark other{};
    for (const std::string& percept : room.percepts) {
      if (percept == "breeze" || percept == "stench" || percept.empty())
        continue;
      other = percept == "flapping"
                  ? kFlapping
                  : Mark{static_cast<char32_t>(percept[0]), Style::Item};
      if (right == nullptr)
        right = &other;
      else if (left == nullptr)
        left = &other;
      break;
    }
    if (left != nullptr) put(cx - 1, cy, left->glyph, left->style, dim);
    if (right != nullptr) put(cx + 1, cy, right->glyph, right->style, dim);
  }

  const PlayerView& view_;
  const Glyphs& glyphs_;
  Origin origin_;
  CharGrid& grid_;
  int x0_, y0_, x1_, y1_;
  LevelWindow rooms_;
  std::unordered_set<maze::RoomId> path_;
};

// Room graphs have no geometry: one line per seen room, "  12 ~@%  3 7 9".
constexpr int kGraphCenter = 7;

void render_graph(const PlayerView& view, Origin origin, CharGrid& grid) {
  int row = 0;
  for (const RoomView& room : view.rooms) {
    const int y = row++ - origin.top;
    if (y < 0 || y >= grid.height()) continue;
    const bool dim = room.sight != Sight::Visible;
    std::string text = fmt::format("{:>5}    ", room.room);
    for (maze::RoomId next : room.open_rooms) text += fmt::format(" {}", next);
    grid.write(-origin.left, y, text, Style::Text, dim);
    const int cx = kGraphCenter - origin.left;
    if (contains(room.percepts, "breeze"))
      grid.put(cx - 1, y, {kBreeze.glyph, kBreeze.style, dim});
    if (contains(room.percepts, "stench"))
      grid.put(cx + 1, y, {kStench.glyph, kStench.style, dim});
    if (room.room == view.room) {
      grid.put(cx, y, {U'@', Style::Player, false});
    } else if (!room.things.empty()) {
      const Mark thing = thing_mark(room.things, view.kinds);
      grid.put(cx, y, {thing.glyph, thing.style, dim});
    }
  }
}

int graph_row(const PlayerView& view) {
  for (std::size_t i = 0; i < view.rooms.size(); ++i)
    if (view.rooms[i].room == view.room) return static_cast<int>(i);
  return 0;
}

int follow_axis(int origin, int position, int view, int canvas) {
  if (canvas <= view) return 0;
  const int margin = std::min(view / 4, 8);
  if (position < origin + margin) origin = position - margin;
  if (position >= origin + view - margin) origin = position - view + margin + 1;
  return std::clamp(origin, 0, canvas - view);
}

}  // namespace

int canvas_width(const PlayerView& view) {
  return view.grid ? static_cast<int>(view.width) * kRoomCols + 1 : 40;
}

int canvas_height(const PlayerView& view) {
  return view.grid ? static_cast<int>(view.height) * kRoomRows + 1
                   : static_cast<int>(view.rooms.size());
}

int player_column(const PlayerView& view) {
  return view.grid ? static_cast<int>(view.x) * kRoomCols + 2 : kGraphCenter;
}

int player_row(const PlayerView& view) {
  return view.grid ? static_cast<int>(view.y) * kRoomRows + 1 : graph_row(view);
}

Origin follow_player(const PlayerView& view, Origin previous, int width,
                     int height) {
  return {
      follow_axis(previous.left, player_column(view), width,
                  canvas_width(view)),
      follow_axis(previous.top, player_row(view), height, canvas_height(view))};
}

void render_map(const PlayerView& view, const MapOptions& options,
                Origin origin, CharGrid& grid) {
  grid.clear();
  if (!view.grid) {
    render_graph(view, origin, grid);
    return;
  }
  GridPainter(view, options, origin, grid).paint();
}

std::string map_title(const PlayerView& view) {
  if (!view.grid) return "cave (rooms seen, passages known)";
  if (view.levels > 1)
    return fmt::format("level {} of {}", view.z + 1, view.levels);
  return {};
}

}  // namespace wumpus::ui
