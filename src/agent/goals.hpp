// What the agent still needs (gold, a dead Wumpus, the way out) and so
// which known rooms are worth going to: those holding what it came for,
// and those whose percepts or contents would tell it something it needs.
#pragma once

#include "agent/planner.hpp"
#include "agent/shots.hpp"

namespace wumpus::agent {

class Goals {
 public:
  explicit Goals(const PlanInput& input);

  bool need_gold() const { return need_gold_; }
  bool wumpus_alive() const { return in_.wumpus_alive; }
  // Gold carried and no Wumpus alive: only the way out is left.
  bool done() const { return !need_gold_ && !in_.wumpus_alive; }
  bool carries(const char* item) const;

  // A thing of this kind is seen lying in the room.
  bool lies_in(maze::RoomId room, const char* kind) const;
  double wumpus(maze::RoomId room) const;
  // The Wumpus has been smelt: it is surely in a room next to one visited.
  bool wumpus_localized() const { return localized_; }

  // Standing there would show something new: percepts of a room not yet
  // visited next to rooms not yet visited, or what lies in the dark.
  bool informative(maze::RoomId room) const;
  // Informative, and about something still needed.
  bool useful(maze::RoomId room) const;

  // Whether an arrow from the room might reach the Wumpus (it may be
  // within flight_rooms known passages).
  bool in_range(maze::RoomId room) const {
    return room < in_range_.size() && in_range_[room];
  }

  // Whether some shot, from anywhere, could hit with a chance above 0 and
  // of at least `needed`: no flight passes more than flight_rooms rooms, so
  // the likeliest rooms bound every shot. Spares trying flights in vain.
  bool may_hit(double needed) const {
    return hit_bound_ > 0 && hit_bound_ >= needed - 1e-9;
  }

  // The chance that a shot from `spot` misses and the woken Wumpus then
  // walks into `spot` on the same tick.
  double miss_danger(maze::RoomId spot, const Shot& shot) const;

 private:
  const PlanInput& in_;
  bool need_gold_;
  bool localized_ = false;
  std::vector<bool> near_wumpus_;  // next to a room it may be in
  std::vector<bool> in_range_;
  double hit_bound_ = 0;  // the flight_rooms likeliest rooms' chances summed
};

}  // namespace wumpus::agent
