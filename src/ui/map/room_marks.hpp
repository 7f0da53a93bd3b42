// The layering rules of the map in one place: what the three cells inside
// a room (left, centre, right) show, most important first, so nothing
// important is ever hidden.
//
// - The centre holds who or what is in the room: you (your facing arrow),
//   another player, else the most important thing seen (thing_mark). A
//   thing under a player takes a side cell (the right one, else the left;
//   over a stench if both are full): it matters more than a smell.
// - The left cell is a breeze, the right cell a stench.
// - The exit, then stairs, take the centre when it is free, else a free
//   side cell (you on the stairs keep both in view).
// - Flapping and mods' percepts take whichever side is left.
// - A dark room's empty cells are shaded; an empty centre shows the arrow's
//   path, the cheat's path, what the percepts prove, else the floor of a
//   room you stood in (dark or not; under stairs or the exit, a free side
//   cell holds it), or the travel cursor.
// - In a room not entered, the advisor's side marks fill side cells left
//   empty.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/terminal/char_grid.hpp"
#include "ui/terminal/glyphs.hpp"

namespace wumpus::ui {

struct RoomCells {
  Cell left, centre, right;  // Style::Blank: nothing to draw there
};

// What the room's cells depend on besides what the player knows of it.
struct RoomContext {
  bool player = false;  // the player stands here
  maze::Direction facing = maze::Direction::East;
  bool compass = true;  // false on room graphs: the player is an @
  const game_api::OtherPlayer* other = nullptr;  // another player here
  bool exit = false;
  bool flight = false;   // an arrow's path (aimed or flown) passes here
  bool on_path = false;  // the --show-path cheat
  bool cursor = false;   // the travel cursor is here
  // What the player's percepts prove there (ui/advisor/deductions.hpp),
  // drawn in an empty centre; Style::Blank: nothing.
  Mark deduced;
  // Beside it, in side cells nothing else takes (rooms not entered).
  AsideMarks aside;
  // A mark on the player's map (a mod's, or the player's note), drawn in
  // an empty centre whether or not the room was entered; before proofs.
  Mark marked;
  // Mods' glyphs and colours for their kinds (the view's); null: none.
  const std::map<std::string, game_api::KindLook>* looks = nullptr;
};

RoomCells room_cells(const game_api::RoomView& room, const RoomContext& context,
                     const Glyphs& glyphs);

// The player's note on a room as a mark on their map, the model mods'
// marks use (game_api::MapMark).
game_api::MapMark note_as_mark(const std::string& text);
// How a map mark is drawn: its glyph in the colour of the player's own.
Mark drawn_mark(const game_api::MapMark& mark);

// Stairs up, down or both from the room's known passages; 0 for none.
char32_t stairs_glyph(const game_api::RoomView& room, const Glyphs& glyphs);

}  // namespace wumpus::ui
