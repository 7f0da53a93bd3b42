// For the oracle (risk_oracle.hpp): the layouts of the rooms no percept
// ties, counted exactly under the placement guarantee that pits and bats
// leave every kept way open. A layout breaks it exactly when its pits and
// bats fill some cut: a set of rooms every way to one target passes. So
// the cuts of at most as many rooms as pits and bats are left are found
// first (a search that branches on the rooms of one open way and stops
// where a max-flow bound shows no cut that small remains), then the
// layouts filling none are counted by inclusion and exclusion over the
// unions of those cuts, the other rooms by how many may hold what.
// The agent's count finds its cuts alike (inference/pool_cuts.cpp); the
// search is written twice on purpose, so that one checks the other.
#pragma once

#include "maze/maze.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

namespace wumpus::app {

struct OracleWays {
  const std::vector<std::vector<maze::RoomId>>& passages;  // the most open
  maze::RoomId entrance;
  const std::vector<maze::RoomId>& must_reach;  // the exit, things seen
};

// By hazard index (game_api::Hazard): pits, bats, the Wumpus.
using OracleTally = std::array<int, 3>;

// Cell of `t` in a table of tallies up to `left` (pits major).
inline std::size_t oracle_cell(const OracleTally& t, const OracleTally& left) {
  return (std::size_t(t[0]) * (left[1] + 1) + t[1]) * (left[2] + 1) + t[2];
}

// Ways to put each tally up to `left` into the rooms `masks` marks (what
// each may hold, by hazard bit; 0: not one of them), one hazard a room,
// leaving every way open beside `blocked`; nothing when the cuts are too
// many to count within `node_budget` search nodes.
std::optional<std::vector<double>> untied_layouts(
    const OracleWays& ways, const std::vector<bool>& blocked,
    const std::vector<unsigned>& masks, const OracleTally& left,
    std::size_t node_budget = 200'000);

}  // namespace wumpus::app
