#include "ui/map/map_scroll.hpp"

#include "ui/map/tile_layout.hpp"

#include <algorithm>
#include <cstdlib>

namespace wumpus::ui {
namespace {

using game_api::PlayerView;

int follow_margin(int view) {
  return std::min(view / 4, 8);
}

int follow_axis(int origin, int position, int view, int canvas) {
  if (canvas <= view) return 0;
  const int margin = follow_margin(view);
  if (position < origin + margin) origin = position - margin;
  if (position >= origin + view - margin) origin = position - view + margin + 1;
  return std::clamp(origin, 0, canvas - view);
}

// Scrolls to keep canvas cell (column, row) in view. A wrapped side has
// no edge to stop at: there the cell stays in the viewport's middle, and
// tile_map draws one period of the cave around it.
Origin follow_cell(const PlayerView& view, Origin previous, CanvasCell cell,
                   int width, int height, bool reveal) {
  Origin origin{
      follow_axis(previous.left, cell.column, width, canvas_width(view)),
      follow_axis(previous.top, cell.row, height, canvas_height(view, reveal))};
  if (const auto tiles = tile_layout(view)) {
    if (tiles->period_x() > 0) origin.left = cell.column - width / 2;
    if (tiles->period_y() > 0) origin.top = cell.row - height / 2;
  }
  return origin;
}

// Scrolls the least that brings `also` into view beside `kept` (already
// in view), when both fit at once.
int keep_both(int origin, int kept, int also, int view, int canvas) {
  if (canvas <= view || std::abs(kept - also) >= view) return origin;
  if (also < origin) origin = also;
  if (also >= origin + view) origin = also - view + 1;
  return std::clamp(origin, 0, canvas - view);
}

}  // namespace

CanvasCell room_cell(const PlayerView& view, maze::RoomId room, bool reveal) {
  if (const auto tiles = tile_layout(view)) {
    if (!tiles->topology().is_room(room)) return {};
    const maze::CanvasPoint centre = tiles->centre(room);
    return {centre.column, centre.row};
  }
  if (view.grid)
    return {static_cast<int>(room % view.width) * kRoomCols + 2,
            static_cast<int>(room / view.width % view.height) * kRoomRows + 1};
  const auto& rooms = reveal ? view.reveal.rooms : view.rooms;
  for (std::size_t i = 0; i < rooms.size(); ++i)
    if (rooms[i].room == room) return {kGraphCentre, static_cast<int>(i)};
  return {kGraphCentre, 0};
}

int player_column(const PlayerView& view) {
  if (const auto tiles = tile_layout(view))
    return tiles->centre_at(view.x, view.y).column;
  return view.grid ? static_cast<int>(view.x) * kRoomCols + 2 : kGraphCentre;
}

int player_row(const PlayerView& view) {
  if (const auto tiles = tile_layout(view))
    return tiles->centre_at(view.x, view.y).row;
  return view.grid ? static_cast<int>(view.y) * kRoomRows + 1
                   : room_cell(view, view.room).row;
}

// A polar ring's neighbours may lie far across: they are followed first,
// where they fit beside the player, then the player.
Origin follow_player(const PlayerView& view, Origin previous, int width,
                     int height) {
  const CanvasCell player{player_column(view), player_row(view)};
  const auto tiles = tile_layout(view);
  const game_api::RoomView* here = game_api::find_room(view, view.room);
  if (tiles && here != nullptr) {
    const int room_x = width - 2 * follow_margin(width),
              room_y = height - 2 * follow_margin(height);
    for (maze::RoomId next : here->open_rooms) {
      if (!tiles->topology().is_room(next)) continue;
      const CanvasCell at = room_cell(view, next);
      if (std::abs(at.column - player.column) < room_x &&
          std::abs(at.row - player.row) < room_y)
        previous = follow_cell(view, previous, at, width, height, false);
    }
  }
  return follow_cell(view, previous, player, width, height, false);
}

Origin follow_point(const PlayerView& view, Origin previous, maze::RoomId room,
                    int width, int height, bool reveal) {
  return follow_cell(view, previous, room_cell(view, room, reveal), width,
                     height, reveal);
}

Origin follow_cursor(const PlayerView& view, Origin previous, maze::RoomId room,
                     int width, int height) {
  Origin origin = follow_point(view, previous, room, width, height);
  const CanvasCell cursor = room_cell(view, room);
  const auto tiles = tile_layout(view);
  if (!tiles || tiles->period_x() == 0)
    origin.left = keep_both(origin.left, cursor.column, player_column(view),
                            width, canvas_width(view));
  if (!tiles || tiles->period_y() == 0)
    origin.top = keep_both(origin.top, cursor.row, player_row(view), height,
                           canvas_height(view));
  return origin;
}

}  // namespace wumpus::ui
