// Renders what one player knows (a PlayerView) into a grid of styled
// characters, without ncurses, so the drawing can be tested exactly.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/terminal/char_grid.hpp"
#include "ui/terminal/glyphs.hpp"

#include <unordered_map>

#include <string>
#include <vector>

namespace wumpus::ui {

// Each room takes kRoomCols x kRoomRows characters of the canvas (its west
// wall and north wall included); the canvas of a W x H level is
// (W * kRoomCols + 1) x (H * kRoomRows + 1).
inline constexpr int kRoomCols = 4;
inline constexpr int kRoomRows = 2;
// A room graph's list: one line a room, its marks centred on this column.
inline constexpr int kGraphCentre = 7;

struct MapOptions {
  bool unicode = true;
  bool show_path = false;  // draw view.solution (the --show-path cheat)
  // Draw the whole cave from view.reveal (the end screen) instead of what
  // the player knows, with the rooms they stood in and every arrow's
  // flight.
  bool reveal = false;
  std::vector<maze::RoomId> flight;     // an arrow's path to draw (aiming)
  maze::RoomId cursor = maze::kNoRoom;  // the travel cursor
  int level = -1;                       // the level drawn; -1: the player's
  // What the player's percepts prove of rooms not entered, by room; null
  // or absent: nothing drawn.
  const std::unordered_map<maze::RoomId, Mark>* deduced = nullptr;
  // Beside those, in the side cells of rooms not entered (the advisor's
  // maybe-bats and rope); null: none.
  const std::unordered_map<maze::RoomId, AsideMarks>* aside = nullptr;
  // The marks on the player's map (mods' and the player's own notes, see
  // game_api::MapMark), drawn in any room's empty centre; null: none.
  const std::unordered_map<maze::RoomId, Mark>* marks = nullptr;
};

// The top-left canvas cell shown in the viewport.
struct Origin {
  int left = 0;
  int top = 0;
  bool operator==(const Origin&) const = default;
};

// Canvas size of the player's level (grids) or of the room list (graphs).
int canvas_width(const game_api::PlayerView& view);
// `reveal`: of the whole cave (the end screen), whose room graph lists
// every room, not only those seen.
int canvas_height(const game_api::PlayerView& view, bool reveal = false);

// Draws the part of the map under `origin` into `grid` (cleared first):
// unseen rooms blank, remembered rooms dim with their marks, rooms in
// sight bright, the player's glyph showing where they face (see
// room_marks.hpp for what each room shows).
//
// One coordinate convention everywhere: room (x, y) counts from 0 at the
// top-left, as the maze's JSON does; level z is told as "level z+1 of L".
// Room (x, y) has its centre at canvas column x * kRoomCols + 2 and row
// y * kRoomRows + 1.
void render_map(const game_api::PlayerView& view, const MapOptions& options,
                Origin origin, CharGrid& grid);

// A caption for the map: which level of a stacked cave is drawn.
std::string map_title(const game_api::PlayerView& view, int level = -1);

// The level drawn for these options.
std::uint32_t drawn_level(const game_api::PlayerView& view,
                          const MapOptions& options);

}  // namespace wumpus::ui
