#include "inference/cut_rooms.hpp"

#include "inference/factor_product.hpp"

#include <algorithm>
#include <cstdint>

namespace wumpus::inference {
namespace {

constexpr HazardMask kCutBlocking =
    bit(game_api::Hazard::Pit) | bit(game_api::Hazard::Bats);
// More rooms in one group of cuts than this: their patterns would take
// too long; counted as if free, and marked inexact.
constexpr std::size_t kMostInGroup = 10;  // at most 15: Signature

// `table`'s layouts with one more room holding `h`.
CountTable plus_one(const CountTable& table, game_api::Hazard h) {
  CountTable out(table.limits());
  for (std::size_t c = 0; c < table.cells(); ++c) {
    if (table[c] == 0) continue;
    HazardCounts used = table.used(c);
    ++used[index(h)];
    if (out.fits(used)) out[out.cell(used)] += table[c];
  }
  return out;
}

// One room holding `h`.
CountTable holding(const HazardCounts& limits, game_api::Hazard h) {
  CountTable t(limits);
  HazardCounts used{0, 0, 0};
  ++used[index(h)];
  if (t.fits(used)) t[t.cell(used)] = 1;
  return t;
}

void add_into(CountTable& sum, const CountTable& part, double times = 1) {
  for (std::size_t c = 0; c < sum.cells(); ++c) sum[c] += times * part[c];
}

// The signature bits counting rooms of `mask` that block or do not.
std::uint64_t slot(HazardMask mask, bool blocks) {
  return std::uint64_t{1} << (4 * (2 * std::size_t(mask) + (blocks ? 1 : 0)));
}

int count_in(std::uint64_t sig, HazardMask mask, bool blocks) {
  return int((sig >> (4 * (2 * std::size_t(mask) + (blocks ? 1 : 0)))) & 15);
}

// One room holding one of `mask`'s hazards.
CountTable one_room(const HazardCounts& limits, HazardMask mask) {
  CountTable t(limits);
  for (game_api::Hazard h : kAllHazards)
    if (mask & bit(h)) add_into(t, holding(limits, h));
  return t;
}

// The product of all `tables`, and for each the product of the others.
struct Products {
  CountTable all;
  std::vector<CountTable> without;
};
Products products(const std::vector<CountTable>& tables,
                  const HazardCounts& limits) {
  const std::size_t n = tables.size();
  std::vector<CountTable> before(n + 1), after(n + 1);
  before[0] = after[n] = CountTable::unit(limits);
  for (std::size_t i = 0; i < n; ++i)
    before[i + 1] = before[i].convolve(tables[i]);
  for (std::size_t i = n; i-- > 0;) after[i] = tables[i].convolve(after[i + 1]);
  Products out{before[n], {}};
  for (std::size_t i = 0; i < n; ++i)
    out.without.push_back(before[i].convolve(after[i + 1]));
  return out;
}

}  // namespace

CutRooms::CutRooms(Component rooms, const std::vector<RoomCut>& cuts,
                   const HazardCounts& limits)
    : rooms_(std::move(rooms)), limits_(limits) {
  for (const RoomCut& cut : cuts) {
    LocalCut local{cut.frontier, {}};
    for (RoomId r : cut.pool)
      local.pool.push_back(
          std::size_t(std::find(rooms_.rooms.begin(), rooms_.rooms.end(), r) -
                      rooms_.rooms.begin()));
    cuts_.push_back(std::move(local));
  }
}

CutRooms::CutRooms(const CutRooms& base, Component rooms)
    : rooms_(std::move(rooms)),
      cuts_(base.cuts_),
      limits_(base.limits_),
      by_signature_(base.by_signature_),
      by_free_(base.by_free_) {}

bool CutRooms::decided(const std::vector<bool>& blocked,
                       const std::vector<RoomId>& later) const {
  const auto is_later = [&](RoomId r) {
    return std::find(later.begin(), later.end(), r) != later.end();
  };
  for (const LocalCut& cut : cuts_) {
    const bool all = std::all_of(cut.frontier.begin(), cut.frontier.end(),
                                 [&](RoomId r) { return bool(blocked[r]); });
    if (all && std::any_of(cut.frontier.begin(), cut.frontier.end(), is_later))
      return false;
  }
  return true;
}

const ComponentLayouts& CutRooms::layouts(
    const std::vector<bool>& blocked) const {
  std::vector<bool> active(cuts_.size());
  for (std::size_t k = 0; k < cuts_.size(); ++k)
    active[k] = std::all_of(cuts_[k].frontier.begin(), cuts_[k].frontier.end(),
                            [&](RoomId r) { return bool(blocked[r]); });
  auto found = by_active_.find(active);
  if (found == by_active_.end())
    found = by_active_.emplace(active, count(active)).first;
  return found->second;
}

// The active cuts split the rooms into groups whose blocking depends on
// each other (rooms of one cut, by union-find); a room in none is free.
// Each group's patterns are tried alone, the groups then multiplied.
ComponentLayouts CutRooms::count(const std::vector<bool>& active) const {
  const std::size_t n = rooms_.rooms.size();
  std::vector<std::size_t> parent(n);
  for (std::size_t i = 0; i < n; ++i) parent[i] = i;
  const auto find = [&](std::size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (std::size_t k = 0; k < cuts_.size(); ++k)
    if (active[k])
      for (std::size_t i : cuts_[k].pool)
        parent[find(i)] = find(cuts_[k].pool.front());
  std::vector<std::vector<std::size_t>> members(n);
  for (std::size_t i = 0; i < n; ++i) members[find(i)].push_back(i);
  ComponentLayouts out;
  std::vector<Group> groups;
  // Rooms in no active cut, by what they may hold: interchangeable.
  std::array<std::vector<std::size_t>, kMasks> free_rooms;
  for (std::size_t root = 0; root < n; ++root) {
    if (members[root].empty()) continue;
    std::vector<std::uint32_t> forbidden;
    for (std::size_t k = 0; k < cuts_.size(); ++k) {
      if (!active[k] || find(cuts_[k].pool.front()) != root) continue;
      std::uint32_t bits = 0;
      for (std::size_t i : cuts_[k].pool)
        bits |=
            1u << (std::find(members[root].begin(), members[root].end(), i) -
                   members[root].begin());
      forbidden.push_back(bits);
    }
    if (members[root].size() > kMostInGroup) {
      forbidden.clear();  // too many patterns: counted as if free
      out.exact = false;
    }
    if (forbidden.empty())
      for (std::size_t i : members[root])
        free_rooms[rooms_.allowed[i]].push_back(i);
    else
      groups.push_back(group_layouts(members[root], forbidden));
  }
  std::vector<CountTable> totals;
  for (const Group& g : groups) totals.push_back(g.totals);
  const Products bound = products(totals, limits_);
  FreeCounts sizes{};
  for (std::size_t m = 0; m < kMasks; ++m) sizes[m] = free_rooms[m].size();
  const CountTable& free_all = of_free(sizes);
  out.totals = bound.all.convolve(free_all);
  const std::size_t cells = out.totals.cells();
  out.hits.assign(cells * n * kHazardKinds, 0.0);
  const auto write = [&](std::size_t room, int h, const CountTable& table) {
    for (std::size_t c = 0; c < cells; ++c)
      out.hits[(c * n + room) * kHazardKinds + h] = table[c];
  };
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const CountTable others = bound.without[g].convolve(free_all);
    for (std::size_t j = 0; j < groups[g].rooms.size(); ++j)
      for (int h = 0; h < kHazardKinds; ++h)
        write(groups[g].rooms[j], h, groups[g].hits[j][h].convolve(others));
  }
  for (std::size_t m = 0; m < kMasks; ++m) {
    if (free_rooms[m].empty()) continue;
    FreeCounts fewer = sizes;
    --fewer[m];
    const CountTable others = bound.all.convolve(of_free(fewer));
    for (game_api::Hazard h : kAllHazards) {
      if (!(m & bit(h))) continue;
      const CountTable table = plus_one(others, h);
      for (std::size_t i : free_rooms[m]) write(i, index(h), table);
    }
  }
  return out;
}

const CountTable& CutRooms::of_free(const FreeCounts& sizes) const {
  auto found = by_free_->find(sizes);
  if (found != by_free_->end()) return found->second;
  CountTable t = CountTable::unit(limits_);
  for (HazardMask mask = 0; mask < kMasks; ++mask)
    if (sizes[mask] > 0)
      t = t.convolve(pool_table(int(sizes[mask]), mask, 0, limits_));
  return by_free_->emplace(sizes, std::move(t)).first->second;
}

// Every pattern of blocking rooms among `rooms` that fills no cut of
// `forbidden` (bits over `rooms`): the totals and each room's hits. A
// pattern's layouts depend only on how many rooms of each mask block
// and how many do not (its signature), so patterns are tallied by
// signature and each signature's table is made once.
CutRooms::Group CutRooms::group_layouts(
    const std::vector<std::size_t>& rooms,
    const std::vector<std::uint32_t>& forbidden) const {
  const std::size_t m = rooms.size();
  std::unordered_map<Signature, double> patterns;
  // By room and its blocking or not: the others' signatures.
  std::vector<std::array<std::unordered_map<Signature, double>, 2>> around(m);
  for (std::uint32_t b = 0; b < (1u << m); ++b) {
    if (std::any_of(forbidden.begin(), forbidden.end(),
                    [&](std::uint32_t cut) { return (cut & b) == cut; }))
      continue;
    Signature sig = 0;
    for (std::size_t j = 0; j < m; ++j)
      sig += slot(rooms_.allowed[rooms[j]], (b >> j) & 1);
    patterns[sig] += 1;
    for (std::size_t j = 0; j < m; ++j) {
      const bool blocks = (b >> j) & 1;
      around[j][blocks][sig - slot(rooms_.allowed[rooms[j]], blocks)] += 1;
    }
  }
  Group g{rooms, CountTable(limits_), {}};
  for (const auto& [sig, count] : patterns)
    add_into(g.totals, of_signature(sig), count);
  g.hits.assign(m, {});
  for (std::size_t j = 0; j < m; ++j) {
    const HazardMask mask = rooms_.allowed[rooms[j]];
    for (game_api::Hazard h : kAllHazards) {
      CountTable& hits = g.hits[j][index(h)];
      hits = CountTable(limits_);
      if (!(mask & bit(h))) continue;
      const bool blocks = bit(h) & kCutBlocking;
      for (const auto& [sig, count] : around[j][blocks])
        add_into(hits, plus_one(of_signature(sig), h), count);
    }
  }
  return g;
}

const CountTable& CutRooms::of_signature(const Signature& sig) const {
  auto found = by_signature_->find(sig);
  if (found != by_signature_->end()) return found->second;
  CountTable t = CountTable::unit(limits_);
  for (HazardMask mask = 0; mask < kMasks; ++mask) {
    // Rooms that block hold one of the mask's pit or bats each; the
    // others are a pool of what else it allows.
    const CountTable blocking = one_room(limits_, mask & kCutBlocking);
    for (int k = 0; k < count_in(sig, mask, true); ++k)
      t = t.convolve(blocking);
    if (const int open = count_in(sig, mask, false); open > 0)
      t = t.convolve(
          pool_table(open, mask & HazardMask(~kCutBlocking), 0, limits_));
  }
  return by_signature_->emplace(sig, std::move(t)).first->second;
}

}  // namespace wumpus::inference
