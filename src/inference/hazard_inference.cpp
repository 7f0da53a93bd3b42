#include "inference/hazard_inference.hpp"

#include "game_api/placement_rules.hpp"

#include "inference/layout_count.hpp"

namespace wumpus::inference {

const RoomRisk& HazardBelief::at(RoomId room) const {
  static const RoomRisk kNone;
  return room < rooms.size() ? rooms[room] : kNone;
}

HazardCounts announced_counts(const game_api::PlayerView& view) {
  HazardCounts counts{};
  for (const game_api::HazardEntry& entry : game_api::kHazards) {
    const auto it = view.cave.counts.find(std::string(entry.kind));
    counts[index(entry.hazard)] = it == view.cave.counts.end() ? 0 : it->second;
  }
  return counts;
}

InferenceInput rules_in_view(const game_api::PlayerView& view) {
  InferenceInput input;
  input.totals = announced_counts(view);
  const auto asked = view.cave.parameters.find("wumpus_distance");
  input.wumpus_distance = game_api::wumpus_distance(
      asked == view.cave.parameters.end() ? std::nullopt
                                          : std::optional(asked->second));
  return input;
}

HazardBelief infer_hazards(const CaveMap& map, const Findings& findings,
                           const InferenceInput& input) {
  return LayoutCount(map, findings, input).belief();
}

HazardInference::HazardInference(const CaveMap& map, const Findings& findings,
                                 const InferenceInput& input)
    : count_(std::make_unique<LayoutCount>(map, findings, input)) {}

HazardInference::~HazardInference() = default;

const HazardBelief& HazardInference::belief() const {
  return count_->belief();
}

JointChance HazardInference::chance_clear(
    const std::vector<RoomId>& rooms) const {
  return count_->chance_clear(rooms);
}

HazardBelief infer_from_view(const game_api::PlayerView& view,
                             bool wumpus_asleep) {
  const CaveMap map(view);
  Findings findings;
  findings.read(view);
  InferenceInput input = rules_in_view(view);
  input.wumpus_asleep = wumpus_asleep;
  return infer_hazards(map, findings, input);
}

}  // namespace wumpus::inference
