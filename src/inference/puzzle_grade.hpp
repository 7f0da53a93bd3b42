// Proves a puzzle's grade (game_api/puzzle_grade.hpp): a standard puzzle
// is proven winnable by deduction (puzzle_checker.hpp); a hard one is that
// and also beyond the single-percept rule. Versioned and frozen like the
// checker: a hard puzzle seed must always make the same cave.
#pragma once

#include "game_api/puzzle_grade.hpp"
#include "inference/puzzle_checker.hpp"

namespace wumpus::inference {

// The version of what the hard grade asks; saves record it.
//
// Version 1: a cave is hard when check_deducible (checker version 1)
// proves it winnable and a player reasoning by Deductions::SinglePercept
// alone gets stuck before winning. Its cost is two checker runs, each
// within the checker's own bound (placements of at most the announced
// counts).
inline constexpr int kHardGradeVersion = 1;

// Whether `cave` is a puzzle of `grade`; the verdict's `why` says what
// is missing (for the hard grade, "the single-percept rule alone solves
// it" when the cave is too easy).
Verdict check_grade(const PuzzleCave& cave, game_api::PuzzleGrade grade);

}  // namespace wumpus::inference
