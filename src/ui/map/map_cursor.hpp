// The map cursor: one room of the map picked with the keys that move the
// player, on every tiling, for travel, notes and looking at a room. On
// compass tilings it steps by direction; on polar rings the same keys go
// in, out and round the ring; on room graphs up and down go through the
// list of rooms and digits to a joined room, as the player's do. Jumps:
// e the exit, i the entrance, x the nearest unexplored room, Tab the
// next note, . the player. No room number is ever typed blind.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/play/keymap.hpp"

#include <map>
#include <optional>
#include <string>

namespace wumpus::ui {

class MapCursor {
 public:
  // Aim: an arrow's rooms picked one by one where there is no compass
  // (polar rings, room graphs).
  enum class Purpose { Travel, Note, Look, Aim };
  // Go: Enter (or the purpose's own key) on a room; Fire: the shoot key
  // while aiming.
  enum class Outcome { Choosing, Go, Fire, Cancel };
  struct Result {
    Outcome outcome = Outcome::Choosing;
    std::string note;  // why a key did nothing ("no note yet")
  };

  // On `at`, or on the player when it is kNoRoom.
  void start(const game_api::PlayerView& view, Purpose purpose,
             maze::RoomId at = maze::kNoRoom);
  // `notes`: the player's notes, which Tab visits in turn.
  Result key(int key, std::optional<Action> action,
             const game_api::PlayerView& view,
             const std::map<maze::RoomId, game_api::MapMark>& notes);
  maze::RoomId room() const { return room_; }
  Purpose purpose() const { return purpose_; }
  // The level to draw: the cursor's on stacked grids, else -1 (the
  // player's).
  int level(const game_api::PlayerView& view) const;
  // The prompt line: the room under the cursor, what is known of it, and
  // the keys.
  std::string hint(
      const game_api::PlayerView& view,
      const std::map<maze::RoomId, game_api::MapMark>& notes) const;

 private:
  maze::RoomId room_ = maze::kNoRoom;
  Purpose purpose_ = Purpose::Travel;
  std::string digits_;  // a joined room's number being typed (no compass)
};

// Where a room is, as the map shows it: "3,4", "3,4 on level 2" (stacked
// grids), "ring 2 room 5" (polar), "room 12" or its name (room graphs).
std::string room_label(const game_api::PlayerView& view, maze::RoomId room);

// The room one cursor move from `room` in direction d, or kNoRoom: on
// compass tilings the neighbour that way; on polar rings north goes in,
// south out (southwest and southeast to the outer ring's room on that
// side), east and west round the ring; on room graphs north and west
// go to the room listed before, south and east to the one after.
maze::RoomId cursor_step(const game_api::PlayerView& view, maze::RoomId room,
                         maze::Direction d);

// On polar rings, where the player has no compass: the room joined to
// `room` by a passage known open that way (north in, south out, east and
// west round the ring; the nearest in angle), or kNoRoom. Where a ring
// doubles a room has two rooms outside it: southwest takes the one on
// the anticlockwise side, southeast the clockwise one (northwest and
// northeast go in, as north). The movement keys step there, so no room
// number is ever typed.
maze::RoomId ring_passage(const game_api::PlayerView& view, maze::RoomId room,
                          maze::Direction d);

// Whether the diagonal keys (y u b n) move in this cave rather than do
// their usual action: rooms with diagonal sides, and polar rings, whose
// rooms may have two rooms outside.
bool diagonal_keys_move(const game_api::PlayerView& view);

}  // namespace wumpus::ui
