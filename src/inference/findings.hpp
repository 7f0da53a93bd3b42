// What the player has found out beyond what the percepts say: hazards met
// the hard way or seen (a pit fallen into, bats that carried them off),
// rooms an arrow flew through without falling into a pit,
// and rooms where gold, the torch or the rope lay, which placement keeps
// clear of pits and bats. A view's rooms carry most of it; a player who
// remembers more (the agent, over many views) adds the rest.
#pragma once

#include "game_api/player_view.hpp"
#include "inference/hazards.hpp"

#include <vector>

namespace wumpus::inference {

class Findings {
 public:
  // Everything the rooms of `view` show.
  void read(const game_api::PlayerView& view);
  // Bats carried the player off on entering `room`.
  void bats_in(RoomId room) { mark(room, &Room::bats, &bats_); }

  bool known_pit(RoomId room) const { return flag(room, &Room::pit); }
  // The rules told the player no pit is there (an arrow flew through).
  bool no_pit(RoomId room) const { return flag(room, &Room::no_pit); }
  bool known_bats(RoomId room) const { return flag(room, &Room::bats); }
  // Gold, the torch or the rope was seen there.
  bool held_thing(RoomId room) const { return flag(room, &Room::thing); }
  int known_pits() const { return pits_; }
  int known_bats() const { return bats_; }

  friend bool operator==(const Findings&, const Findings&) = default;

 private:
  struct Room {
    bool pit = false, bats = false, thing = false, no_pit = false;
    friend bool operator==(const Room&, const Room&) = default;
  };
  bool flag(RoomId room, bool Room::*field) const {
    return room < rooms_.size() && rooms_[room].*field;
  }
  void mark(RoomId room, bool Room::*field, int* count);

  std::vector<Room> rooms_;
  int pits_ = 0, bats_ = 0;
};

}  // namespace wumpus::inference
