// How a row of a high-score table reads, the same on the end screen and
// in `wumpus scores`: rank, points, name, outcome, preset, the preset's
// guess policy, the rules version, the cave, and the marks of replays
// and cheats.
#pragma once

#include "scores/score_board.hpp"

#include <cstddef>
#include <string>

namespace wumpus::scores {

// The column names, aligned with score_line.
std::string score_header();

// One row; `rank` counts from 1.
std::string score_line(const ScoreEntry& entry, std::size_t rank);

}  // namespace wumpus::scores
