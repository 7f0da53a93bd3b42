// For the oracle (risk_oracle.hpp): the rooms no percept ties that may
// close a kept way together with tied rooms, so it searches them too
// rather than counting them as a pool. The same blockings the agent's
// count tries (inference/joint_exit_check.hpp): one tied room alone, all
// of them, all but one group's; found with code of the oracle's own.
#pragma once

#include "maze/maze.hpp"

#include <vector>

namespace wumpus::app {

struct OracleWays {
  const std::vector<std::vector<maze::RoomId>>& passages;  // the most open
  maze::RoomId entrance;
  const std::vector<maze::RoomId>& must_reach;  // the exit, things seen
};

// Of the rooms `candidates` marks, those whose pit or bats would close a
// way, beside `blocked` (known hazards), once the rooms of `groups` (the
// tied rooms that may hold a pit or bats, by group of percepts sharing
// rooms) block as above.
std::vector<maze::RoomId> rooms_closing_with(
    const OracleWays& ways, const std::vector<bool>& blocked,
    const std::vector<std::vector<maze::RoomId>>& groups,
    const std::vector<bool>& candidates);

}  // namespace wumpus::app
