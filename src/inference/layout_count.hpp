// The count behind the hazard inference, kept after it ran so that
// questions about several rooms at once are answered over the very
// layouts each room's own chance was counted over.
#pragma once

#include "inference/cut_rooms.hpp"
#include "inference/exit_paths.hpp"
#include "inference/factor_product.hpp"
#include "inference/findings.hpp"
#include "inference/hazard_inference.hpp"
#include "inference/joint_exit_check.hpp"

#include <optional>
#include <vector>

namespace wumpus::inference {

class LayoutCount {
 public:
  // Borrows all three for its lifetime.
  LayoutCount(const CaveMap& map, const Findings& findings,
              const InferenceInput& input);

  const HazardBelief& belief() const { return belief_; }
  JointChance chance_clear(const std::vector<RoomId>& rooms) const;

 private:
  struct ClauseOfRooms {
    game_api::Hazard hazard;
    std::vector<RoomId> rooms;
  };

  void restrict_rooms();
  std::vector<ClauseOfRooms> make_clauses();
  void build_factors(const std::vector<ClauseOfRooms>& clauses);
  void add_cut_rooms(std::vector<bool>& tied);
  void add_component_factor(std::size_t component);
  bool add_joint_factor();
  LayoutCheck exit_check(const Component& component) const;
  ComponentLayouts enumerate(const Component& component) const;
  bool solve(bool exact_counts);

  // The factors' tables with the `cleared` rooms (by room) holding no
  // pit or bats; nothing when the exit check ran past its budget.
  std::optional<std::vector<CountTable>> cleared_tables(
      const std::vector<bool>& cleared, bool& exact) const;
  // The component with the `cleared` rooms restricted; nothing when it
  // holds none of them.
  std::optional<Component> cleared_component(
      std::size_t component, const std::vector<bool>& cleared) const;
  JointChance independent_chance(const std::vector<RoomId>& rooms) const;

  const CaveMap& map_;
  const Findings& findings_;
  const InferenceInput& input_;
  HazardBelief belief_;
  HazardCounts remaining_{0, 0, 0};
  std::vector<HazardMask> allowed_;
  ExitPaths exit_paths_;
  // Known pits and bats; exit checks borrow it, restoring it each time.
  mutable std::vector<bool> blocked_;
  std::optional<KeptWays> kept_ways_;  // when the map holds them open
  // What the count that held used: its components, those counted
  // together (joined, by blocking set) and its factors.
  std::vector<Component> components_;
  std::vector<std::size_t> joint_;
  std::vector<std::vector<BlockingGroup>> joint_groups_;
  std::vector<Factor> factors_;
  bool exact_counts_ = true;
  // The pool rooms on small cuts, counted in the joint factor (their
  // component: components_[cut_index_]).
  std::optional<CutRooms> cut_rooms_;
  std::size_t cut_index_ = 0;
  bool cuts_complete_ = true;  // the cut search ended within its budget
  double total_ = 0;           // the layouts counted; 0: none agreed
};

}  // namespace wumpus::inference
