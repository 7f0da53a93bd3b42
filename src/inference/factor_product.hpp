// The whole-cave count as a product of independent factors: a frontier
// component (or several counted together under the exit check), or a
// pool of interchangeable rooms. Their count tables convolve up to the
// hazards the game announced; a room's chance is its factor's share.
#pragma once

#include "inference/hazard_belief.hpp"
#include "inference/layout_enumeration.hpp"

#include <vector>

namespace wumpus::inference {

struct Factor {
  CountTable table;
  ComponentLayouts layouts;  // components only
  std::vector<RoomId> rooms;
  HazardMask pool_mask = 0;  // pools only
  bool pool = false;
  // The components (by index) it counts; several when counted together.
  std::vector<std::size_t> components;
};

// The layouts of a pool of `rooms` rooms that may each hold the hazards
// in `allowed`, `cleared` of them holding neither a pit nor bats.
CountTable pool_table(int rooms, HazardMask allowed, int cleared,
                      const HazardCounts& limits);

// How many layouts the tables make together: all of `remaining` placed
// (`exact_counts`), or, looser, any number up to it.
double layouts_together(const std::vector<const CountTable*>& tables,
                        const HazardCounts& remaining, bool exact_counts);

// Every factor's rooms' chances into `rooms` (by room id); a room may
// hold a hazard when some layout puts it there (`allowed` when the
// factor was estimated). Returns the layouts' total weight (0: none).
double fill_chances(const std::vector<Factor>& factors,
                    const HazardCounts& remaining, bool exact_counts,
                    const std::vector<HazardMask>& allowed,
                    std::vector<RoomRisk>& rooms);

// The errors of the chances fill_chances gave, when some factor was
// estimated from batches of probes: the chances filled again per batch,
// each one's error the 95 % half-width of the batches' spread. Returns
// the largest (0 when every factor was counted).
double fill_errors(const std::vector<Factor>& factors,
                   const HazardCounts& remaining, bool exact_counts,
                   const std::vector<HazardMask>& allowed,
                   std::vector<RoomRisk>& rooms);

}  // namespace wumpus::inference
