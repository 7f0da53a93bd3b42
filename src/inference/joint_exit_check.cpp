#include "inference/joint_exit_check.hpp"

#include "inference/cut_rooms.hpp"

#include <algorithm>
#include <map>

namespace wumpus::inference {
namespace {

constexpr HazardMask kWayBlocking =
    bit(game_api::Hazard::Pit) | bit(game_api::Hazard::Bats);

bool may_block_way(const Component& component) {
  return std::any_of(component.allowed.begin(), component.allowed.end(),
                     [](HazardMask m) { return m & kWayBlocking; });
}

// Adds to `out` every layout of the parts taken together: the totals, and
// for each part's room its hits spread over the other parts' layouts.
// With `defer_last` the last part (the cut rooms) is one of few tables:
// what it is spread over is summed by table and spread once at the end.
class JointTable {
 public:
  JointTable(const std::vector<std::size_t>& room_counts,
             const HazardCounts& limits, bool defer_last)
      : room_counts_(room_counts), limits_(limits), defer_last_(defer_last) {
    std::size_t rooms = 0;
    for (std::size_t count : room_counts) {
      offsets_.push_back(rooms);
      rooms += count;
    }
    out_.totals = CountTable(limits);
    out_.hits.assign(out_.totals.cells() * rooms * kHazardKinds, 0.0);
    rooms_ = rooms;
  }

  void add(const std::vector<const ComponentLayouts*>& parts) {
    const std::size_t n = parts.size();
    std::vector<CountTable> prefix(n + 1), suffix(n + 1);
    prefix[0] = suffix[n] = CountTable::unit(limits_);
    for (std::size_t j = 0; j < n; ++j)
      prefix[j + 1] = prefix[j].convolve(parts[j]->totals);
    for (std::size_t j = n; j-- > 0;)
      suffix[j] = parts[j]->totals.convolve(suffix[j + 1]);
    for (std::size_t c = 0; c < out_.totals.cells(); ++c)
      out_.totals[c] += prefix[n][c];
    const std::size_t spread_now = defer_last_ ? n - 1 : n;
    if (defer_last_) {
      if (!parts[n - 1]->exact) out_.exact = false;
      auto [at, added] = deferred_.try_emplace(parts[n - 1], prefix[n - 1]);
      if (!added)
        for (std::size_t c = 0; c < at->second.cells(); ++c)
          at->second[c] += prefix[n - 1][c];
    }
    for (std::size_t j = 0; j < spread_now; ++j)
      spread(j, *parts[j], prefix[j].convolve(suffix[j + 1]));
  }

  ComponentLayouts& result() {
    const std::size_t last = room_counts_.size() - 1;
    for (const auto& [layouts, others] : deferred_)
      spread(last, *layouts, others);
    deferred_.clear();
    return out_;
  }

 private:
  // Part j's hits, each over `others`, into the table's.
  void spread(std::size_t j, const ComponentLayouts& part,
              const CountTable& others) {
    for (std::size_t k = 0; k < room_counts_[j]; ++k)
      for (game_api::Hazard h : kAllHazards) {
        CountTable hits(limits_);
        for (std::size_t c = 0; c < hits.cells(); ++c)
          hits[c] = part.hit(c, k, h);
        const CountTable spread = hits.convolve(others);
        const std::size_t room = offsets_[j] + k;
        for (std::size_t c = 0; c < spread.cells(); ++c)
          out_.hits[(c * rooms_ + room) * kHazardKinds + index(h)] += spread[c];
      }
  }

  const std::vector<std::size_t>& room_counts_;
  HazardCounts limits_;
  bool defer_last_;
  std::vector<std::size_t> offsets_;
  std::size_t rooms_ = 0;
  ComponentLayouts out_;
  // The cut rooms' tables (few, kept by the CutRooms), each with the
  // sum of what it was spread over.
  std::map<const ComponentLayouts*, CountTable> deferred_;
};

class Combiner {
 public:
  Combiner(JointExitInput& input, const KeptWays& ways)
      : in_(input),
        ways_(ways),
        table_(input.room_counts, input.limits, input.cut_rooms != nullptr) {
    const std::size_t n = in_.groups.size();
    // Each component's layouts whatever they block, and every room some
    // layout of a later component blocks.
    whole_.resize(n);
    later_blocking_.assign(n + 1, {});
    for (std::size_t j = n; j-- > 0;) {
      later_blocking_[j] = later_blocking_[j + 1];
      ComponentLayouts& whole = whole_[j];
      for (const BlockingGroup& group : in_.groups[j]) {
        if (whole.hits.empty())
          whole = group.layouts;
        else
          add_into(whole, group.layouts);
        if (!group.layouts.exact) table_.result().exact = false;
        for (RoomId r : group.blocking) later_blocking_[j].push_back(r);
      }
      if (whole.hits.empty()) impossible_ = true;
    }
    chosen_.assign(n, nullptr);
    // The fewest hazards of each kind the components from j on use.
    later_least_.assign(n + 1, HazardCounts{0, 0, 0});
    for (std::size_t j = n; j-- > 0;) {
      const HazardCounts least = whole_[j].hits.empty()
                                     ? HazardCounts{0, 0, 0}
                                     : fewest_used(whole_[j].totals);
      for (int h = 0; h < kHazardKinds; ++h)
        later_least_[j][h] = later_least_[j + 1][h] + least[h];
    }
  }

  bool run() {
    if (impossible_) return true;  // some component has no layout at all
    return choose(0);
  }
  ComponentLayouts& result() { return table_.result(); }

 private:
  static void add_into(ComponentLayouts& sum, const ComponentLayouts& part) {
    for (std::size_t c = 0; c < sum.totals.cells(); ++c)
      sum.totals[c] += part.totals[c];
    for (std::size_t i = 0; i < sum.hits.size(); ++i)
      sum.hits[i] += part.hits[i];
  }

  // The fewest hazards of each kind some layout of `table` uses.
  static HazardCounts fewest_used(const CountTable& table) {
    HazardCounts least = table.limits();
    for (std::size_t c = 0; c < table.cells(); ++c)
      if (table[c] > 0) {
        const HazardCounts used = table.used(c);
        for (int h = 0; h < kHazardKinds; ++h)
          least[h] = std::min(least[h], used[h]);
      }
    return least;
  }

  // Picks a blocking set for component j on; false past the budget.
  bool choose(std::size_t j) {
    // More hazards than the cave holds: no layout of this branch counts.
    for (int h = 0; h < kHazardKinds; ++h)
      if (used_[h] + later_least_[j][h] > in_.limits[h]) return true;
    if (branches_++ > in_.branch_budget) return false;
    if (!ways_.open(in_.blocked)) return true;  // closed: none
    const std::size_t n = in_.groups.size();
    if (j == n || stays_open(j)) {
      std::vector<const ComponentLayouts*> parts(n);
      for (std::size_t i = 0; i < n; ++i)
        parts[i] = i < j ? chosen_[i] : &whole_[i];
      // The cut rooms' layouts for the cuts the blocking chosen leaves
      // live (stays_open made sure later components change none).
      if (in_.cut_rooms) parts.push_back(&in_.cut_rooms->layouts(in_.blocked));
      table_.add(parts);
      return true;
    }
    for (const BlockingGroup& group : in_.groups[j]) {
      std::vector<RoomId> newly;
      for (RoomId r : group.blocking)
        if (!in_.blocked[r]) newly.push_back(r);
      for (RoomId r : newly) in_.blocked[r] = true;
      chosen_[j] = &group.layouts;
      const HazardCounts least = fewest_used(group.layouts.totals);
      for (int h = 0; h < kHazardKinds; ++h) used_[h] += least[h];
      const bool ok = choose(j + 1);
      for (int h = 0; h < kHazardKinds; ++h) used_[h] -= least[h];
      for (RoomId r : newly) in_.blocked[r] = false;
      if (!ok) return false;
    }
    return true;
  }

  // The way stays open whatever components j on block, and which cuts
  // the cut rooms must leave unfilled no longer depends on them.
  bool stays_open(std::size_t j) {
    std::vector<RoomId> newly;
    for (RoomId r : later_blocking_[j])
      if (!in_.blocked[r]) {
        in_.blocked[r] = true;
        newly.push_back(r);
      }
    if (in_.cut_rooms && !newly.empty() &&
        !in_.cut_rooms->decided(in_.blocked, newly)) {
      for (RoomId r : newly) in_.blocked[r] = false;
      return false;
    }
    const bool open = ways_.open(in_.blocked);
    for (RoomId r : newly) in_.blocked[r] = false;
    return open;
  }

  JointExitInput& in_;
  const KeptWays& ways_;
  JointTable table_;
  std::vector<ComponentLayouts> whole_;
  std::vector<std::vector<RoomId>> later_blocking_;
  std::vector<const ComponentLayouts*> chosen_;
  std::vector<HazardCounts> later_least_;  // by component, from it on
  HazardCounts used_{0, 0, 0};             // the fewest the chosen groups use
  std::size_t branches_ = 0;
  bool impossible_ = false;
};

}  // namespace

bool KeptWays::open(const std::vector<bool>& blocked) const {
  return std::all_of(targets_.begin(), targets_.end(), [&](RoomId to) {
    return paths_.open_without(blocked, to);
  });
}

std::vector<RoomId> closing_with_components(
    const std::vector<Component>& components,
    const std::vector<RoomId>& candidates,
    const std::vector<HazardMask>& allowed, const KeptWays& ways,
    const std::vector<bool>& blocked) {
  std::vector<RoomId> may_block, found;
  for (RoomId r : candidates)
    if (allowed[r] & kWayBlocking) may_block.push_back(r);
  std::sort(may_block.begin(), may_block.end());
  std::vector<const Component*> blockers;
  for (const Component& c : components)
    if (may_block_way(c)) blockers.push_back(&c);
  if (may_block.empty() || blockers.empty()) return found;
  const auto block_all_but = [&](const Component* spared) {
    std::vector<bool> all = blocked;
    for (const Component* c : blockers)
      for (std::size_t k = 0; c != spared && k < c->rooms.size(); ++k)
        if (c->allowed[k] & kWayBlocking) all[c->rooms[k]] = true;
    return all;
  };
  // Blocking more only adds rooms every way passes (while one is left),
  // so a room already blocked in an open try needs no try of its own.
  std::vector<bool> covered(blocked.size(), false);
  const auto try_blocking = [&](const std::vector<bool>& tried) {
    bool open = false;
    const std::vector<RoomId> closing =
        ways.paths().separators(may_block, tried, ways.targets(), &open);
    if (!open) return;
    found.insert(found.end(), closing.begin(), closing.end());
    for (std::size_t r = 0; r < tried.size(); ++r)
      covered[r] = covered[r] || tried[r];
  };
  try_blocking(block_all_but(nullptr));
  if (blockers.size() > 1)
    for (const Component* c : blockers) try_blocking(block_all_but(c));
  // Each room a component may block, alone: a breeze's one pit beside a
  // room that is then the only way on, even when the component's rooms
  // all blocked would close the way themselves.
  std::vector<bool> one = blocked;
  for (const Component* c : blockers)
    for (std::size_t k = 0; k < c->rooms.size(); ++k) {
      const RoomId r = c->rooms[k];
      if (!(c->allowed[k] & kWayBlocking) || covered[r]) continue;
      one[r] = true;
      try_blocking(one);
      one[r] = blocked[r];
    }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return found;
}

LayoutCheck exit_check_alone(const Component& component, const KeptWays& ways,
                             std::vector<bool>& blocked) {
  if (!may_block_way(component)) return nullptr;
  return
      [&component, &ways, &blocked](const std::vector<std::uint8_t>& values) {
        std::vector<RoomId> placed;
        for (std::size_t i = 0; i < values.size(); ++i)
          if (values[i] != kNoHazard &&
              (bit(game_api::Hazard(values[i])) & kWayBlocking))
            placed.push_back(component.rooms[i]);
        // One room alone cannot close the way: separators hold no pit.
        if (placed.size() < 2) return true;
        for (RoomId r : placed) blocked[r] = true;
        const bool open = ways.open(blocked);
        for (RoomId r : placed) blocked[r] = false;
        return open;
      };
}

std::vector<std::size_t> jointly_blocking(
    const std::vector<Component>& components, const KeptWays& ways,
    const std::vector<bool>& blocked) {
  std::vector<std::size_t> joint;
  std::vector<bool> all_blocked = blocked;
  for (std::size_t i = 0; i < components.size(); ++i) {
    if (!may_block_way(components[i])) continue;
    joint.push_back(i);
    for (std::size_t k = 0; k < components[i].rooms.size(); ++k)
      if (components[i].allowed[k] & kWayBlocking)
        all_blocked[components[i].rooms[k]] = true;
  }
  if (joint.size() < 2 || ways.open(all_blocked)) joint.clear();
  return joint;
}

std::optional<ComponentLayouts> combine_keeping_exit(JointExitInput input,
                                                     const KeptWays& ways) {
  Combiner combiner(input, ways);
  if (!combiner.run()) return std::nullopt;
  return std::move(combiner.result());
}

}  // namespace wumpus::inference
