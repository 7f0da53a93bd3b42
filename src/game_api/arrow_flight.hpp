// An arrow's flight, worked out once for the engine (through the cave's
// open passages) and the aiming mode (through the passages the player
// knows): no direction flies the way the player faces, one direction
// flies straight on, both until a wall or the arrow's range; several
// trace a crooked path room by room. The range and how the arrow turns
// are rules (the preset's "arrow_range", "arrow_straight" and
// "arrow_hits_shooter", set by scripts/arrow.lua) that every view reports.
#pragma once

#include "maze/direction.hpp"
#include "maze/topology.hpp"

#include <functional>
#include <vector>

namespace wumpus::game_api {

// The longest range the rules may give an arrow; a typed shot may name
// this many rooms before any game says how far its arrows fly.
inline constexpr int kMaxArrowRange = 32;
// The range of every game saved, or every view sent, before the range was
// a rule: what an old save or an old server's view means.
inline constexpr int kArrowRangeBeforeRule = 5;

// How an arrow may turn, as the rules say (both off in games, saves and
// views from before they were rules: arrows flew back and passed the
// shooter harmlessly).
struct ArrowRules {
  // It may not enter the room it just left, judged by rooms (the
  // original's "arrows aren't that crooked"): a path that would is
  // refused, a straight flight stops there as at a wall.
  bool straight = false;
  // Passing the shooter's room, it stops there and hits the shooter.
  bool hits_shooter = false;
  friend bool operator==(const ArrowRules&, const ArrowRules&) = default;
};

// The room through the passage in direction d from `room`, or
// maze::kNoRoom where the arrow stops (a wall, the edge of the cave).
using ArrowStep = std::function<maze::RoomId(maze::RoomId, maze::Direction)>;

// The directions an arrow flies for a shot along `path` (empty: the way
// the player faces): one direction or none goes straight on for `range`
// rooms, a longer path is cut to `range`.
std::vector<maze::Direction> flown_path(
    const std::vector<maze::Direction>& path, maze::Direction facing,
    int range);

struct ArrowFlight {
  std::vector<maze::RoomId> rooms;  // the rooms the arrow enters, in order
  // Under ArrowRules::straight, a crooked path that would double back: the
  // shot is refused and `rooms` is empty.
  bool crooked = false;
  // Under ArrowRules::hits_shooter, the last room is the shooter's.
  bool hits_shooter = false;
};

// The rooms the arrow enters from `from`, stopping at the first wall.
ArrowFlight arrow_flight(maze::RoomId from, maze::Direction facing,
                         const std::vector<maze::Direction>& path, int range,
                         const ArrowRules& rules, const ArrowStep& step);

// The same for a shot naming its rooms (`shoot ROOM ROOM` on a room
// graph): `open(a, b)` says whether a passage joins a and b.
ArrowFlight arrow_flight_through(
    maze::RoomId from, const std::vector<maze::RoomId>& rooms,
    const ArrowRules& rules,
    const std::function<bool(maze::RoomId, maze::RoomId)>& open);

// What the player is told when ArrowFlight::crooked refuses a shot.
inline constexpr const char* kCrookedShot =
    "Arrows aren't that crooked: an arrow cannot fly back into the room it "
    "just left.";

}  // namespace wumpus::game_api
