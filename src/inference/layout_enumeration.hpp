// Exact counting of the hazard layouts of one group of frontier rooms
// that agree with what was sensed next to them, by how many hazards of
// each kind a layout uses. Groups too big to count within a node budget
// are estimated from random probes instead (Knuth's estimator: unbiased,
// in batches whose spread states the error), and marked inexact, so
// nothing is proven from them.
#pragma once

#include "inference/count_table.hpp"

#include <cstdint>
#include <functional>
#include <vector>

namespace wumpus::inference {

// At least one of `members` (indices into Component::rooms) holds
// `hazard`: a breeze, flapping or stench sensed next to them.
struct Clause {
  game_api::Hazard hazard = game_api::Hazard::Pit;
  std::vector<int> members;
};

// Frontier rooms tied together by clauses, each with what it may hold.
struct Component {
  std::vector<RoomId> rooms;
  std::vector<HazardMask> allowed;
  std::vector<Clause> clauses;
};

struct ComponentLayouts {
  CountTable totals;  // layouts by hazards used
  // Layouts with hazard h in room i, per totals cell:
  // hits[(cell * rooms + i) * kHazardKinds + h].
  std::vector<double> hits;
  bool exact = true;
  // Estimated: the same tables from each batch of probes alone, whose
  // spread gives the estimate's error (empty when counted exactly).
  std::vector<ComponentLayouts> batches;

  double hit(std::size_t cell, std::size_t room, game_api::Hazard h) const {
    const std::size_t rooms = hits.size() / (totals.cells() * kHazardKinds);
    return hits[(cell * rooms + room) * kHazardKinds + index(h)];
  }
};

struct EnumerationLimits {
  std::size_t node_budget = 400'000;  // search nodes before estimating
  int probes = 4'000;                 // random probes then
  int batches = 10;                   // the probes in this many batches
  std::uint64_t seed = 1;             // the probes' stream
  // Combinations of blocking sets the joint exit check tries before it
  // searches the components as one (joint_layouts.hpp).
  std::size_t joint_branch_budget = 20'000;
};

// What each room of a layout holds: a hazard, or kNoHazard.
inline constexpr std::uint8_t kNoHazard = 0xff;
// A check of whole layouts beyond the clauses (the way to the exit stays
// open); true keeps the layout.
using LayoutCheck = std::function<bool(const std::vector<std::uint8_t>&)>;

ComponentLayouts enumerate_layouts(const Component& component,
                                   const HazardCounts& limits,
                                   const EnumerationLimits& options = {},
                                   const LayoutCheck& check = nullptr);

// The layouts of a component split by which of its rooms hold a pit or
// bats (`blocking`, in the component's room order): what the way to the
// exit depends on.
struct BlockingGroup {
  std::vector<RoomId> blocking;
  ComponentLayouts layouts;
};
std::vector<BlockingGroup> enumerate_by_blocking(
    const Component& component, const HazardCounts& limits,
    const EnumerationLimits& options = {}, const LayoutCheck& check = nullptr);

}  // namespace wumpus::inference
