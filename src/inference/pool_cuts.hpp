// The pool rooms (tied to no percept) that may close a kept way together
// with others: placement keeps pits and bats off some way to the exit
// and to each thing seen, so a layout whose pits and bats fill a cut
// (rooms every way to one of them passes) is not the game's. The count
// treats pool rooms as interchangeable, which is exact only when no cut
// holds them; so the cuts of at most two pool rooms and three of the
// frontier's rooms (as many pits and bats as are left, at most) are
// found here, and counted in the joint exit check (cut_rooms.hpp).
// Cuts of more pool rooms are left to the pool: three of five pits and
// bats among some 50 rooms fill a given three in 0.04 % of the layouts.
#pragma once

#include "inference/exit_paths.hpp"

#include <cstddef>
#include <vector>

namespace wumpus::inference {

// The most pool rooms, and frontier rooms, a cut found holds. A frontier
// room often blocks (a breeze's rooms share its pit), so cuts of three of
// them are common enough to matter (two classic guesses off by 0.02 and
// more in 1,000 games with two).
inline constexpr int kCutMostPool = 2;
inline constexpr int kCutMostFrontier = 3;

struct PoolCutsInput {
  std::vector<RoomId> targets;  // the kept ways' ends
  std::vector<bool> blocked;    // rooms known to hold a pit or bats
  std::vector<bool> frontier;   // tied rooms that may block
  std::vector<bool> pool;       // pool rooms that may
  int most = 0;                 // pits and bats left
  // Search nodes, each a walk over the cave: so many rooms visited in
  // all at most (2,000 nodes on a cave of 150 rooms, a few on a huge one).
  std::size_t room_budget = 300'000;
};

// A cut: every way to some kept way's end passes one of its rooms.
struct RoomCut {
  std::vector<RoomId> frontier;  // sorted
  std::vector<RoomId> pool;      // sorted, never empty
};

struct PoolCuts {
  std::vector<RoomCut> cuts;  // none holding another
  bool complete = true;       // false: the search ran past its budget
};

PoolCuts find_pool_cuts(const ExitPaths& paths, const PoolCutsInput& input);

}  // namespace wumpus::inference
