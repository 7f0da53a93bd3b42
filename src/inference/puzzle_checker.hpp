// Whether a cave can be won by deduction alone, as Simon Tatham's Mines
// proves its boards: a player who starts at the entrance, steps only into
// rooms their own percepts prove safe, shoots the Wumpus only where it is
// proven to be, and still picks up gold, kills the Wumpus and reaches the
// exit. Versioned and frozen: a puzzle seed must always make the same
// cave, so any change to what this proves is a new version.
#pragma once

#include "inference/puzzle_cave.hpp"

#include <string>

namespace wumpus::inference {

// The version of the rules below; saves and presets record it.
//
// Version 1: the player knows the rooms it visited and their open
// passages, what it sensed in each (breeze, flapping, stench), how many
// of each hazard the cave holds, that the entrance holds nothing and
// that the exit holds no pit and no bats (it lies on the way out). A
// room is safe when, for each hazard, no placement of at most that many
// hazards agrees with every percept while putting one there. Rooms never
// next to a visited one may hold any number (their count is not used).
// The Wumpus is shot once a single room can hold it. Sight from afar,
// the placement's other guarantees and one-hazard-a-room are not used:
// the checker may miss a proof, never claims a false one.
inline constexpr int kCheckerVersion = 1;

// How far the checking player reasons.
enum class Deductions {
  // Version 1's, above: every placement of the announced counts that
  // agrees with the percepts.
  Counting,
  // The single-percept rule alone, as Tatham's easiest grade: a room next
  // to a visited room that sensed nothing of a hazard holds none of it
  // (the entrance and exit guarantees still hold), and the Wumpus is shot
  // once one stench leaves it one room. What puzzle_grade.hpp's hard
  // grade must be beyond.
  SinglePercept,
};

struct Verdict {
  bool solvable = false;
  std::string why;       // what is missing when not solvable
  int rooms_proven = 0;  // rooms visited by the end
};

Verdict check_deducible(const PuzzleCave& cave,
                        Deductions deductions = Deductions::Counting);

}  // namespace wumpus::inference
