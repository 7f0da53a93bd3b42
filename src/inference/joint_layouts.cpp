#include "inference/joint_layouts.hpp"

#include <optional>

namespace wumpus::inference {
namespace {

// The components as one: their rooms in order, their clauses renumbered.
Component merged_component(const std::vector<const Component*>& parts) {
  Component merged;
  for (const Component* part : parts) {
    const int offset = int(merged.rooms.size());
    merged.rooms.insert(merged.rooms.end(), part->rooms.begin(),
                        part->rooms.end());
    merged.allowed.insert(merged.allowed.end(), part->allowed.begin(),
                          part->allowed.end());
    for (Clause clause : part->clauses) {
      for (int& member : clause.members) member += offset;
      merged.clauses.push_back(std::move(clause));
    }
  }
  return merged;
}

// The input of combine_keeping_exit with each estimated group's tables
// replaced by those of its batch `b`.
JointExitInput batch_input(const JointExitInput& whole, std::size_t b) {
  JointExitInput input = whole;
  for (auto& groups : input.groups)
    for (BlockingGroup& group : groups)
      if (b < group.layouts.batches.size()) {
        ComponentLayouts batch = group.layouts.batches[b];
        group.layouts = std::move(batch);
      }
  return input;
}

// Combined by blocking sets, with a combination per batch when a part
// was estimated; nothing past the combination's budget.
std::optional<ComponentLayouts> combine_by_blocking(
    const std::vector<const Component*>& parts, const HazardCounts& limits,
    const EnumerationLimits& options, const KeptWays& ways,
    std::vector<bool>& blocked) {
  JointExitInput input;
  input.blocked = blocked;
  input.limits = limits;
  input.branch_budget = options.joint_branch_budget;
  std::size_t batches = 0;
  for (const Component* part : parts) {
    input.room_counts.push_back(part->rooms.size());
    input.groups.push_back(enumerate_by_blocking(
        *part, limits, options, exit_check_alone(*part, ways, blocked)));
    for (const BlockingGroup& group : input.groups.back())
      batches = std::max(batches, group.layouts.batches.size());
  }
  auto layouts = combine_keeping_exit(input, ways);
  if (!layouts) return std::nullopt;
  for (std::size_t b = 0; b < batches; ++b) {
    auto batch = combine_keeping_exit(batch_input(input, b), ways);
    if (!batch) return std::nullopt;
    layouts->batches.push_back(std::move(*batch));
  }
  return layouts;
}

}  // namespace

ComponentLayouts count_jointly(const std::vector<const Component*>& parts,
                               const HazardCounts& limits,
                               const EnumerationLimits& options,
                               const KeptWays& ways,
                               std::vector<bool>& blocked) {
  if (auto layouts = combine_by_blocking(parts, limits, options, ways, blocked))
    return std::move(*layouts);
  const Component merged = merged_component(parts);
  return enumerate_layouts(merged, limits, options,
                           exit_check_alone(merged, ways, blocked));
}

}  // namespace wumpus::inference
