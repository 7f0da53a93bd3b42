#include "inference/joint_layouts.hpp"

namespace wumpus::inference {
namespace {

// The input with each estimated group's tables replaced by those of its
// batch `b`.
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

}  // namespace

std::optional<ComponentLayouts> combine_with_batches(
    const JointExitInput& input, const KeptWays& ways) {
  std::size_t batches = 0;
  for (const auto& groups : input.groups)
    for (const BlockingGroup& group : groups)
      batches = std::max(batches, group.layouts.batches.size());
  auto layouts = combine_keeping_exit(input, ways);
  if (!layouts) return std::nullopt;
  for (std::size_t b = 0; b < batches; ++b) {
    auto batch = combine_keeping_exit(batch_input(input, b), ways);
    if (!batch) return std::nullopt;
    layouts->batches.push_back(std::move(*batch));
  }
  return layouts;
}

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

}  // namespace wumpus::inference
