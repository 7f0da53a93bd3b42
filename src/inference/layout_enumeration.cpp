#include "inference/layout_enumeration.hpp"

#include "maze/random.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>

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
    return step(0, leaf);
  }

  // One random path down the search tree (Knuth's estimator): each room
  // takes a value picked evenly among those the clauses and counts still
  // allow, and `leaf(weight)` gets the product of those choices' numbers,
  // so that over many probes every layout weighs 1 on average. Nothing
  // at a dead end.
  template <class Leaf>
  void probe(maze::Random& random, Leaf&& leaf) {
    double weight = 1;
    std::size_t i = 0;
    for (; i < values_.size(); ++i) {
      std::uint8_t fits[kHazardKinds + 1];
      std::uint32_t n = 0;
      for (std::uint8_t value : candidates(i))
        if (value != kUnused && assign(i, value)) {
          fits[n++] = value;
          unassign(i);
        }
      if (n == 0) break;
      assign(i, fits[random.below(n)]);
      weight *= n;
    }
    if (i == values_.size() && (!check_ || check_(values_))) leaf(weight);
    while (i-- > 0) unassign(i);
  }

  const std::vector<std::uint8_t>& values() const { return values_; }
  const HazardCounts& used() const { return used_; }

 private:
  static constexpr std::uint8_t kUnused = 0xfe;

  // The values room i may take: empty, then each hazard it may hold
  // (kUnused pads the rest).
  std::array<std::uint8_t, kHazardKinds + 1> candidates(std::size_t i) const {
    std::array<std::uint8_t, kHazardKinds + 1> values;
    values.fill(kUnused);
    values[0] = kEmpty;
    int n = 1;
    for (game_api::Hazard h : kAllHazards)
      if (c_.allowed[i] & bit(h)) values[n++] = std::uint8_t(h);
    return values;
  }

  template <class Leaf>
  bool step(std::size_t i, Leaf& leaf) {
    if (nodes_left_ == 0) return false;
    --nodes_left_;
    if (i == values_.size()) {
      if (check_ && !check_(values_)) return true;
      leaf();
      return true;
    }
    for (std::uint8_t value : candidates(i)) {
      if (value == kUnused || !assign(i, value)) continue;
      const bool ok = step(i + 1, leaf);
      unassign(i);
      if (!ok) return false;
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
};

void record(ComponentLayouts& out, const HazardCounts& used,
            const std::vector<std::uint8_t>& values, double weight) {
  const std::size_t cell = out.totals.cell(used);
  out.totals[cell] += weight;
  const std::size_t rooms = values.size();
  for (std::size_t i = 0; i < rooms; ++i)
    if (values[i] != kEmpty)
      out.hits[(cell * rooms + i) * kHazardKinds + values[i]] += weight;
}

ComponentLayouts empty_layouts(const Component& component,
                               const HazardCounts& limits) {
  ComponentLayouts out;
  out.totals = CountTable(limits);
  out.hits.assign(out.totals.cells() * component.rooms.size() * kHazardKinds,
                  0.0);
  return out;
}

// How the probes are split: at least two batches, for a spread.
struct ProbePlan {
  explicit ProbePlan(const EnumerationLimits& options)
      : batches(std::max(options.batches, 2)),
        per_batch(std::max(options.probes / batches, 1)) {}
  int batches, per_batch;
};

// Turns the probes' sums in each batch into estimates of the counts (a
// batch's mean), and the whole table into the mean of its batches.
void finish_estimate(ComponentLayouts& out, const Component& component,
                     const HazardCounts& limits,
                     const EnumerationLimits& options) {
  const ProbePlan plan(options);
  if (out.batches.empty())
    out.batches.assign(std::size_t(plan.batches),
                       empty_layouts(component, limits));
  out.exact = false;
  std::fill(out.hits.begin(), out.hits.end(), 0.0);
  for (std::size_t c = 0; c < out.totals.cells(); ++c) out.totals[c] = 0;
  const double batches = double(out.batches.size());
  for (ComponentLayouts& batch : out.batches) {
    batch.exact = false;
    for (std::size_t c = 0; c < batch.totals.cells(); ++c) {
      batch.totals[c] /= plan.per_batch;
      out.totals[c] += batch.totals[c] / batches;
    }
    for (std::size_t i = 0; i < batch.hits.size(); ++i) {
      batch.hits[i] /= plan.per_batch;
      out.hits[i] += batch.hits[i] / batches;
    }
  }
}

// Counts every layout into the table `pick(values)` chooses and returns
// true; or, past the node budget, estimates each table from random
// probes (into its batches, finished by finish_estimate) and returns
// false. `restart` empties the tables before the probes.
template <class Pick, class Restart>
bool enumerate_into(const Component& component, const HazardCounts& limits,
                    const EnumerationLimits& options, const LayoutCheck& check,
                    Pick&& pick, Restart&& restart) {
  Search search(component, limits, check);
  if (search.all(options.node_budget, [&] {
        record(pick(search.values()), search.used(), search.values(), 1);
      }))
    return true;

  restart();
  maze::Random random(options.seed);
  const ProbePlan plan(options);
  for (int b = 0; b < plan.batches; ++b)
    for (int k = 0; k < plan.per_batch; ++k)
      search.probe(random, [&](double weight) {
        ComponentLayouts& table = pick(search.values());
        if (table.batches.empty())
          table.batches.assign(std::size_t(plan.batches),
                               empty_layouts(component, limits));
        record(table.batches[std::size_t(b)], search.used(), search.values(),
               weight);
      });
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
  if (!out.exact) finish_estimate(out, component, limits, options);
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
  if (!exact)
    for (auto& group : groups)
      finish_estimate(group.layouts, component, limits, options);
  return groups;
}

}  // namespace wumpus::inference
