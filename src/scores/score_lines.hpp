// How a row of a high-score table reads, the same on the end screen and
// in `wumpus scores`: rank, points, name, outcome, preset, the preset's
// guess policy, the rules version, the cave, and the marks of replays
// and cheats.
#pragma once

#include "scores/score_board.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace wumpus::scores {

// The column names, aligned with score_line.
std::string score_header();

// A row fits an 80-column terminal.
inline constexpr int kScoreLineWidth = 79;

// One entry's row, `rank` counting from 1: every column cut at a word
// with "…"; the marks of replays, advice and cheats after the cave, or on
// a second line under it when the row would be wider than `width`.
std::vector<std::string> score_lines(const ScoreEntry& entry, std::size_t rank,
                                     int width = kScoreLineWidth);

}  // namespace wumpus::scores
