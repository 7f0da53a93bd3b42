#include "inference/layout_count.hpp"

#include "game_api/hazard_table.hpp"
#include "game_api/placement_rules.hpp"

#include "inference/joint_layouts.hpp"
#include "inference/placement_limits.hpp"

#include <algorithm>
#include <numeric>

namespace wumpus::inference {
namespace {

constexpr HazardMask kPitOrBats =
    bit(game_api::Hazard::Pit) | bit(game_api::Hazard::Bats);

bool senses(const game_api::RoomView& room, game_api::Hazard h) {
  return std::count(room.percepts.begin(), room.percepts.end(),
                    game_api::hazard_entry(h).percept) > 0;
}

// Groups of rooms that share a clause, by union-find.
class ClauseGroups {
 public:
  explicit ClauseGroups(std::size_t n) : parent_(n) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }
  std::size_t find(std::size_t x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  }
  void join(std::size_t a, std::size_t b) { parent_[find(a)] = find(b); }

 private:
  std::vector<std::size_t> parent_;
};

}  // namespace

LayoutCount::LayoutCount(const CaveMap& map, const Findings& findings,
                         const InferenceInput& input)
    : map_(map), findings_(findings), input_(input), exit_paths_(map) {
  belief_.rooms.assign(map_.size(), {});
  remaining_ = {std::max(0, input_.totals[0] - findings_.known_pits()),
                std::max(0, input_.totals[1] - findings_.known_bats()),
                input_.wumpus_asleep ? std::max(0, input_.totals[2]) : 0};
  restrict_rooms();
  const auto clauses = make_clauses();
  for (bool use_clauses : {true, false}) {
    build_factors(use_clauses ? clauses : std::vector<ClauseOfRooms>{});
    for (bool exact_counts : {true, false})
      if (solve(exact_counts)) {
        if (!exact_counts || !use_clauses) belief_.consistent = false;
        return;
      }
  }
  belief_.consistent = false;
}

// What each room may hold before the percept clauses are counted.
void LayoutCount::restrict_rooms() {
  const HazardMask model =
      kPitOrBats | (input_.wumpus_asleep ? bit(game_api::Hazard::Wumpus) : 0);
  allowed_.assign(map_.size(), 0);
  for (RoomId r = 0; r < map_.size(); ++r) {
    RoomRisk& risk = belief_.rooms[r];
    if (findings_.known_pit(r)) {
      risk.chance[index(game_api::Hazard::Pit)] = 1;
      risk.possible = bit(game_api::Hazard::Pit);
      continue;
    }
    if (findings_.known_bats(r)) {
      risk.chance[index(game_api::Hazard::Bats)] = 1;
      risk.possible = bit(game_api::Hazard::Bats);
      continue;
    }
    if (map_.visited(r) || r == map_.entrance() || findings_.held_thing(r))
      continue;
    allowed_[r] = model;
    if (findings_.no_pit(r))
      allowed_[r] &= HazardMask(~bit(game_api::Hazard::Pit));
    // The exit lies on the entrance-exit path: no pit, no bats.
    if (r == map_.exit()) allowed_[r] &= bit(game_api::Hazard::Wumpus);
  }
  for (const auto& room : map_.seen_rooms()) {
    // Bats carry the player off before anything is sensed there: the
    // room counts as visited, its silence proves nothing.
    if (!map_.visited(room.room) || findings_.known_bats(room.room)) continue;
    for (RoomId next : room.open_rooms)
      for (game_api::Hazard h : kAllHazards)
        if (next < map_.size() && !senses(room, h))
          allowed_[next] &= HazardMask(~bit(h));
  }
  blocked_.assign(map_.size(), false);
  for (RoomId r = 0; r < map_.size(); ++r)
    blocked_[r] = findings_.known_pit(r) || findings_.known_bats(r);
  if (input_.wumpus_asleep)
    for (RoomId r :
         too_near_for_wumpus(map_, exit_paths_, input_.wumpus_distance))
      allowed_[r] &= HazardMask(~bit(game_api::Hazard::Wumpus));
  // Not open: the map is not what the player thinks.
  if (!exit_paths_.open_without(blocked_)) return;
  std::vector<RoomId> targets{map_.exit()};
  for (RoomId r = 0; r < map_.size(); ++r)
    if (findings_.held_thing(r) && r != map_.exit() &&
        exit_paths_.open_without(blocked_, r))
      targets.push_back(r);
  kept_ways_.emplace(exit_paths_, std::move(targets));
  for (RoomId r : kept_clear(map_, exit_paths_, findings_, allowed_, blocked_))
    allowed_[r] &= bit(game_api::Hazard::Wumpus);
}

std::vector<LayoutCount::ClauseOfRooms> LayoutCount::make_clauses() {
  std::vector<ClauseOfRooms> clauses;
  for (const auto& room : map_.seen_rooms()) {
    if (!map_.visited(room.room)) continue;
    for (game_api::Hazard h : kAllHazards) {
      if (h == game_api::Hazard::Wumpus && !input_.wumpus_asleep) continue;
      if (!senses(room, h)) continue;
      ClauseOfRooms clause{h, {}};
      bool met = false;
      for (RoomId next : room.open_rooms) {
        if (next >= map_.size()) continue;
        if (belief_.rooms[next].of(h) == 1) met = true;
        if (allowed_[next] & bit(h)) clause.rooms.push_back(next);
      }
      if (met) continue;
      if (clause.rooms.empty()) {
        belief_.consistent = false;  // rules the agent does not know
        continue;
      }
      clauses.push_back(std::move(clause));
    }
  }
  return clauses;
}

void LayoutCount::build_factors(const std::vector<ClauseOfRooms>& clauses) {
  factors_.clear();
  components_.clear();
  joint_.clear();
  joint_groups_.clear();
  ClauseGroups groups(map_.size());
  std::vector<bool> tied(map_.size(), false);
  for (const auto& clause : clauses)
    for (RoomId r : clause.rooms) {
      tied[r] = true;
      groups.join(r, clause.rooms.front());
    }
  std::vector<int> component_of(map_.size(), -1);
  belief_.frontier = 0;
  for (RoomId r = 0; r < map_.size(); ++r) {
    if (!tied[r]) continue;
    ++belief_.frontier;
    const std::size_t root = groups.find(r);
    if (component_of[root] < 0) {
      component_of[root] = int(components_.size());
      components_.emplace_back();
    }
    Component& c = components_[component_of[root]];
    c.rooms.push_back(r);
    c.allowed.push_back(allowed_[r]);
  }
  for (const auto& clause : clauses) {
    Component& c = components_[component_of[groups.find(clause.rooms[0])]];
    Clause local{clause.hazard, {}};
    for (RoomId r : clause.rooms)
      local.members.push_back(
          int(std::find(c.rooms.begin(), c.rooms.end(), r) - c.rooms.begin()));
    c.clauses.push_back(std::move(local));
  }
  if (kept_ways_) {
    // A room tied to no percept, seen or not, that could close a kept
    // way together with the components is counted on its own, so the
    // joint check sees it (in the pools the rooms are checked one at a
    // time).
    std::vector<RoomId> untied;
    for (RoomId r = 0; r < map_.size(); ++r)
      if (!tied[r] && !map_.visited(r)) untied.push_back(r);
    for (RoomId r : closing_with_components(components_, untied, allowed_,
                                            *kept_ways_, blocked_)) {
      tied[r] = true;
      components_.push_back({{r}, {allowed_[r]}, {}});
    }
    joint_ = jointly_blocking(components_, *kept_ways_, blocked_);
  }
  const std::vector<std::size_t> joint = joint_;
  const std::size_t separate = components_.size();
  if (!joint.empty() && !add_joint_factor()) {
    // Too many blocking sets to combine: searched as one component, the
    // joint components count the same layouts.
    std::vector<const Component*> parts;
    for (std::size_t i : joint) parts.push_back(&components_[i]);
    Component merged = merged_component(parts);
    joint_.clear();
    joint_groups_.clear();
    components_.push_back(std::move(merged));
    add_component_factor(components_.size() - 1);
  }
  for (std::size_t i = 0; i < separate; ++i)
    if (!std::binary_search(joint.begin(), joint.end(), i))
      add_component_factor(i);
  // The rest: rooms alike in what they may hold are interchangeable.
  std::array<std::vector<RoomId>, 8> pools;
  for (RoomId r = 0; r < map_.size(); ++r)
    if (!tied[r] && allowed_[r] != 0) pools[allowed_[r]].push_back(r);
  for (HazardMask mask = 1; mask < 8; ++mask) {
    if (pools[mask].empty()) continue;
    Factor f;
    f.pool = true;
    f.pool_mask = mask;
    f.rooms = pools[mask];
    f.table = pool_table(int(f.rooms.size()), mask, 0, remaining_);
    factors_.push_back(std::move(f));
  }
}

void LayoutCount::add_component_factor(std::size_t component) {
  Factor f;
  f.layouts = enumerate(components_[component]);
  f.table = f.layouts.totals;
  f.rooms = components_[component].rooms;
  f.components = {component};
  factors_.push_back(std::move(f));
}

// One factor for the joint components, counted together under the
// whole-cave exit check; false when that ran past its budget.
bool LayoutCount::add_joint_factor() {
  JointExitInput in;
  in.blocked = blocked_;
  in.limits = remaining_;
  Factor f;
  for (std::size_t i : joint_) {
    const Component& c = components_[i];
    in.room_counts.push_back(c.rooms.size());
    joint_groups_.push_back(
        enumerate_by_blocking(c, remaining_, input_.limits, exit_check(c)));
    f.rooms.insert(f.rooms.end(), c.rooms.begin(), c.rooms.end());
  }
  in.groups = joint_groups_;
  auto layouts = combine_with_batches(in, *kept_ways_);
  if (!layouts) return false;
  f.layouts = std::move(*layouts);
  f.table = f.layouts.totals;
  f.components = joint_;
  factors_.push_back(std::move(f));
  return true;
}

LayoutCheck LayoutCount::exit_check(const Component& component) const {
  if (!kept_ways_) return nullptr;
  return exit_check_alone(component, *kept_ways_, blocked_);
}

ComponentLayouts LayoutCount::enumerate(const Component& component) const {
  return enumerate_layouts(component, remaining_, input_.limits,
                           exit_check(component));
}

// Each room's chances; false when no layout has weight.
bool LayoutCount::solve(bool exact_counts) {
  total_ =
      fill_chances(factors_, remaining_, exact_counts, allowed_, belief_.rooms);
  if (!(total_ > 0)) return false;
  exact_counts_ = exact_counts;
  belief_.exact =
      std::all_of(factors_.begin(), factors_.end(),
                  [](const Factor& f) { return f.pool || f.layouts.exact; });
  belief_.error =
      fill_errors(factors_, remaining_, exact_counts, allowed_, belief_.rooms);
  return true;
}

// Clearing rooms only drops layouts, so the factors they lie in are
// counted again with those rooms restricted, by the same checks, and the
// kept share of the count is the chance. Where such a factor was
// estimated, or its recount runs past the joint check's budget, the
// rooms' own chances are multiplied instead, and the answer is marked
// inexact.
JointChance LayoutCount::chance_clear(const std::vector<RoomId>& rooms) const {
  if (!(total_ > 0)) return independent_chance(rooms);
  std::vector<bool> cleared(map_.size(), false);
  for (RoomId r : rooms) {
    if (r >= map_.size()) continue;
    if (findings_.known_pit(r) || findings_.known_bats(r))
      return {0, belief_.exact};
    if (allowed_[r] & kPitOrBats) cleared[r] = true;
  }
  bool exact = belief_.exact && belief_.consistent;
  const auto tables = cleared_tables(cleared, exact);
  if (!tables) return independent_chance(rooms);
  std::vector<const CountTable*> parts;
  for (const CountTable& table : *tables) parts.push_back(&table);
  const double kept = layouts_together(parts, remaining_, exact_counts_);
  return {std::clamp(kept / total_, 0.0, 1.0), exact};
}

std::optional<Component> LayoutCount::cleared_component(
    std::size_t component, const std::vector<bool>& cleared) const {
  Component c = components_[component];
  bool touched = false;
  for (std::size_t k = 0; k < c.rooms.size(); ++k)
    if (cleared[c.rooms[k]]) {
      c.allowed[k] &= HazardMask(~kPitOrBats);
      touched = true;
    }
  if (!touched) return std::nullopt;
  return c;
}

std::optional<std::vector<CountTable>> LayoutCount::cleared_tables(
    const std::vector<bool>& cleared, bool& exact) const {
  std::vector<CountTable> tables;
  for (const Factor& f : factors_) {
    if (f.pool) {
      const auto n = std::count_if(f.rooms.begin(), f.rooms.end(),
                                   [&](RoomId r) { return cleared[r]; });
      tables.push_back(n == 0 ? f.table
                              : pool_table(int(f.rooms.size()), f.pool_mask,
                                           int(n), remaining_));
      continue;
    }
    // Built before any check borrows them: the checks hold references.
    std::vector<std::optional<Component>> parts;
    for (std::size_t c : f.components)
      parts.push_back(cleared_component(c, cleared));
    if (std::none_of(parts.begin(), parts.end(),
                     [](const auto& p) { return p.has_value(); })) {
      tables.push_back(f.table);
      continue;
    }
    // Estimated once: estimating again for every question would cost a whole
    // inference each time, and still give no exact answer.
    if (!f.layouts.exact) return std::nullopt;
    if (parts.size() == 1) {
      const ComponentLayouts layouts = enumerate(*parts[0]);
      exact = exact && layouts.exact;
      tables.push_back(layouts.totals);
      continue;
    }
    JointExitInput in;
    in.blocked = blocked_;
    in.limits = remaining_;
    for (std::size_t k = 0; k < parts.size(); ++k) {
      const Component& c = parts[k] ? *parts[k] : components_[f.components[k]];
      in.room_counts.push_back(c.rooms.size());
      in.groups.push_back(parts[k]
                              ? enumerate_by_blocking(
                                    c, remaining_, input_.limits, exit_check(c))
                              : joint_groups_[k]);
    }
    auto layouts = combine_keeping_exit(std::move(in), *kept_ways_);
    if (!layouts) return std::nullopt;
    exact = exact && layouts->exact;
    tables.push_back(layouts->totals);
  }
  return tables;
}

JointChance LayoutCount::independent_chance(
    const std::vector<RoomId>& rooms) const {
  std::vector<RoomId> distinct = rooms;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  double clear = 1;
  for (RoomId r : distinct) {
    const RoomRisk& risk = belief_.at(r);
    clear *= 1 - std::min(1.0, risk.of(game_api::Hazard::Pit) +
                                   risk.of(game_api::Hazard::Bats));
  }
  return {clear, false};
}

}  // namespace wumpus::inference
