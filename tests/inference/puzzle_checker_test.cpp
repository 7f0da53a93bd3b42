// The deduction checker (inference/puzzle_checker.cpp) and the puzzle
// grades (inference/puzzle_grade.cpp) on caves drawn by hand: what a
// percept-only player can and cannot prove, and what is beyond the
// single-percept rule.
#include "inference/puzzle_checker.hpp"
#include "inference/puzzle_grade.hpp"

#include <catch2/catch.hpp>

#include <utility>

using namespace wumpus::inference;
using wumpus::game_api::PuzzleGrade;

namespace {

// A cave of `rooms` rooms joined by the two-way passages listed.
PuzzleCave cave_of(std::size_t rooms,
                   const std::vector<std::pair<Room, Room>>& passages,
                   Room exit) {
  PuzzleCave cave;
  cave.open.resize(rooms);
  for (const auto& [a, b] : passages) {
    cave.open[a].push_back(b);
    cave.open[b].push_back(a);
  }
  cave.entrance = 0;
  cave.exit = exit;
  cave.arrows = 3;
  return cave;
}

void place(PuzzleCave& cave, wumpus::game_api::Hazard hazard, Room room) {
  cave.hazards[int(hazard)].push_back(room);
}

// 0 opens to 1 and 4; 1 to 2 and 3; 4 to 3 and 5; 2 to the exit 6, which
// opens to 7. A pit in 3 breezes 1 and 4.
PuzzleCave two_breezes() {
  PuzzleCave cave = cave_of(
      8, {{0, 1}, {0, 4}, {1, 2}, {1, 3}, {4, 3}, {4, 5}, {2, 6}, {6, 7}}, 6);
  place(cave, wumpus::game_api::Hazard::Pit, 3);
  cave.gold = {5};
  return cave;
}

}  // namespace

TEST_CASE("a Wumpus smelt from one side only is found and shot",
          "[deduction]") {
  PuzzleCave cave = cave_of(5, {{0, 1}, {1, 2}, {2, 3}, {3, 4}}, 4);
  place(cave, wumpus::game_api::Hazard::Wumpus, 2);
  cave.gold = {3};
  const Verdict verdict = check_deducible(cave);
  INFO(verdict.why);
  CHECK(verdict.solvable);
  CHECK(verdict.rooms_proven == 5);  // its room too, once it is dead
  cave.arrows = 0;
  CHECK_FALSE(check_deducible(cave).solvable);
}

TEST_CASE("a breeze with two ways on is a guess", "[deduction]") {
  PuzzleCave cave =
      cave_of(6, {{0, 1}, {1, 2}, {1, 3}, {2, 4}, {3, 4}, {4, 5}}, 5);
  place(cave, wumpus::game_api::Hazard::Pit, 2);
  cave.gold = {4};
  const Verdict verdict = check_deducible(cave);
  CHECK_FALSE(verdict.solvable);
  CHECK(verdict.why.find("exit") != std::string::npos);
  CHECK(verdict.rooms_proven == 2);
}

TEST_CASE("the count of pits the view announces proves rooms safe",
          "[deduction]") {
  // One pit: both breezes point at room 3, so 2 and 5 are safe.
  PuzzleCave cave = two_breezes();
  const Verdict one = check_deducible(cave);
  INFO(one.why);
  CHECK(one.solvable);
  // A second pit (past the exit) leaves room for pits in 2 and 5.
  place(cave, wumpus::game_api::Hazard::Pit, 7);
  CHECK_FALSE(check_deducible(cave).solvable);
}

TEST_CASE("the exit holds no pit: a breeze next to it is no guess there",
          "[deduction]") {
  // 0 - 1 - {2, 3 the exit}; the pit in 2. Only the exit is safe, and
  // that is enough.
  PuzzleCave cave = cave_of(4, {{0, 1}, {1, 2}, {1, 3}}, 3);
  place(cave, wumpus::game_api::Hazard::Pit, 2);
  cave.gold = {1};
  CHECK(check_deducible(cave).solvable);
}

TEST_CASE("gold in a dark room needs the torch", "[deduction]") {
  PuzzleCave cave = cave_of(4, {{0, 1}, {1, 2}, {2, 3}}, 3);
  cave.gold = {2};
  cave.dark = {2};
  CHECK(check_deducible(cave).why == "no gold can be reached safely");
  cave.torches = {1};
  CHECK(check_deducible(cave).solvable);
}

TEST_CASE("bats are kept clear of like pits", "[deduction]") {
  PuzzleCave cave =
      cave_of(6, {{0, 1}, {1, 2}, {1, 3}, {2, 4}, {3, 4}, {4, 5}}, 5);
  place(cave, wumpus::game_api::Hazard::Bats, 3);
  cave.gold = {1};
  CHECK_FALSE(check_deducible(cave).solvable);
}

TEST_CASE("puzzle grade: a count is beyond the single-percept rule",
          "[inference][puzzle_grade]") {
  const PuzzleCave cave = two_breezes();
  CHECK(check_deducible(cave).solvable);
  const Verdict single = check_deducible(cave, Deductions::SinglePercept);
  CHECK_FALSE(single.solvable);
  CHECK(single.rooms_proven == 3);  // 0, 1 and 4: then both breezes stop it
  const Verdict hard = check_grade(cave, PuzzleGrade::Hard);
  INFO(hard.why);
  CHECK(hard.solvable);
  CHECK(check_grade(cave, PuzzleGrade::Standard).solvable);
}

TEST_CASE("puzzle grade: a cave the single-percept rule wins is not hard",
          "[inference][puzzle_grade]") {
  // A corridor 0 - 1 - 2 - 3 - 4 (the exit); the Wumpus in 3 is smelt in 2
  // with one unknown room beyond: found by one stench alone.
  PuzzleCave cave = cave_of(5, {{0, 1}, {1, 2}, {2, 3}, {3, 4}}, 4);
  place(cave, wumpus::game_api::Hazard::Wumpus, 3);
  cave.gold = {2};
  CHECK(check_deducible(cave, Deductions::SinglePercept).solvable);
  CHECK(check_grade(cave, PuzzleGrade::Standard).solvable);
  const Verdict hard = check_grade(cave, PuzzleGrade::Hard);
  CHECK_FALSE(hard.solvable);
  CHECK(hard.why == "the single-percept rule alone solves it");
}

TEST_CASE("puzzle grade: a cave that needs a guess is of no grade",
          "[inference][puzzle_grade]") {
  // A second pit past the exit: the breezes no longer pin the pit down.
  PuzzleCave cave = two_breezes();
  place(cave, wumpus::game_api::Hazard::Pit, 7);
  CHECK_FALSE(check_grade(cave, PuzzleGrade::Standard).solvable);
  const Verdict hard = check_grade(cave, PuzzleGrade::Hard);
  CHECK_FALSE(hard.solvable);
  CHECK(hard.why.find("exit") != std::string::npos);
}

TEST_CASE("puzzle grade: names as presets write them",
          "[inference][puzzle_grade]") {
  for (const PuzzleGrade grade : {PuzzleGrade::Standard, PuzzleGrade::Hard})
    CHECK(wumpus::game_api::grade_from_name(
              wumpus::game_api::grade_name(grade)) == grade);
  CHECK_FALSE(wumpus::game_api::grade_from_name("Hard"));
  CHECK_FALSE(wumpus::game_api::grade_from_name(""));
}
