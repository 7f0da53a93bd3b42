// What the public placement guarantees (game_api/placement_rules.hpp, and
// the ways kept free of pits and bats) rule out before any percept is
// counted. Each is sound on the optimistic cave (exit_paths.hpp): a room
// is ruled out only when every cave the map allows rules it out.
#pragma once

#include "inference/exit_paths.hpp"
#include "inference/findings.hpp"

#include <vector>

namespace wumpus::inference {

// Of the rooms `allowed` lets hold a pit or bats, those every way from the
// entrance to the exit, or to a room where gold, a torch or a rope was
// seen, passes (avoiding the `blocked` rooms known to hold one).
std::vector<RoomId> kept_clear(const CaveMap& map, const ExitPaths& paths,
                               const Findings& findings,
                               const std::vector<HazardMask>& allowed,
                               const std::vector<bool>& blocked);

// Rooms a known way reaches from the entrance in fewer moves than the
// Wumpus may lie: `wumpus_distance`, or the farthest any room surely is
// when the cave is too small for it.
std::vector<RoomId> too_near_for_wumpus(const CaveMap& map,
                                        const ExitPaths& paths,
                                        int wumpus_distance);

}  // namespace wumpus::inference
