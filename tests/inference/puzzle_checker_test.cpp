// The deduction checker (deduction/checker.cpp) on caves drawn by hand:
// what a percept-only player can and cannot prove.
#include "inference/puzzle_checker.hpp"

#include <catch2/catch.hpp>

#include <utility>

using namespace wumpus::inference;

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
