// An arrow's flight, worked out once for the engine (through the cave's
// open passages) and the aiming mode (through the passages the player
// knows): no direction flies the way the player faces, one direction
// flies straight on, both until a wall or the arrow's range; several
// trace a crooked path room by room. The range is a rule (the preset's
// "arrow_range", the rules' game.set_arrow_range) that every view reports.
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

// The room through the passage in direction d from `room`, or
// maze::kNoRoom where the arrow stops (a wall, the edge of the cave).
using ArrowStep = std::function<maze::RoomId(maze::RoomId, maze::Direction)>;

// The directions an arrow flies for a shot along `path` (empty: the way
// the player faces): one direction or none goes straight on for `range`
// rooms, a longer path is cut to `range`.
std::vector<maze::Direction> flown_path(
    const std::vector<maze::Direction>& path, maze::Direction facing,
    int range);

// The rooms the arrow enters from `from`, stopping at the first wall.
std::vector<maze::RoomId> arrow_flight(maze::RoomId from,
                                       maze::Direction facing,
                                       const std::vector<maze::Direction>& path,
                                       int range, const ArrowStep& step);

}  // namespace wumpus::game_api
