// Frontier components counted together under the way to the exit kept
// free of pits and bats (joint_exit_check.hpp): with the errors of
// estimated parts, and as one component once combining them runs past
// its budget.
#pragma once

#include "inference/joint_exit_check.hpp"

#include <optional>
#include <vector>

namespace wumpus::inference {

// combine_keeping_exit, and again per batch of probes when some group
// was estimated, so the combination's errors can be stated; nothing past
// the combination's budget.
std::optional<ComponentLayouts> combine_with_batches(
    const JointExitInput& input, const KeptWays& ways);

// The components as one: their rooms in order, their clauses renumbered.
// Searched under exit_check_alone, it counts what the joint check counts.
Component merged_component(const std::vector<const Component*>& parts);

}  // namespace wumpus::inference
