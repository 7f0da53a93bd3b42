// What the agent has learned over the game that a single view does not
// carry: hazards met the hard way (bats that carried it off, a pit its
// rope got it out of), which rooms it has really seen the contents of
// (lit, or by torchlight), where things lay, and whether its own missed
// shot woke the Wumpus. Fed every view, with the action that led to it.
#pragma once

#include "inference/cave_map.hpp"
#include "inference/findings.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::agent {

// What the agent last did, to read the next view against.
struct Action {
  enum class Kind : std::uint8_t { None, Move, Shoot, Other } kind = Kind::None;
  maze::RoomId from = maze::kNoRoom;
  maze::RoomId target = maze::kNoRoom;  // Move: the room entered
  std::vector<maze::RoomId> flight;  // Shoot: the rooms the arrow surely enters
  int arrows = 0;                    // before the action
};

// What one view told about the Wumpus, for the filter that follows it
// once it is awake.
struct Step {
  int turns = 0;                      // world ticks since the previous view
  bool woke = false;                  // a missed shot woke it during this step
  std::vector<maze::RoomId> missed;   // rooms an arrow passed without a hit
  std::vector<maze::RoomId> entered;  // rooms entered and survived
  maze::RoomId room = maze::kNoRoom;  // where the agent is now
  bool stench = false;                // sensed here now
};

class Memory {
 public:
  // Takes in a view after `last` (Kind::None for the first view).
  Step observe(const game_api::PlayerView& view, const inference::CaveMap& map,
               const Action& last);

  std::uint32_t size() const { return std::uint32_t(rooms_.size()); }
  // Hazards met and rooms a placed thing clears, as the inference reads
  // them.
  const inference::Findings& findings() const { return findings_; }
  // Whether the room was lit or dark is known.
  bool light_known(maze::RoomId room) const { return flag(room, &Room::light); }
  // What lies there has been seen (in light or by torchlight).
  bool contents_known(maze::RoomId room) const {
    return flag(room, &Room::contents);
  }
  bool wumpus_awake() const { return awake_; }

 private:
  struct Room {
    bool light = false, contents = false;
  };
  bool flag(maze::RoomId room, bool Room::*field) const {
    return room < rooms_.size() && rooms_[room].*field;
  }
  std::vector<Room> rooms_;
  std::uint64_t seen_seq_ = 0;
  std::uint32_t turn_ = 0;
  bool awake_ = false;
  inference::Findings findings_;
};

}  // namespace wumpus::agent
