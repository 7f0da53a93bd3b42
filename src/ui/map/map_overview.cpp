#include "ui/map/map_overview.hpp"

#include "ui/map/map_scroll.hpp"

#include "game_api/view_topology.hpp"
#include "ui/map/map_context.hpp"
#include "ui/map/room_marks.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <unordered_set>

namespace wumpus::ui {
namespace {

using game_api::PlayerView;
using game_api::RoomView;
using maze::RoomId;

bool is_room_graph(const PlayerView& view) {
  return !view.grid && !game_api::is_tiled(view);
}

// The polar rings' widest: the overview's columns, one a room of it.
std::uint32_t widest_ring(const maze::Topology& rings) {
  std::uint32_t widest = 1;
  for (std::uint32_t r = 0; r < rings.ring_count(); ++r)
    widest = std::max(widest, rings.ring_size(r));
  return widest;
}

// A room shrunk to one character: its most telling mark, else the floor
// of a room stood in, else a ring for a room only seen.
Cell shrunk(const RoomView& room, const RoomContext& context,
            const Glyphs& glyphs) {
  const RoomCells cells = room_cells(room, context, glyphs);
  const Cell* order[3] = {&cells.centre, &cells.left, &cells.right};
  for (const Cell* cell : order)
    if (cell->style != Style::Blank && cell->style != Style::Floor &&
        cell->style != Style::Shade)
      return *cell;
  for (const Cell* cell : order)
    if (cell->style != Style::Blank) return *cell;
  return {seen_only_glyph(&glyphs == &kUnicodeGlyphs), Style::Wall,
          room.sight != game_api::Sight::Visible};
}

// Paints the shrunk rooms of one page: each room's cell from its place.
class ShrunkPainter {
 public:
  ShrunkPainter(const PlayerView& view, const MapOptions& options, int left,
                int top, CharGrid& grid)
      : view_(view),
        options_(options),
        glyphs_(options.unicode ? kUnicodeGlyphs : kAsciiGlyphs),
        left_(left),
        top_(top),
        grid_(grid),
        rooms_(drawn_rooms(view, options)),
        flight_(flight_rooms(view, options)) {}

  void paint() {
    const auto topology = game_api::view_topology(view_);
    if (!topology) return;
    if (!view_.grid && topology->shape() == maze::Shape::Polar) {
      paint_rings(*topology);
      return;
    }
    const std::uint32_t level = view_.grid ? drawn_level(view_, options_) : 0;
    for (int row = 0; row < grid_.height(); ++row)
      for (int column = 0; column < grid_.width(); ++column) {
        const std::int64_t x = left_ + column, y = top_ + row;
        if (x >= view_.width || y >= view_.height) continue;
        paint_room(
            static_cast<RoomId>(
                (std::int64_t{level} * view_.height + y) * view_.width + x),
            column, row);
      }
  }

 private:
  void paint_rings(const maze::Topology& rings) {
    const std::uint64_t widest = widest_ring(rings);
    for (int row = 0; row < grid_.height(); ++row) {
      const std::int64_t ring = top_ + row;
      if (ring >= rings.ring_count()) break;
      const std::uint64_t size =
          rings.ring_size(static_cast<std::uint32_t>(ring));
      for (std::uint64_t i = 0; i < size; ++i) {
        const auto column =
            static_cast<std::int64_t>((2 * i + 1) * widest / (2 * size)) -
            left_;
        if (column >= 0 && column < grid_.width())
          paint_room(rings.ring_room(static_cast<std::uint32_t>(ring),
                                     static_cast<std::uint32_t>(i)),
                     static_cast<int>(column), row);
      }
    }
  }

  // The rooms come in id order: each cell's room is found by halving,
  // with nothing built per frame however many rooms were seen.
  void paint_room(RoomId id, int column, int row) {
    const auto found = std::lower_bound(
        rooms_.begin(), rooms_.end(), id,
        [](const RoomView& room, RoomId wanted) { return room.room < wanted; });
    if (found == rooms_.end() || found->room != id) return;
    grid_.put(
        column, row,
        shrunk(*found, context_of(view_, options_, flight_, id), glyphs_));
  }

  const PlayerView& view_;
  const MapOptions& options_;
  const Glyphs& glyphs_;
  int left_, top_;
  CharGrid& grid_;
  const std::vector<RoomView>& rooms_;  // in id order
  std::unordered_set<RoomId> flight_;
};

}  // namespace

char32_t seen_only_glyph(bool unicode) {
  return unicode ? U'◦' : U':';
}

int MapOverview::cave_width(const PlayerView& view) const {
  if (full_scale_) return canvas_width(view);
  if (view.shape == maze::Shape::Polar)
    if (const auto rings = game_api::view_topology(view))
      return static_cast<int>(widest_ring(*rings));
  return static_cast<int>(view.width);
}

int MapOverview::cave_height(const PlayerView& view) const {
  if (full_scale_) return canvas_height(view);
  return static_cast<int>(view.height);
}

void MapOverview::start(const PlayerView& view, int area_width,
                        int area_height) {
  area_width_ = area_width;
  area_height_ = area_height;
  full_scale_ = is_room_graph(view) || (canvas_width(view) <= area_width &&
                                        canvas_height(view) <= area_height);
  centre_on_player(view);
}

void MapOverview::fit(const PlayerView& view, int area_width, int area_height) {
  if (area_width != area_width_ || area_height != area_height_)
    start(view, area_width, area_height);
}

void MapOverview::centre_on_player(const PlayerView& view) {
  int column = player_column(view), row = player_row(view);
  if (!full_scale_) {
    column = static_cast<int>(view.x);
    row = static_cast<int>(view.y);
    if (view.shape == maze::Shape::Polar)
      if (const auto rings = game_api::view_topology(view);
          rings && rings->is_room(view.room)) {
        const std::uint64_t size = rings->ring_size(rings->ring_of(view.room));
        column = static_cast<int>((2 * std::uint64_t{view.x} + 1) *
                                  widest_ring(*rings) / (2 * size));
      }
  }
  left_ = column - area_width_ / 2;
  top_ = row - area_height_ / 2;
  clamp(view);
}

void MapOverview::pan(const PlayerView& view, maze::Direction d) {
  using maze::Direction;
  const int across = std::max(1, area_width_ / 2),
            down = std::max(1, area_height_ / 2);
  if (d == Direction::North || d == Direction::NorthEast ||
      d == Direction::NorthWest)
    top_ -= down;
  if (d == Direction::South || d == Direction::SouthEast ||
      d == Direction::SouthWest)
    top_ += down;
  if (d == Direction::West || d == Direction::NorthWest ||
      d == Direction::SouthWest)
    left_ -= across;
  if (d == Direction::East || d == Direction::NorthEast ||
      d == Direction::SouthEast)
    left_ += across;
  clamp(view);
}

void MapOverview::clamp(const PlayerView& view) {
  left_ = std::clamp(left_, 0, std::max(0, cave_width(view) - area_width_));
  top_ = std::clamp(top_, 0, std::max(0, cave_height(view) - area_height_));
}

void MapOverview::draw(const PlayerView& view, const MapOptions& options,
                       CharGrid& grid) const {
  grid.clear();
  if (full_scale_) {
    render_map(view, options, {left_, top_}, grid);
    return;
  }
  ShrunkPainter(view, options, left_, top_, grid).paint();
}

std::string MapOverview::caption(const PlayerView& view) const {
  const int width = cave_width(view), height = cave_height(view);
  const bool paged = width > area_width_ || height > area_height_;
  std::string text = full_scale_ ? "whole map" : "whole map, a letter a room";
  if (paged)
    text += fmt::format(" | columns {}-{} of {}, rows {}-{} of {}", left_ + 1,
                        std::min(width, left_ + area_width_), width, top_ + 1,
                        std::min(height, top_ + area_height_), height);
  return text;
}

}  // namespace wumpus::ui
