// The map's layering rules (ui/map/room_marks.cpp): each mark in its cell,
// the most important first, nothing important hidden.
#include "ui/map/room_marks.hpp"

#include "base/utf8.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using game_api::RoomView;
using ui::Cell;
using ui::RoomCells;
using ui::Style;

namespace {

RoomView seen(std::vector<std::string> things = {},
              std::vector<std::string> percepts = {}) {
  RoomView room;
  room.sight = game_api::Sight::Visible;
  room.things = std::move(things);
  room.percepts = std::move(percepts);
  return room;
}

std::string text(const RoomCells& cells) {
  return base::to_utf8(cells.left.glyph) + base::to_utf8(cells.centre.glyph) +
         base::to_utf8(cells.right.glyph);
}

RoomCells cells(const RoomView& room, ui::RoomContext context = {}) {
  return ui::room_cells(room, context, ui::kAsciiGlyphs);
}

void open_side(RoomView& room, maze::Direction d) {
  room.open |= 1 << static_cast<int>(d);
}

}  // namespace

TEST_CASE("each mark has its cell", "[ui][map][marks]") {
  CHECK(text(cells(seen({"pit"}))) == " O ");
  CHECK(text(cells(seen({"bats"}))) == " B ");
  CHECK(text(cells(seen({"wumpus"}))) == " W ");
  CHECK(text(cells(seen({"dead wumpus"}))) == " X ");
  CHECK(text(cells(seen({"gold"}))) == " $ ");
  CHECK(text(cells(seen({"rope"}))) == " r ");
  CHECK(text(cells(seen({}, {"breeze"}))) == "~  ");
  CHECK(text(cells(seen({}, {"stench"}))) == "  %");
  CHECK(text(cells(seen({}, {"flapping"}))) == "  w");
  ui::RoomContext exit;
  exit.exit = true;
  CHECK(text(cells(seen(), exit)) == " E ");
  RoomView stairs = seen();
  open_side(stairs, maze::Direction::Down);
  CHECK(text(cells(stairs)) == " d ");
  open_side(stairs, maze::Direction::Up);
  CHECK(text(cells(stairs)) == " x ");
  RoomView walked = seen();
  walked.visited = true;
  CHECK(text(cells(walked)) == " . ");
  CHECK(cells(walked).centre == Cell{U'.', Style::Floor, false});
}

TEST_CASE("the most dangerous thing takes the centre", "[ui][map][marks]") {
  CHECK(text(cells(seen({"gold", "pit"}))) == " O ");
  CHECK(text(cells(seen({"bats", "wumpus"}))) == " W ");
  CHECK(text(cells(seen({"dead wumpus", "gold"}))) == " $ ");
  CHECK(cells(seen({"pit"})).centre.style == Style::Danger);
}

TEST_CASE("the player on stairs or the exit keeps both in view",
          "[ui][map][marks]") {
  ui::RoomContext here;
  here.player = true;
  here.facing = maze::Direction::North;
  RoomView stairs = seen();
  open_side(stairs, maze::Direction::Up);
  CHECK(text(cells(stairs, here)) == " ^u");
  here.exit = true;
  CHECK(text(cells(stairs, here)) == "u^E");
  // With a stench on the right, the exit takes the free left cell.
  here.exit = true;
  CHECK(text(cells(seen({}, {"stench"}), here)) == "E^%");
  // A thing in the centre pushes the exit aside too.
  ui::RoomContext exit;
  exit.exit = true;
  CHECK(text(cells(seen({"gold"}, {"breeze"}), exit)) == "~$E");
}

TEST_CASE("a thing under a player moves aside, before any smell",
          "[ui][map][marks]") {
  ui::RoomContext here;
  here.player = true;
  here.facing = maze::Direction::South;
  CHECK(text(cells(seen({"wumpus"}), here)) == " vW");
  CHECK(text(cells(seen({"pit"}, {"stench"}), here)) == "Ov%");
  CHECK(text(cells(seen({"wumpus"}, {"breeze", "stench"}), here)) == "~vW");
  CHECK(cells(seen({"wumpus"}), here).right.style == Style::Danger);
  game_api::OtherPlayer bob;
  bob.alive = true;
  ui::RoomContext other;
  other.other = &bob;
  CHECK(text(cells(seen({"gold"}), other)) == " @$");
}

TEST_CASE("flapping yields to the breeze, stench and features",
          "[ui][map][marks]") {
  CHECK(text(cells(seen({}, {"breeze", "flapping"}))) == "~ w");
  CHECK(text(cells(seen({}, {"stench", "flapping"}))) == "w %");
  CHECK(text(cells(seen({}, {"breeze", "stench", "flapping"}))) == "~ %");
}

TEST_CASE("a dark room is shaded around its marks", "[ui][map][marks]") {
  RoomView dark = seen({}, {"breeze"});
  dark.dark = true;
  CHECK(text(cells(dark)) == "~::");
  CHECK(cells(dark).centre.style == Style::Shade);
  CHECK(text(ui::room_cells(dark, {}, ui::kUnicodeGlyphs)) == "~░░");
}

TEST_CASE("a room stood in is marked so, dark or under stairs",
          "[ui][map][marks]") {
  RoomView dark = seen({}, {"breeze"});
  dark.dark = true;
  dark.visited = true;
  CHECK(text(cells(dark)) == "~.:");
  RoomView stairs = seen();
  stairs.visited = true;
  open_side(stairs, maze::Direction::Down);
  CHECK(text(cells(stairs)) == ".d ");
  ui::RoomContext exit;
  exit.exit = true;
  RoomView out = seen();
  out.visited = true;
  CHECK(text(cells(out, exit)) == ".E ");
}

TEST_CASE("what the percepts prove fills the centre of a room not entered",
          "[ui][map][marks]") {
  ui::RoomContext proof;
  proof.deduced = {U'o', Style::Danger};
  CHECK(text(cells(seen({}, {}), proof)) == " o ");
  RoomView entered = seen();
  entered.visited = true;
  CHECK(text(cells(entered, proof)) == " . ");
}

TEST_CASE("a mark on the map, a mod's or a note, fills any empty centre",
          "[ui][map][marks]") {
  ui::RoomContext marked;
  marked.marked = ui::drawn_mark({"+", "a locked door"});
  marked.deduced = {U'o', Style::Danger};
  CHECK(text(cells(seen(), marked)) == " + ");
  RoomView entered = seen();
  entered.visited = true;
  CHECK(text(cells(entered, marked)) == " + ");
  // A player's note is a mark of the same kind: "pit" draws an o.
  CHECK(ui::note_as_mark("pit") == game_api::MapMark{"o", "pit"});
  CHECK(ui::note_as_mark("ladder here") ==
        game_api::MapMark{"l", "ladder here"});
  CHECK(text(cells(seen({"gold"}), marked)) == " $ ");
}

TEST_CASE("remembered rooms are dim, the player never", "[ui][map][marks]") {
  RoomView old = seen({"gold"}, {"breeze"});
  old.sight = game_api::Sight::Remembered;
  CHECK(cells(old).centre.dim);
  CHECK(cells(old).left.dim);
  ui::RoomContext here;
  here.player = true;
  CHECK_FALSE(cells(old, here).centre.dim);
}

TEST_CASE("arrow paths, the cheat's path and the cursor fill an empty centre",
          "[ui][map][marks]") {
  ui::RoomContext flight;
  flight.flight = true;
  CHECK(cells(seen(), flight).centre == Cell{U'*', Style::Flight, false});
  CHECK(text(cells(seen({"gold"}), flight)) == " $ ");
  ui::RoomContext cursor;
  cursor.cursor = true;
  CHECK(cells(seen(), cursor).centre == Cell{U'+', Style::Cursor, false});
  CHECK(cells(seen({"gold"}), cursor).centre ==
        Cell{U'$', Style::Cursor, false});
}

// Every mod percept was drawn by its first byte ("webs:*" all a 'w').
TEST_CASE("a mod's percept is drawn as its kind's looks ask", "[ui][map]") {
  std::map<std::string, game_api::KindLook> looks;
  looks["webs:web"].percept = "silk";
  looks["webs:web"].percept_glyph = "=";
  looks["webs:web"].percept_colour = "white";
  ui::RoomContext context;
  context.looks = &looks;
  const RoomCells silk = cells(seen({}, {"silk"}), context);
  CHECK(text(silk).find('=') != std::string::npos);
  CHECK(silk.right.style == Style::Wall);
  // Without looks, its first character, not its first byte.
  CHECK(base::to_utf8(cells(seen({}, {"ébène"})).right.glyph) == "é");
}
