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
  cut_rooms_.reset();
  cuts_complete_ = true;
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
    add_cut_rooms(tied);
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

// Pool rooms on small cuts (pool_cuts.hpp) join the joint check as its
// last part.
void LayoutCount::add_cut_rooms(std::vector<bool>& tied) {
  PoolCutsInput in;
  in.targets = kept_ways_->targets();
  in.blocked = blocked_;
  in.frontier.assign(map_.size(), false);
  in.pool.assign(map_.size(), false);
  for (const Component& c : components_)
    for (std::size_t k = 0; k < c.rooms.size(); ++k)
      if (c.allowed[k] & kPitOrBats) in.frontier[c.rooms[k]] = true;
  for (RoomId r = 0; r < map_.size(); ++r)
    in.pool[r] = !tied[r] && !map_.visited(r) && (allowed_[r] & kPitOrBats);
  in.most = remaining_[index(game_api::Hazard::Pit)] +
            remaining_[index(game_api::Hazard::Bats)];
  const PoolCuts found = find_pool_cuts(exit_paths_, in);
  cuts_complete_ = found.complete;
  if (found.cuts.empty()) return;
  Component rooms;
  for (const RoomCut& cut : found.cuts)
    for (RoomId r : cut.pool)
      if (!tied[r]) {
        tied[r] = true;
        rooms.rooms.push_back(r);
        rooms.allowed.push_back(allowed_[r]);
      }
  // With the components that hold a cut's frontier rooms (when the
  // components close no way together, the others stay apart).
  std::vector<bool> on_cut(map_.size(), false);
  for (const RoomCut& cut : found.cuts)
    for (RoomId r : cut.frontier) on_cut[r] = true;
  for (std::size_t i = 0; i < components_.size(); ++i)
    if (std::any_of(components_[i].rooms.begin(), components_[i].rooms.end(),
                    [&](RoomId r) { return bool(on_cut[r]); }))
      joint_.push_back(i);
  std::sort(joint_.begin(), joint_.end());
  joint_.erase(std::unique(joint_.begin(), joint_.end()), joint_.end());
  cut_index_ = components_.size();
  joint_.push_back(cut_index_);
  components_.push_back(rooms);
  cut_rooms_.emplace(std::move(rooms), found.cuts, remaining_);
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
    f.rooms.insert(f.rooms.end(), c.rooms.begin(), c.rooms.end());
    if (cut_rooms_ && i == cut_index_) {
      in.cut_rooms = &*cut_rooms_;  // last: joint_ is sorted
      continue;
    }
    joint_groups_.push_back(
        enumerate_by_blocking(c, remaining_, input_.limits, exit_check(c)));
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
  // A cut the search had no time to find leaves layouts counted that the
  // game never lays out.
  belief_.exact =
      cuts_complete_ &&
      std::all_of(factors_.begin(), factors_.end(),
                  [](const Factor& f) { return f.pool || f.layouts.exact; });
  belief_.error =
      fill_errors(factors_, remaining_, exact_counts, allowed_, belief_.rooms);
  return true;
}

}  // namespace wumpus::inference
