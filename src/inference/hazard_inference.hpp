// Where the hazards may be, from everything sensed so far: for every room
// the probability of a pit, bats and the sleeping Wumpus, over all the
// layouts that agree with the percepts of the rooms visited, the counts
// the game announced and the placement guarantees, each layout equally
// likely. Proofs ("no pit can be here") come only from exact counting;
// where there are too many layouts to count, the chances are estimated
// and each states its error.
#pragma once

#include "game_api/placement_rules.hpp"
#include "inference/cave_map.hpp"
#include "inference/findings.hpp"
#include "inference/layout_enumeration.hpp"

#include <vector>

namespace wumpus::inference {

struct RoomRisk {
  std::array<double, kHazardKinds> chance{0, 0, 0};
  // An estimated chance's error: the half-width of its 95 % interval (0
  // when counted exactly).
  std::array<double, kHazardKinds> error{0, 0, 0};
  HazardMask possible = 0;  // hazards not ruled out

  double of(game_api::Hazard h) const { return chance[index(h)]; }
  double error_of(game_api::Hazard h) const { return error[index(h)]; }
  bool may_hold(game_api::Hazard h) const { return possible & bit(h); }
};

struct HazardBelief {
  std::vector<RoomRisk> rooms;  // by room id
  // Every group of frontier rooms was counted exactly (none estimated).
  bool exact = true;
  double error = 0;  // the largest error of any room's chance
  // Some layout agrees with everything sensed; false under rules the
  // agent does not know (a mod), when it falls back on looser counts.
  bool consistent = true;
  std::size_t frontier = 0;  // rooms tied by percepts, for reports

  const RoomRisk& at(RoomId room) const;
};

struct InferenceInput {
  HazardCounts totals{0, 0, 0};  // in the whole cave, found ones included
  // The Wumpus is alive and asleep: it has not moved, so every stench
  // sensed still holds. Otherwise it is left out (dead, or followed by
  // the tracker once awake).
  bool wumpus_asleep = true;
  // Moves from the entrance the Wumpus was placed at least.
  int wumpus_distance = game_api::kMinWumpusDistance;
  EnumerationLimits limits;
};

// The counts the view announces, as the totals of the inference.
HazardCounts announced_counts(const game_api::PlayerView& view);
// The rules the view states: its counts and the Wumpus's distance (the
// Wumpus taken as asleep; the caller says otherwise).
InferenceInput rules_in_view(const game_api::PlayerView& view);

HazardBelief infer_hazards(const CaveMap& map, const Findings& findings,
                           const InferenceInput& input);

// What one view alone proves, for a player who remembers nothing the view
// does not carry (the advisor, a front end): its rooms' findings and the
// counts it announces.
HazardBelief infer_from_view(const game_api::PlayerView& view,
                             bool wumpus_asleep);

}  // namespace wumpus::inference
