// LayoutCount's questions about several rooms at once: the share of its
// layouts in which all of them hold neither a pit nor bats.
#include "inference/cut_rooms.hpp"
#include "inference/layout_count.hpp"

#include <algorithm>
#include <optional>

namespace wumpus::inference {
namespace {

constexpr HazardMask kClearedBlocking =
    bit(game_api::Hazard::Pit) | bit(game_api::Hazard::Bats);

}  // namespace

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
    if (allowed_[r] & kClearedBlocking) cleared[r] = true;
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
      c.allowed[k] &= HazardMask(~kClearedBlocking);
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
    const bool with_cut_rooms = cut_rooms_ && f.components.back() == cut_index_;
    if (parts.size() == 1 && !with_cut_rooms) {
      const ComponentLayouts layouts = enumerate(*parts[0]);
      exact = exact && layouts.exact;
      tables.push_back(layouts.totals);
      continue;
    }
    JointExitInput in;
    in.blocked = blocked_;
    in.limits = remaining_;
    std::optional<CutRooms> cleared_cut;
    for (std::size_t k = 0; k < parts.size(); ++k) {
      const Component& c = parts[k] ? *parts[k] : components_[f.components[k]];
      in.room_counts.push_back(c.rooms.size());
      if (with_cut_rooms && k + 1 == parts.size()) {
        // The cut rooms' own layouts, the cleared ones holding neither.
        if (parts[k]) cleared_cut.emplace(*cut_rooms_, c);
        in.cut_rooms = cleared_cut ? &*cleared_cut : &*cut_rooms_;
        continue;
      }
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
