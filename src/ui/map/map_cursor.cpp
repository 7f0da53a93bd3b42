#include "ui/map/map_cursor.hpp"

#include "base/printable.hpp"
#include "game_api/view_topology.hpp"
#include "maze/maze.hpp"
#include "ui/map/tile_layout.hpp"
#include "ui/play/room_keys.hpp"
#include "ui/play/travel.hpp"
#include "ui/terminal/terminal.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace wumpus::ui {
namespace {

using game_api::PlayerView;
using maze::Direction;
using maze::RoomId;

bool is_enter_key(int key) {
  return key == '\n' || key == '\r' || key == KEY_ENTER;
}

// Polar rings: north (and northwest, northeast) to the ring inside,
// south to the one outside (the room there nearest in angle; southwest
// and southeast the rooms under this room's first and last quarter),
// east and west to the next room round.
RoomId polar_step(const maze::Topology& rings, RoomId room, Direction d) {
  const std::uint32_t ring = rings.ring_of(room);
  const std::uint32_t size = rings.ring_size(ring);
  const std::uint32_t index = rings.index_in_ring(room);
  if (d == Direction::East) return rings.ring_room(ring, (index + 1) % size);
  if (d == Direction::West)
    return rings.ring_room(ring, (index + size - 1) % size);
  const bool inward = d == Direction::North || d == Direction::NorthWest ||
                      d == Direction::NorthEast;
  if (!inward && d != Direction::South && d != Direction::SouthWest &&
      d != Direction::SouthEast)
    return maze::kNoRoom;
  if (inward ? ring == 0 : ring + 1 >= rings.ring_count()) return maze::kNoRoom;
  const std::uint32_t other = inward ? ring - 1 : ring + 1;
  // The room of the other ring whose angle holds this room's middle (in
  // quarters of this room: 2 of 4), or its first or last quarter.
  const std::uint64_t quarter = d == Direction::SouthWest   ? 1
                                : d == Direction::SouthEast ? 3
                                                            : 2;
  const std::uint64_t other_size = rings.ring_size(other);
  const auto at = static_cast<std::uint32_t>(
      (4 * index + quarter) * other_size / (4 * std::uint64_t{size}));
  return rings.ring_room(other, std::min<std::uint32_t>(at, other_size - 1));
}

// Where a polar room lies round its ring, as a fraction of a turn.
double ring_angle(const maze::Topology& rings, RoomId room) {
  return (2.0 * rings.index_in_ring(room) + 1) /
         (2.0 * rings.ring_size(rings.ring_of(room)));
}

// Room graphs: the rooms in the order the map lists them.
RoomId list_step(const PlayerView& view, RoomId room, Direction d) {
  const auto& rooms = view.rooms;
  const auto at = std::find_if(
      rooms.begin(), rooms.end(),
      [room](const game_api::RoomView& r) { return r.room == room; });
  if (at == rooms.end()) return rooms.empty() ? maze::kNoRoom : view.room;
  const bool back = d == Direction::North || d == Direction::West;
  if (back) return at == rooms.begin() ? maze::kNoRoom : std::prev(at)->room;
  return std::next(at) == rooms.end() ? maze::kNoRoom : std::next(at)->room;
}

// What the player knows of a room, in a few words.
std::string known_of(const PlayerView& view, RoomId room,
                     const std::map<RoomId, game_api::MapMark>& notes) {
  const game_api::RoomView* seen = game_api::find_room(view, room);
  std::string text = seen == nullptr ? "never seen"
                     : seen->visited ? "been there"
                                     : "seen, not entered";
  if (room == view.room) text = "you are here";
  if (room == view.exit) text += ", the exit";
  if (room == view.entrance) text += ", the entrance";
  if (seen != nullptr) {
    for (const std::string& thing : seen->things)
      text += ", " + base::printable(thing);
    for (const std::string& percept : seen->percepts)
      text += ", " + base::printable(percept);
  }
  if (const auto note = notes.find(room); note != notes.end())
    text += ", your note: " + base::printable(note->second.label);
  return text;
}

}  // namespace

std::string room_label(const PlayerView& view, RoomId room) {
  if (!view.grid && !game_api::is_tiled(view)) {
    const game_api::RoomView* seen = game_api::find_room(view, room);
    if (seen != nullptr && !seen->name.empty())
      return fmt::format("room {} ({})", room, base::printable(seen->name));
    return fmt::format("room {}", room);
  }
  if (view.shape == maze::Shape::Polar) {
    if (const auto tiles = tile_layout(view);
        tiles && tiles->topology().is_room(room))
      return fmt::format("ring {} room {}", tiles->topology().ring_of(room),
                         tiles->topology().index_in_ring(room));
    return fmt::format("room {}", room);
  }
  if (view.width == 0 || view.height == 0) return fmt::format("room {}", room);
  std::string label =
      fmt::format("{},{}", room % view.width, room / view.width % view.height);
  if (view.levels > 1)
    label += fmt::format(" on level {}", room / (view.width * view.height) + 1);
  return label;
}

RoomId cursor_step(const PlayerView& view, RoomId room, Direction d) {
  if (view.shape == maze::Shape::Polar && game_api::is_tiled(view)) {
    const auto tiles = tile_layout(view);
    if (!tiles || !tiles->topology().is_room(room)) return maze::kNoRoom;
    return polar_step(tiles->topology(), room, d);
  }
  if (!view.grid && !game_api::is_tiled(view)) return list_step(view, room, d);
  return grid_step(view, room, d);
}

RoomId ring_passage(const PlayerView& view, RoomId room, Direction d) {
  const auto tiles = tile_layout(view);
  const maze::Topology* rings = tiles ? &tiles->topology() : nullptr;
  const game_api::RoomView* here = game_api::find_room(view, room);
  if (!rings || rings->shape() != maze::Shape::Polar || here == nullptr ||
      !rings->is_room(room))
    return maze::kNoRoom;
  const std::uint32_t ring = rings->ring_of(room);
  const bool inward = d == Direction::North || d == Direction::NorthWest ||
                      d == Direction::NorthEast;
  const bool outward = d == Direction::South || d == Direction::SouthWest ||
                       d == Direction::SouthEast;
  // South takes the outer room nearest in angle; southwest the one
  // furthest anticlockwise, southeast the one furthest clockwise.
  const auto score = [d](double turn) {
    if (d == Direction::SouthWest) return turn;
    if (d == Direction::SouthEast) return -turn;
    return std::abs(turn);
  };
  RoomId best = maze::kNoRoom;
  double best_score = 2;
  for (RoomId next : here->open_rooms) {
    if (!rings->is_room(next)) continue;
    const std::uint32_t other = rings->ring_of(next);
    const bool that_way =
        inward    ? other + 1 == ring
        : outward ? other == ring + 1
                  : other == ring && next == polar_step(*rings, room, d);
    if (!that_way) continue;
    // The signed part of a turn from this room to that one, clockwise
    // positive, in [-1/2, 1/2).
    double turn = ring_angle(*rings, next) - ring_angle(*rings, room);
    turn -= std::floor(turn + 0.5);
    if (score(turn) < best_score) {
      best_score = score(turn);
      best = next;
    }
  }
  return best;
}

bool diagonal_keys_move(const PlayerView& view) {
  return game_api::has_diagonals(view) ||
         (game_api::is_tiled(view) && view.shape == maze::Shape::Polar);
}

void MapCursor::start(const PlayerView& view, Purpose purpose, RoomId at) {
  room_ = at != maze::kNoRoom ? at : view.room;
  purpose_ = purpose;
  digits_.clear();
}

MapCursor::Result MapCursor::key(
    int key, std::optional<Action> action, const PlayerView& view,
    const std::map<RoomId, game_api::MapMark>& notes) {
  if (key == Terminal::kEsc || action == Action::Quit)
    return {Outcome::Cancel, {}};
  // Digits pick a joined room where the player's digits do.
  const bool digit = key >= '0' && key <= '9';
  if (!game_api::walks_by_compass(view) &&
      (digit || (is_enter_key(key) && !digits_.empty()))) {
    if (digit) digits_ += static_cast<char>(key);
    const game_api::RoomView* here = game_api::find_room(view, room_);
    const RoomChoice choice = choose_room(
        digits_, here ? here->open_rooms : std::vector<RoomId>{}, !digit);
    if (choice.more) return {Outcome::Choosing, "Room " + digits_ + "..."};
    digits_.clear();
    if (choice.go) room_ = *choice.go;
    return {Outcome::Choosing, choice.note};
  }
  digits_.clear();
  if (action == Action::Shoot && purpose_ == Purpose::Aim)
    return {Outcome::Fire, {}};
  if (is_enter_key(key) ||
      (action == Action::Travel && purpose_ == Purpose::Travel) ||
      (action == Action::Note && purpose_ == Purpose::Note))
    return {Outcome::Go, {}};
  if (const auto d = action ? move_direction(*action) : std::nullopt) {
    if (const RoomId next = cursor_step(view, room_, *d); next != maze::kNoRoom)
      room_ = next;
    return {};
  }
  switch (key) {
    case 'e':
      room_ = view.exit;
      return {};
    case 'i':
      room_ = view.entrance;
      return {};
    case '.':
      room_ = view.room;
      return {};
    case 'x':
      if (const auto unexplored = KnownCave(view).nearest_unexplored(view.room))
        room_ = *unexplored;
      else
        return {Outcome::Choosing, "No unexplored room is known to be safe."};
      return {};
    case '\t': {
      if (notes.empty()) return {Outcome::Choosing, "You have no notes yet."};
      const auto next = notes.upper_bound(room_);
      room_ = next == notes.end() ? notes.begin()->first : next->first;
      return {};
    }
    default:
      return {};
  }
}

int MapCursor::level(const PlayerView& view) const {
  if (!view.grid || view.width == 0 || view.height == 0) return -1;
  return static_cast<int>(room_ / (view.width * view.height));
}

std::string MapCursor::hint(
    const PlayerView& view,
    const std::map<RoomId, game_api::MapMark>& notes) const {
  const std::string where = room_label(view, room_);
  // Short enough for 80 columns; the help says the rest.
  const std::string keys = " | e exit, i in, x new, Tab note, ";
  switch (purpose_) {
    case Purpose::Look:
      return where + ": " + known_of(view, room_, notes) + keys + "Esc back";
    case Purpose::Note:
      return "Note on " + where + keys + "Enter write";
    case Purpose::Aim:
      return "Aim through " + where;
    case Purpose::Travel:
      break;
  }
  const KnownCave cave(view);
  std::string state;
  if (cave.room(room_) == nullptr)
    state = " (never seen)";
  else if (room_ != view.room && cave.path(view.room, room_).empty())
    state = " (no safe way known)";
  return "Travel to " + where + state + keys + "Enter go";
}

}  // namespace wumpus::ui
