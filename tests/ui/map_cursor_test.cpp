// The map cursor (ui/map/map_cursor.cpp): on every tiling it reaches every
// room with the keys that move the player, jumps to the exit, the
// entrance, the nearest unexplored room and the notes, and names rooms
// as the map shows them, never by a number the map hides.
#include "ui/map/map_cursor.hpp"

#include "game_api/view_topology.hpp"
#include "maze/compass.hpp"
#include "maze/maze.hpp"
#include "ui/map_fixtures.hpp"

#include <catch2/catch.hpp>

#include <deque>
#include <set>

using namespace wumpus;
using game_api::PlayerView;
using game_api::RoomView;
using maze::Direction;
using maze::RoomId;
using Cursor = ui::MapCursor;

namespace {

const std::map<RoomId, game_api::MapMark> kNoNotes;
using wumpus::testing::tiled_view;

RoomView seen_room(RoomId id, std::vector<RoomId> open = {}) {
  RoomView room;
  room.room = id;
  room.x = id;
  room.open_rooms = std::move(open);
  return room;
}

// The rooms the cursor reaches from `from` with movement keys alone.
std::set<RoomId> reachable(const PlayerView& view, RoomId from,
                           const std::vector<Direction>& directions) {
  std::set<RoomId> seen{from};
  std::deque<RoomId> queue{from};
  while (!queue.empty()) {
    const RoomId at = queue.front();
    queue.pop_front();
    for (Direction d : directions) {
      const RoomId next = ui::cursor_step(view, at, d);
      if (next != maze::kNoRoom && seen.insert(next).second)
        queue.push_back(next);
    }
  }
  return seen;
}

}  // namespace

TEST_CASE("the cursor reaches every room of every tiling by moving keys",
          "[ui][cursor]") {
  for (const testing::ShapeCase& shape : testing::kShapeCases) {
    INFO(shape.name);
    const PlayerView view = tiled_view(shape);
    const auto topology = game_api::view_topology(view);
    REQUIRE(topology);
    // Polar rings have no compass: north, east, south and west there.
    std::vector<Direction> keys = {Direction::North, Direction::East,
                                   Direction::South, Direction::West};
    if (game_api::walks_by_compass(view)) {
      const auto rose = maze::compass_rose(*topology);
      keys.assign(rose.begin(), rose.end());
    }
    const std::set<RoomId> rooms = reachable(view, 0, keys);
    CHECK(rooms.size() == topology->room_count());
    for (RoomId room : rooms) CHECK(topology->is_room(room));
  }
}

TEST_CASE("on polar rings north goes in, south out, east and west round",
          "[ui][cursor]") {
  const PlayerView view = tiled_view(testing::kShapeCases[2]);
  const auto rings = game_api::view_topology(view);
  REQUIRE(rings);
  REQUIRE(rings->shape() == maze::Shape::Polar);
  const std::uint32_t ring = 2, size = rings->ring_size(ring);
  const RoomId last = rings->ring_room(ring, size - 1);
  CHECK(ui::cursor_step(view, last, Direction::East) ==
        rings->ring_room(ring, 0));
  CHECK(ui::cursor_step(view, rings->ring_room(ring, 0), Direction::West) ==
        last);
  CHECK(rings->ring_of(ui::cursor_step(view, last, Direction::North)) ==
        ring - 1);
  CHECK(rings->ring_of(ui::cursor_step(view, last, Direction::South)) ==
        ring + 1);
  CHECK(ui::cursor_step(view, 0, Direction::North) == maze::kNoRoom);
  CHECK(ui::room_label(view, last) ==
        "ring 2 room " + std::to_string(size - 1));
}

TEST_CASE(
    "on polar rings the movement keys reach every joined room, both outer "
    "rooms where a ring doubles included",
    "[ui][cursor]") {
  PlayerView view = tiled_view(testing::kShapeCases[2]);
  const auto rings = game_api::view_topology(view);
  REQUIRE(rings);
  // Every passage known open: each room's joined rooms are all its
  // neighbours.
  for (RoomId room = 0; room < rings->room_count(); ++room) {
    maze::Neighbor next[maze::Maze::kMaxNeighbors];
    std::vector<RoomId> open;
    for (int i = 0, n = rings->neighbors(room, next); i < n; ++i)
      open.push_back(next[i].room);
    view.rooms.push_back(seen_room(room, open));
  }
  int doubled = 0;
  for (const RoomView& here : view.rooms) {
    // The centre, a ring of one room, has a whole ring outside it: three
    // of its rooms by key (southwest, south, southeast), the others by
    // travel's cursor, which reaches every room (the first test).
    if (rings->ring_of(here.room) == 0) continue;
    std::set<RoomId> by_keys;
    for (Direction d : maze::kEveryDirection)
      if (const RoomId to = ui::ring_passage(view, here.room, d);
          to != maze::kNoRoom)
        by_keys.insert(to);
    INFO("room " << here.room);
    CHECK(by_keys ==
          std::set<RoomId>(here.open_rooms.begin(), here.open_rooms.end()));
    const auto outer = ui::ring_passage(view, here.room, Direction::SouthWest);
    if (outer != ui::ring_passage(view, here.room, Direction::SouthEast))
      ++doubled;
  }
  CHECK(doubled > 0);  // the case the test is for exists in this cave
  // The cursor's diagonals land under the room's two quarters.
  const std::uint32_t ring = 1;
  const RoomId room = rings->ring_room(ring, 0);
  if (rings->ring_size(ring + 1) == 2 * rings->ring_size(ring)) {
    CHECK(ui::cursor_step(view, room, Direction::SouthWest) ==
          rings->ring_room(ring + 1, 0));
    CHECK(ui::cursor_step(view, room, Direction::SouthEast) ==
          rings->ring_room(ring + 1, 1));
  }
}

TEST_CASE(
    "on a room graph the cursor walks the list and digits pick a "
    "joined room",
    "[ui][cursor]") {
  PlayerView view;
  view.grid = false;
  view.room = 1;
  view.exit = 7;
  view.rooms = {seen_room(1, {4, 12}), seen_room(4, {1}), seen_room(12, {1})};
  view.rooms[2].name = "the cellar";
  Cursor cursor;
  cursor.start(view, Cursor::Purpose::Travel);
  CHECK(ui::cursor_step(view, 1, Direction::South) == 4);
  CHECK(ui::cursor_step(view, 4, Direction::North) == 1);
  CHECK(ui::cursor_step(view, 12, Direction::South) == maze::kNoRoom);
  CHECK(cursor.key('1', std::nullopt, view, kNoNotes).note == "Room 1...");
  CHECK(cursor.key('2', std::nullopt, view, kNoNotes).outcome ==
        Cursor::Outcome::Choosing);
  CHECK(cursor.room() == 12);
  CHECK(ui::room_label(view, 12) == "room 12 (the cellar)");
  CHECK(cursor.key('9', std::nullopt, view, kNoNotes).note ==
        "No passage leads from here to room 9.");
  CHECK(cursor.key('\n', std::nullopt, view, kNoNotes).outcome ==
        Cursor::Outcome::Go);
}

TEST_CASE(
    "the cursor jumps to the exit, the entrance, the unexplored and "
    "the notes",
    "[ui][cursor]") {
  PlayerView view = tiled_view(testing::kShapeCases[0]);  // hex
  view.room = 9;
  view.exit = 40;
  view.entrance = 3;
  Cursor cursor;
  cursor.start(view, Cursor::Purpose::Travel);
  cursor.key('e', std::nullopt, view, kNoNotes);
  CHECK(cursor.room() == 40);
  CHECK(cursor.hint(view, kNoNotes).starts_with("Travel to 5,5 (never seen)"));
  cursor.key('i', std::nullopt, view, kNoNotes);
  CHECK(cursor.room() == 3);
  cursor.key('.', std::nullopt, view, kNoNotes);
  CHECK(cursor.room() == 9);
  CHECK(cursor.key('x', std::nullopt, view, kNoNotes).note ==
        "No unexplored room is known to be safe.");
  CHECK(cursor.key('\t', std::nullopt, view, kNoNotes).note ==
        "You have no notes yet.");
  const std::map<RoomId, game_api::MapMark> notes = {{2, {"?", "?"}},
                                                     {30, {"o", "pit"}}};
  cursor.key('\t', std::nullopt, view, notes);
  CHECK(cursor.room() == 30);
  cursor.key('\t', std::nullopt, view, notes);
  CHECK(cursor.room() == 2);
  CHECK(cursor.key(27, std::nullopt, view, notes).outcome ==
        Cursor::Outcome::Cancel);
}

TEST_CASE("a cursor for a note goes on the note key, not the travel key",
          "[ui][cursor]") {
  PlayerView view = tiled_view(testing::kShapeCases[0]);
  Cursor cursor;
  cursor.start(view, Cursor::Purpose::Note);
  CHECK(cursor.key('T', ui::Action::Travel, view, kNoNotes).outcome ==
        Cursor::Outcome::Choosing);
  CHECK(cursor.key('N', ui::Action::Note, view, kNoNotes).outcome ==
        Cursor::Outcome::Go);
  cursor.key('u', ui::Action::MoveNorthEast, view, kNoNotes);
  CHECK(cursor.room() == 0);  // the top row: nothing north-east
  cursor.key('n', ui::Action::MoveSouthEast, view, kNoNotes);
  CHECK(ui::room_label(view, cursor.room()) == "0,1");
}
