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
#include "inference/hazard_belief.hpp"
#include "inference/layout_enumeration.hpp"

#include <memory>
#include <vector>

namespace wumpus::inference {

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

// The chance that several rooms at once hold what is asked, and whether
// every layout was counted (false when a group was estimated or the
// count fell back on a looser one, as for HazardBelief::exact).
struct JointChance {
  double chance = 0;
  bool exact = true;
};

class LayoutCount;

// The inference of one position, kept to answer questions about several
// rooms together over the same layouts its per-room chances count.
// Borrows the map, the findings and the input for its lifetime.
class HazardInference {
 public:
  HazardInference(const CaveMap& map, const Findings& findings,
                  const InferenceInput& input);
  ~HazardInference();
  HazardInference(const HazardInference&) = delete;
  HazardInference& operator=(const HazardInference&) = delete;

  const HazardBelief& belief() const;
  // The chance that none of `rooms` holds a pit or bats: the rooms'
  // chances are not independent (one breeze ties its neighbours).
  JointChance chance_clear(const std::vector<RoomId>& rooms) const;

 private:
  std::unique_ptr<LayoutCount> count_;
};

// What one view alone proves, for a player who remembers nothing the view
// does not carry (the advisor, a front end): its rooms' findings and the
// counts it announces.
HazardBelief infer_from_view(const game_api::PlayerView& view,
                             bool wumpus_asleep);

}  // namespace wumpus::inference
