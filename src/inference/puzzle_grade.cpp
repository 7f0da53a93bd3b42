#include "inference/puzzle_grade.hpp"

namespace wumpus::inference {

Verdict check_grade(const PuzzleCave& cave, game_api::PuzzleGrade grade) {
  Verdict verdict = check_deducible(cave);
  if (!verdict.solvable || grade == game_api::PuzzleGrade::Standard)
    return verdict;
  if (check_deducible(cave, Deductions::SinglePercept).solvable) {
    verdict.solvable = false;
    verdict.why = "the single-percept rule alone solves it";
  }
  return verdict;
}

}  // namespace wumpus::inference
