#include "ui/map/room_marks.hpp"

#include "base/utf8.hpp"
#include "game_api/hazard_table.hpp"
#include "game_api/kind_names.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace wumpus::ui {
namespace {

bool empty(const Cell& cell) {
  return cell.style == Style::Blank;
}

// The player's arrow: four compass ways, and the diagonals of hexagons,
// octagons and zeta mazes.
char32_t facing_glyph(maze::Direction facing, const Glyphs& glyphs) {
  const int d = static_cast<int>(facing);
  if (maze::is_diagonal(facing))
    return glyphs
        .diagonal_facing[d - static_cast<int>(maze::Direction::NorthEast)];
  return glyphs.facing[d % 4];
}

}  // namespace

char32_t stairs_glyph(const game_api::RoomView& room, const Glyphs& glyphs) {
  const bool up = room.known_open(maze::Direction::Up),
             down = room.known_open(maze::Direction::Down);
  if (up && down) return glyphs.stairs[2];
  if (up) return glyphs.stairs[0];
  if (down) return glyphs.stairs[1];
  return 0;
}

RoomCells room_cells(const game_api::RoomView& room, const RoomContext& context,
                     const Glyphs& glyphs) {
  const bool dim = room.sight != game_api::Sight::Visible;
  const auto cell = [dim](char32_t glyph, Style style) {
    return Cell{glyph, style, dim};
  };
  RoomCells cells;

  const Mark thing = context.looks ? thing_mark(room.things, *context.looks)
                                   : thing_mark(room.things);
  bool thing_aside = false;  // a player holds the centre over it
  if (context.player) {
    cells.centre = {
        context.compass ? facing_glyph(context.facing, glyphs) : U'@',
        Style::Player, false};
    thing_aside = true;
  } else if (context.other != nullptr) {
    cells.centre =
        cell(context.other->alive ? kOther.glyph : U'%', kOther.style);
    thing_aside = true;
  } else if (thing.style != Style::Blank) {
    cells.centre = cell(thing.glyph, thing.style);
  }
  if (room.sensed(game_api::builtin::kBreeze))
    cells.left = cell(kBreeze.glyph, kBreeze.style);
  if (room.sensed(game_api::builtin::kStench))
    cells.right = cell(kStench.glyph, kStench.style);
  // What shares the room with a player (the Wumpus that ate them, the pit
  // they fell into) matters more than a smell: it takes a free side, else
  // the stench's cell.
  if (thing_aside && thing.style != Style::Blank) {
    Cell& side =
        empty(cells.left) && !empty(cells.right) ? cells.left : cells.right;
    side = cell(thing.glyph, thing.style);
  }

  // The rest, most important first: features may take the centre.
  std::vector<std::pair<Cell, bool>> rest;  // cell, may take the centre
  if (context.exit) rest.push_back({cell(kExit.glyph, kExit.style), true});
  if (const char32_t stairs = stairs_glyph(room, glyphs); stairs != 0)
    rest.push_back({cell(stairs, Style::Item), true});
  for (const std::string& percept : room.percepts) {
    if (percept == game_api::builtin::kBreeze ||
        percept == game_api::builtin::kStench || percept.empty())
      continue;
    const Mark mark = percept == game_api::builtin::kFlapping ? kFlapping
                      : context.looks ? percept_mark(percept, *context.looks)
                                      : percept_mark(percept);
    rest.push_back({cell(mark.glyph, mark.style), false});
  }
  bool feature_centre = false;  // the exit or stairs took the centre
  for (const auto& [mark, central] : rest) {
    if (central && empty(cells.centre)) {
      cells.centre = mark;
      feature_centre = true;
    } else if (empty(cells.right))
      cells.right = mark;
    else if (empty(cells.left))
      cells.left = mark;
  }

  if (empty(cells.centre)) {
    if (context.flight)
      cells.centre = {glyphs.flight, Style::Flight, false};
    else if (context.on_path)
      cells.centre = {glyphs.path, Style::Path, false};
    else if (context.marked.style != Style::Blank)
      cells.centre = cell(context.marked.glyph, context.marked.style);
    else if (context.deduced.style != Style::Blank && !room.visited)
      cells.centre = cell(context.deduced.glyph, context.deduced.style);
    else if (room.visited)
      cells.centre = cell(glyphs.floor, Style::Floor);
  } else if (room.visited && feature_centre) {
    // Stairs or the exit in the centre: the floor mark goes aside.
    for (Cell* side : {&cells.left, &cells.right})
      if (empty(*side)) {
        *side = cell(glyphs.floor, Style::Floor);
        break;
      }
  }
  if (!room.visited) {
    if (empty(cells.left) && context.aside.left.style != Style::Blank)
      cells.left = cell(context.aside.left.glyph, context.aside.left.style);
    if (empty(cells.right) && context.aside.right.style != Style::Blank)
      cells.right = cell(context.aside.right.glyph, context.aside.right.style);
  }
  if (room.dark)
    for (Cell* c : {&cells.left, &cells.centre, &cells.right})
      if (empty(*c)) *c = cell(glyphs.shade, Style::Shade);
  if (context.cursor) {
    if (empty(cells.centre) || cells.centre.style == Style::Shade ||
        cells.centre.style == Style::Floor)
      cells.centre.glyph = glyphs.cursor;
    cells.centre.style = Style::Cursor;
    cells.centre.dim = false;
  }
  return cells;
}

// ? for "?", a hazard's mark for its kind (o for "pit", ! for "wumpus"),
// else the note's first character; the whole note is the label.
game_api::MapMark note_as_mark(const std::string& text) {
  if (const auto* hazard = game_api::hazard_of_kind(text))
    return {base::to_utf8(hazard->mark), text};
  const std::u32string chars = base::from_utf8(text);
  return {chars.empty() ? "?" : base::to_utf8(chars[0]), text};
}

Mark drawn_mark(const game_api::MapMark& mark) {
  const std::u32string chars = base::from_utf8(mark.glyph);
  return {chars.empty() ? U'?' : chars[0], Style::Other};
}

}  // namespace wumpus::ui
