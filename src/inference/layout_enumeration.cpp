#include "inference/layout_enumeration.hpp"

#include "maze/random.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace wumpus::inference {
namespace {

constexpr std::uint8_t kEmpty = kNoHazard;

// Depth-first search over the rooms in order, checking each clause once
// its last member is assigned.
class Search {
 public:
  Search(const Component& component, const HazardCounts& limits,
         const LayoutCheck& check)
      : c_(component),
        limits_(limits),
        check_(check),
        values_(c_.rooms.size(), kEmpty) {
    closing_.resize(c_.rooms.size());
    member_of_.resize(c_.rooms.size());
    for (std::size_t k = 0; k < c_.clauses.size(); ++k) {
      const auto& members = c_.clauses[k].members;
      if (members.empty()) continue;
      closing_[*std::max_element(members.begin(), members.end())].push_back(k);
      for (int m : members) member_of_[m].push_back(k);
    }
    satisfied_.assign(c_.clauses.size(), 0);
  }

  // Visits every layout; false when the node budget ran out first.
  template <class Leaf>
  bool all(std::size_t budget, Leaf&& leaf) {
    nodes_left_ = budget;
    random_ = nullptr;
    return step(0, leaf);
  }

  // One layout found by trying values in a random order; false if none
  // was found within `budget` nodes.
  template <class Leaf>
  bool one(maze::Random& random, std::size_t budget, Leaf&& leaf) {
    nodes_left_ = budget;
    random_ = &random;
    found_ = false;
    step(0, leaf);
    return found_;
  }

  const std::vector<std::uint8_t>& values() const { return values_; }
  const HazardCounts& used() const { return used_; }

 private:
  template <class Leaf>
  bool step(std::size_t i, Leaf& leaf) {
    if (nodes_left_ == 0) return false;
    --nodes_left_;
    if (i == values_.size()) {
      if (check_ && !check_(values_)) return true;
      leaf();
      found_ = true;
      return true;
    }
    std::uint8_t order[kHazardKinds + 1];
    int n = 0;
    order[n++] = kEmpty;
    for (game_api::Hazard h : kAllHazards)
      if (c_.allowed[i] & bit(h)) order[n++] = std::uint8_t(h);
    if (random_)
      for (int k = n - 1; k > 0; --k)
        std::swap(order[k], order[random_->below(std::uint32_t(k + 1))]);
    for (int k = 0; k < n; ++k) {
      if (!assign(i, order[k])) continue;
      const bool ok = step(i + 1, leaf);
      unassign(i);
      if (!ok || (random_ && found_)) return ok;
    }
    return true;
  }

  bool assign(std::size_t i, std::uint8_t value) {
    if (value != kEmpty && used_[value] + 1 > limits_[value]) return false;
    values_[i] = value;
    if (value != kEmpty) {
      ++used_[value];
      for (std::size_t k : member_of_[i])
        if (index(c_.clauses[k].hazard) == value) ++satisfied_[k];
    }
    for (std::size_t k : closing_[i])
      if (satisfied_[k] == 0) {
        unassign(i);
        return false;
      }
    return true;
  }

  void unassign(std::size_t i) {
    const std::uint8_t value = values_[i];
    if (value != kEmpty) {
      --used_[value];
      for (std::size_t k : member_of_[i])
        if (index(c_.clauses[k].hazard) == value) --satisfied_[k];
    }
    values_[i] = kEmpty;
  }

  const Component& c_;
  HazardCounts limits_;
  const LayoutCheck& check_;
  std::vector<std::uint8_t> values_;
  HazardCounts used_{0, 0, 0};
  std::vector<std::vector<std::size_t>> closing_, member_of_;
  std::vector<int> satisfied_;
  std::size_t nodes_left_ = 0;
  maze::Random* random_ = nullptr;
  bool found_ = false;
};

void record(ComponentLayouts& out, const HazardCounts& used,
            const std::vector<std::uint8_t>& values) {
  const std::size_t cell = out.totals.cell(used);
  out.totals[cell] += 1;
  const std::size_t rooms = values.size();
  for (std::size_t i = 0; i < rooms; ++i)
    if (values[i] != kEmpty)
      out.hits[(cell * rooms + i) * kHazardKinds + values[i]] += 1;
}

ComponentLayouts empty_layouts(const Component& component,
                               const HazardCounts& limits) {
  ComponentLayouts out;
  out.totals = CountTable(limits);
  out.hits.assign(out.totals.cells() * component.rooms.size() * kHazardKinds,
                  0.0);
  return out;
}

// Counts every layout, or samples distinct ones when there are too many,
// recording each into the table `pick(values)` chooses; returns whether
// the count was exact. `restart` empties the tables before sampling.
template <class Pick, class Restart>
bool enumerate_into(const Component& component, const HazardCounts& limits,
                    const EnumerationLimits& options, const LayoutCheck& check,
                    Pick&& pick, Restart&& restart) {
  Search search(component, limits, check);
  const auto keep = [&] {
    record(pick(search.values()), search.used(), search.values());
  };
  if (search.all(options.node_budget, keep)) return true;

  // Too many layouts to count: sample distinct ones instead.
  restart();
  maze::Random random(options.seed);
  // Each layout's values as bytes. (A set of vectors trips GCC 12's false
  // -Wstringop-overread at -O3.)
  std::unordered_set<std::string> seen;
  const std::size_t per_try = options.node_budget / 16 + 64;
  for (int tries = 0;
       tries < options.samples * 4 && int(seen.size()) < options.samples;
       ++tries) {
    search.one(random, per_try, [&] {
      const auto& values = search.values();
      if (seen.emplace(values.begin(), values.end()).second) keep();
    });
  }
  return false;
}

}  // namespace

ComponentLayouts enumerate_layouts(const Component& component,
                                   const HazardCounts& limits,
                                   const EnumerationLimits& options,
                                   const LayoutCheck& check) {
  ComponentLayouts out = empty_layouts(component, limits);
  out.exact = enumerate_into(
      component, limits, options, check,
      [&](const std::vector<std::uint8_t>&) -> ComponentLayouts& {
        return out;
      },
      [&] { out = empty_layouts(component, limits); });
  return out;
}

std::vector<BlockingGroup> enumerate_by_blocking(
    const Component& component, const HazardCounts& limits,
    const EnumerationLimits& options, const LayoutCheck& check) {
  std::vector<BlockingGroup> groups;
  std::unordered_map<std::string, std::size_t> group_of;  // by blocking bits
  std::string bits;
  const auto pick =
      [&](const std::vector<std::uint8_t>& values) -> ComponentLayouts& {
    bits.assign(values.size(), '0');
    for (std::size_t i = 0; i < values.size(); ++i)
      if (values[i] == index(game_api::Hazard::Pit) ||
          values[i] == index(game_api::Hazard::Bats))
        bits[i] = '1';
    const auto [it, added] = group_of.emplace(bits, groups.size());
    if (added) {
      BlockingGroup group{{}, empty_layouts(component, limits)};
      for (std::size_t i = 0; i < values.size(); ++i)
        if (bits[i] == '1') group.blocking.push_back(component.rooms[i]);
      groups.push_back(std::move(group));
    }
    return groups[it->second].layouts;
  };
  const bool exact =
      enumerate_into(component, limits, options, check, pick, [&] {
        groups.clear();
        group_of.clear();
      });
  for (auto& group : groups) group.layouts.exact = exact;
  return groups;
}

}  // namespace wumpus::inference
