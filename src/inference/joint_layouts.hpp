// The layouts of several frontier components counted together under the
// way to the exit kept free of pits and bats (joint_exit_check.hpp): a
// layout two components close only together is not the game's.
#pragma once

#include "inference/joint_exit_check.hpp"

#include <vector>

namespace wumpus::inference {

// One table over the components' rooms, in the order given. Their
// layouts split by what they block are combined; past that combination's
// budget the components are searched as one, counted or, past the node
// budget, estimated. Estimated tables carry their batches, so the
// errors can be stated. `blocked` (rooms known to hold a pit or bats) is
// borrowed while checking.
ComponentLayouts count_jointly(const std::vector<const Component*>& parts,
                               const HazardCounts& limits,
                               const EnumerationLimits& options,
                               const KeptWays& ways,
                               std::vector<bool>& blocked);

}  // namespace wumpus::inference
