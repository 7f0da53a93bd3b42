// Each room's chance of each hazard over the whole cave: the factors'
// count tables (a frontier component, a joint of components, a pool of
// interchangeable rooms) combined by convolution up to the hazards left,
// each factor's rooms weighed by the layouts of all the others.
#pragma once

#include "inference/hazard_inference.hpp"

#include <vector>

namespace wumpus::inference {

struct Factor {
  CountTable table;
  ComponentLayouts layouts;  // components only
  std::vector<RoomId> rooms;
  HazardMask pool_mask = 0;  // pools only
  bool pool = false;
};

struct CombineInput {
  const std::vector<Factor>* factors = nullptr;
  HazardCounts remaining{0, 0, 0};
  // Every hazard left lies in the factors' rooms; otherwise any number
  // up to them may (rules the agent does not know).
  bool exact_counts = true;
  // What each room may hold before counting: an estimated factor proves
  // nothing, so its rooms keep these.
  const std::vector<HazardMask>* allowed = nullptr;
};

// Writes every factor room's chances and possible hazards into `rooms`
// (by room id); false when no layout has weight.
bool combine_factors(const CombineInput& input, std::vector<RoomRisk>& rooms);

// The errors of the chances combine_factors gave, when some factor was
// estimated from batches of probes: the combination redone per batch,
// and each chance's error the 95 % half-width of the batches' spread.
// The largest is returned.
double estimate_errors(const CombineInput& input, std::vector<RoomRisk>& rooms);

}  // namespace wumpus::inference
