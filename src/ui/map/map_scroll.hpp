// Which part of the map's canvas the viewport shows: it follows the
// player (with the rooms joined to theirs on tiled caves), a cursor or
// another room, scrolling as little as it can and never past the
// canvas's edges; a wrapped side has no edges, and there the room
// followed stays in the middle.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/map/map_view.hpp"

namespace wumpus::ui {

// Where a room's centre sits on the canvas of the level drawn; on a room
// graph, its mark column and line in the list (`reveal`: the whole
// cave's).
struct CanvasCell {
  int column = 0, row = 0;
};
CanvasCell room_cell(const game_api::PlayerView& view, maze::RoomId room,
                     bool reveal = false);

// Where the player's glyph sits on the canvas.
int player_column(const game_api::PlayerView& view);
int player_row(const game_api::PlayerView& view);

// Scrolls `previous` as little as possible so the player stays at least a
// few cells inside a viewport of width x height (and on a tiled cave the
// rooms joined to theirs, where they fit beside them), never past the
// canvas's edges (a canvas smaller than the viewport is not scrolled).
// A wrapped side has no edges: there the player stays in the middle.
Origin follow_player(const game_api::PlayerView& view, Origin previous,
                     int width, int height);

// Like follow_player, for another room of the drawn level (the end
// screen's look); on a room graph, its line in the list drawn (`reveal`:
// the whole cave's).
Origin follow_point(const game_api::PlayerView& view, Origin previous,
                    maze::RoomId room, int width, int height,
                    bool reveal = false);

// The map cursor on `room` in view, and the player too wherever both fit
// in the viewport at once.
Origin follow_cursor(const game_api::PlayerView& view, Origin previous,
                     maze::RoomId room, int width, int height);

}  // namespace wumpus::ui
