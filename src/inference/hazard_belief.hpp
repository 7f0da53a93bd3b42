// What the inference concludes: for every room the chance of each hazard
// and which ones are not ruled out, over the layouts it counted.
#pragma once

#include "inference/hazards.hpp"

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

}  // namespace wumpus::inference
