// Puzzle grades, as Simon Tatham's Mines grades its no-guess boards:
// what a "deduce" preset promises beyond a game needing no guess. One
// vocabulary for presets, saves, the engine and the checker
// (inference/puzzle_grade.hpp proves a cave's grade).
#pragma once

#include <optional>
#include <string_view>

namespace wumpus::game_api {

// Standard: proven winnable by deduction. Hard: that, and beyond the
// single-percept rule: each game needs a deduction from counts, the
// placement's guarantees or how the rooms join.
enum class PuzzleGrade { Standard, Hard };

// "standard" or "hard", as presets and saves write it.
constexpr const char* grade_name(PuzzleGrade grade) {
  return grade == PuzzleGrade::Hard ? "hard" : "standard";
}
constexpr std::optional<PuzzleGrade> grade_from_name(std::string_view name) {
  if (name == "standard") return PuzzleGrade::Standard;
  if (name == "hard") return PuzzleGrade::Hard;
  return std::nullopt;
}

}  // namespace wumpus::game_api
