#include "inference/hazard_inference.hpp"

#include "game_api/hazard_table.hpp"
#include "game_api/placement_rules.hpp"

#include "inference/exit_paths.hpp"
#include "inference/joint_layouts.hpp"
#include "inference/marginals.hpp"
#include "inference/placement_limits.hpp"

#include <algorithm>
#include <numeric>
#include <optional>

namespace wumpus::inference {
namespace {

bool senses(const game_api::RoomView& room, game_api::Hazard h) {
  return std::count(room.percepts.begin(), room.percepts.end(),
                    game_api::hazard_entry(h).percept) > 0;
}

struct RoomClause {
  game_api::Hazard hazard;
  std::vector<RoomId> rooms;
};

// Groups of rooms that share a clause, by union-find.
class Groups {
 public:
  explicit Groups(std::size_t n) : parent_(n) {
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

class Solver {
 public:
  Solver(const CaveMap& map, const Findings& findings,
         const InferenceInput& input)
      : map_(map), findings_(findings), input_(input), exit_paths_(map) {}

  HazardBelief run() {
    HazardBelief belief;
    belief.rooms.assign(map_.size(), {});
    remaining_ = {std::max(0, input_.totals[0] - findings_.known_pits()),
                  std::max(0, input_.totals[1] - findings_.known_bats()),
                  input_.wumpus_asleep ? std::max(0, input_.totals[2]) : 0};
    restrict_rooms(belief);
    const auto clauses = make_clauses(belief);
    for (bool use_clauses : {true, false}) {
      build_factors(belief, use_clauses ? clauses : std::vector<RoomClause>{});
      for (bool exact_counts : {true, false})
        if (solve(belief, exact_counts)) {
          if (!exact_counts || !use_clauses) belief.consistent = false;
          return belief;
        }
    }
    belief.consistent = false;
    return belief;
  }

 private:
  // What each room may hold before the percept clauses are counted.
  void restrict_rooms(HazardBelief& belief) {
    const HazardMask model =
        bit(game_api::Hazard::Pit) | bit(game_api::Hazard::Bats) |
        (input_.wumpus_asleep ? bit(game_api::Hazard::Wumpus) : 0);
    allowed_.assign(map_.size(), 0);
    for (RoomId r = 0; r < map_.size(); ++r) {
      RoomRisk& risk = belief.rooms[r];
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
    for (RoomId r :
         kept_clear(map_, exit_paths_, findings_, allowed_, blocked_))
      allowed_[r] &= bit(game_api::Hazard::Wumpus);
  }

  std::vector<RoomClause> make_clauses(HazardBelief& belief) {
    std::vector<RoomClause> clauses;
    for (const auto& room : map_.seen_rooms()) {
      if (!map_.visited(room.room)) continue;
      for (game_api::Hazard h : kAllHazards) {
        if (h == game_api::Hazard::Wumpus && !input_.wumpus_asleep) continue;
        if (!senses(room, h)) continue;
        RoomClause clause{h, {}};
        bool met = false;
        for (RoomId next : room.open_rooms) {
          if (next >= map_.size()) continue;
          if (belief.rooms[next].of(h) == 1) met = true;
          if (allowed_[next] & bit(h)) clause.rooms.push_back(next);
        }
        if (met) continue;
        if (clause.rooms.empty()) {
          belief.consistent = false;  // rules the agent does not know
          continue;
        }
        clauses.push_back(std::move(clause));
      }
    }
    return clauses;
  }

  void build_factors(HazardBelief& belief,
                     const std::vector<RoomClause>& clauses) {
    factors_.clear();
    Groups groups(map_.size());
    std::vector<bool> tied(map_.size(), false);
    for (const auto& clause : clauses)
      for (RoomId r : clause.rooms) {
        tied[r] = true;
        groups.join(r, clause.rooms.front());
      }
    std::vector<int> component_of(map_.size(), -1);
    std::vector<Component> components;
    belief.frontier = 0;
    for (RoomId r = 0; r < map_.size(); ++r) {
      if (!tied[r]) continue;
      ++belief.frontier;
      const std::size_t root = groups.find(r);
      if (component_of[root] < 0) {
        component_of[root] = int(components.size());
        components.emplace_back();
      }
      Component& c = components[component_of[root]];
      c.rooms.push_back(r);
      c.allowed.push_back(allowed_[r]);
    }
    for (const auto& clause : clauses) {
      Component& c = components[component_of[groups.find(clause.rooms[0])]];
      Clause local{clause.hazard, {}};
      for (RoomId r : clause.rooms)
        local.members.push_back(int(
            std::find(c.rooms.begin(), c.rooms.end(), r) - c.rooms.begin()));
      c.clauses.push_back(std::move(local));
    }
    std::vector<std::size_t> joint;
    if (kept_ways_) {
      // A seen room tied to no percept (where guesses step) that could close
      // a kept way together with the components is counted on its own,
      // so the joint check sees it.
      std::vector<RoomId> seen_untied;
      for (const auto& room : map_.seen_rooms())
        if (room.room < map_.size() && !tied[room.room] &&
            !map_.visited(room.room))
          seen_untied.push_back(room.room);
      for (RoomId r : closing_with_components(components, seen_untied, allowed_,
                                              *kept_ways_, blocked_)) {
        tied[r] = true;
        components.push_back({{r}, {allowed_[r]}, {}});
      }
      joint = jointly_blocking(components, *kept_ways_, blocked_);
    }
    if (!joint.empty()) add_joint_factor(components, joint);
    for (std::size_t i = 0; i < components.size(); ++i)
      if (!std::binary_search(joint.begin(), joint.end(), i))
        add_component_factor(components[i]);
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
      f.table = CountTable(remaining_);
      for (std::size_t cell = 0; cell < f.table.cells(); ++cell)
        f.table[cell] =
            pool_weight(int(f.rooms.size()), mask, f.table.used(cell));
      factors_.push_back(std::move(f));
    }
  }

  void add_component_factor(const Component& component) {
    Factor f;
    f.layouts = enumerate_layouts(component, remaining_, input_.limits,
                                  exit_check(component));
    f.table = f.layouts.totals;
    f.rooms = component.rooms;
    factors_.push_back(std::move(f));
  }

  // One factor for the `joint` components, counted together under the
  // whole-cave exit check.
  void add_joint_factor(const std::vector<Component>& components,
                        const std::vector<std::size_t>& joint) {
    Factor f;
    std::vector<const Component*> parts;
    for (std::size_t i : joint) {
      parts.push_back(&components[i]);
      f.rooms.insert(f.rooms.end(), components[i].rooms.begin(),
                     components[i].rooms.end());
    }
    f.layouts =
        count_jointly(parts, remaining_, input_.limits, *kept_ways_, blocked_);
    f.table = f.layouts.totals;
    factors_.push_back(std::move(f));
  }

  LayoutCheck exit_check(const Component& component) {
    if (!kept_ways_) return nullptr;
    return exit_check_alone(component, *kept_ways_, blocked_);
  }

  // Marginals of every factor's rooms, with their errors when some
  // factor was estimated; false when no layout has weight.
  bool solve(HazardBelief& belief, bool exact_counts) {
    CombineInput input;
    input.factors = &factors_;
    input.remaining = remaining_;
    input.exact_counts = exact_counts;
    input.allowed = &allowed_;
    if (!combine_factors(input, belief.rooms)) return false;
    belief.exact = std::none_of(
        factors_.begin(), factors_.end(),
        [](const Factor& f) { return !f.pool && !f.layouts.exact; });
    belief.error = estimate_errors(input, belief.rooms);
    return true;
  }

  const CaveMap& map_;
  const Findings& findings_;
  const InferenceInput& input_;
  HazardCounts remaining_{0, 0, 0};
  std::vector<HazardMask> allowed_;
  std::vector<Factor> factors_;
  ExitPaths exit_paths_;
  std::vector<bool> blocked_;          // known pits and bats
  std::optional<KeptWays> kept_ways_;  // when the map holds them open
};

}  // namespace

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
  return Solver(map, findings, input).run();
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
