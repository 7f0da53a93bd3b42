// The way to the exit kept free of pits and bats, checked over several
// frontier components at once: a layout two components close only
// together is not the game's either. Each component's layouts come split
// by the rooms they block (enumerate_by_blocking), so only the distinct
// blocking sets are combined, and a branch stops as soon as the blocking
// chosen so far already closes the way, or leaves it open whatever the
// components still to choose block (blocking only closes ways).
#pragma once

#include "inference/exit_paths.hpp"
#include "inference/layout_enumeration.hpp"

#include <optional>
#include <vector>

namespace wumpus::inference {

// The ways placement keeps free of pits and bats: from the entrance to
// the exit and to each room a gold, torch or rope was seen in.
class KeptWays {
 public:
  KeptWays(const ExitPaths& paths, std::vector<RoomId> targets)
      : paths_(paths), targets_(std::move(targets)) {}
  // Every way is open avoiding the rooms `blocked` marks.
  bool open(const std::vector<bool>& blocked) const;
  const ExitPaths& paths() const { return paths_; }
  const std::vector<RoomId>& targets() const { return targets_; }

 private:
  const ExitPaths& paths_;
  std::vector<RoomId> targets_;
};

// Of `candidates` (rooms in no component), those that may hold a pit or
// bats and lie on every kept way once the components' rooms block: all
// of them, all but one component's, or any one room alone. Not every
// blocking that makes a room matter is tried, but these catch the common
// cases: a breeze's pit beside a room that is then the only way on.
std::vector<RoomId> closing_with_components(
    const std::vector<Component>& components,
    const std::vector<RoomId>& candidates,
    const std::vector<HazardMask>& allowed, const KeptWays& ways,
    const std::vector<bool>& blocked);

// Keeps the layouts of one component that leave a way from the entrance
// to the exit avoiding pits, bats and the rooms `blocked` marks (which it
// borrows while checking); null when the component can block nothing.
LayoutCheck exit_check_alone(const Component& component, const KeptWays& ways,
                             std::vector<bool>& blocked);

// The components (by index, ascending) whose pits and bats might close
// the way only together: none when one at most may block, or when all of
// them blocking every room they may still leaves the way open.
std::vector<std::size_t> jointly_blocking(
    const std::vector<Component>& components, const KeptWays& ways,
    const std::vector<bool>& blocked);

class CutRooms;

struct JointExitInput {
  // Per component: its room count and its layouts by blocking set.
  std::vector<std::size_t> room_counts;
  std::vector<std::vector<BlockingGroup>> groups;
  // Pool rooms on small cuts, counted last for each blocking chosen (its
  // room count last in `room_counts`); borrowed.
  const CutRooms* cut_rooms = nullptr;
  std::vector<bool> blocked;  // rooms known to hold a pit or bats
  HazardCounts limits{0, 0, 0};
  std::size_t branch_budget = EnumerationLimits{}.joint_branch_budget;
};

// One table over the components' rooms together (in the order given),
// counting the combined layouts that leave a way from the entrance to the
// exit; nothing when the combinations ran past the budget.
std::optional<ComponentLayouts> combine_keeping_exit(JointExitInput input,
                                                     const KeptWays& ways);

}  // namespace wumpus::inference
