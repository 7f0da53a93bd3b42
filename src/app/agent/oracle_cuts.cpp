#include "app/agent/oracle_cuts.hpp"

#include "game_api/hazard_table.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <deque>
#include <map>
#include <set>

namespace wumpus::app {
namespace {

using game_api::Hazard;
using maze::RoomId;
static_assert(int(Hazard::Pit) == 0 && int(Hazard::Bats) == 1 &&
                  int(Hazard::Wumpus) == 2,
              "OracleTally is indexed by hazard");
constexpr unsigned kBlocking =
    (1u << int(Hazard::Pit)) | (1u << int(Hazard::Bats));

// The cuts of at most `most` candidate rooms, for one target at a time.
class CutSearch {
 public:
  CutSearch(const OracleWays& ways, std::vector<bool> blocked,
            const std::vector<bool>& candidate, int most, std::size_t budget)
      : ways_(ways),
        blocked_(std::move(blocked)),
        candidate_(candidate),
        most_(most),
        nodes_left_(budget) {}

  // False past the node budget.
  bool run(RoomId to) {
    explored_.clear();
    std::vector<RoomId> cut;
    return search(to, cut);
  }
  // Each cut found, none holding another.
  std::vector<std::vector<RoomId>> minimal_cuts() const {
    std::vector<std::vector<RoomId>> by_size(found_.begin(), found_.end());
    std::stable_sort(
        by_size.begin(), by_size.end(),
        [](const auto& a, const auto& b) { return a.size() < b.size(); });
    std::vector<std::vector<RoomId>> kept;
    for (const auto& cut : by_size)
      if (std::none_of(kept.begin(), kept.end(), [&](const auto& smaller) {
            return std::includes(cut.begin(), cut.end(), smaller.begin(),
                                 smaller.end());
          }))
        kept.push_back(cut);
    return kept;
  }

 private:
  static constexpr int kUnbounded = 1 << 20;

  // Every cut must take a room of any one open way: branch on those.
  bool search(RoomId to, std::vector<RoomId>& cut) {
    if (nodes_left_ == 0) return false;
    --nodes_left_;
    const std::vector<RoomId> way = one_way(to);
    if (way.empty()) {
      std::vector<RoomId> sorted = cut;
      std::sort(sorted.begin(), sorted.end());
      found_.insert(std::move(sorted));
      return true;
    }
    const int spare = most_ - int(cut.size());
    if (spare == 0 || fewest_closing(to, spare) > spare) return true;
    for (RoomId r : way) {
      if (!candidate_[r]) continue;
      cut.push_back(r);
      std::vector<RoomId> key = cut;
      std::sort(key.begin(), key.end());
      bool ok = true;
      if (explored_.insert(std::move(key)).second) {
        blocked_[r] = true;
        ok = search(to, cut);
        blocked_[r] = false;
      }
      cut.pop_back();
      if (!ok) return false;
    }
    return true;
  }

  // The rooms of one way from the entrance to `to` avoiding the blocked
  // ones, or none.
  std::vector<RoomId> one_way(RoomId to) const {
    const std::size_t n = ways_.passages.size();
    std::vector<RoomId> came_from(n, maze::kNoRoom);
    std::deque<RoomId> queue{ways_.entrance};
    came_from[ways_.entrance] = ways_.entrance;
    while (!queue.empty() && came_from[to] == maze::kNoRoom) {
      const RoomId at = queue.front();
      queue.pop_front();
      for (RoomId next : ways_.passages[at])
        if (next < n && came_from[next] == maze::kNoRoom && !blocked_[next]) {
          came_from[next] = at;
          queue.push_back(next);
        }
    }
    std::vector<RoomId> way;
    if (came_from[to] == maze::kNoRoom) return way;
    for (RoomId at = to; at != ways_.entrance; at = came_from[at])
      way.push_back(at);
    return way;
  }

  // The fewest candidate rooms that close the way to `to` (more than
  // `limit` as limit + 1): a max flow with each candidate room let through
  // once (a room is split into its way in and its way out).
  int fewest_closing(RoomId to, int limit) const {
    const std::size_t n = ways_.passages.size();
    struct Edge {
      std::size_t to;
      int capacity;
    };
    std::vector<Edge> edges;
    std::vector<std::vector<std::size_t>> out(2 * n);
    const auto add = [&](std::size_t a, std::size_t b, int capacity) {
      out[a].push_back(edges.size());
      edges.push_back({b, capacity});
      out[b].push_back(edges.size());
      edges.push_back({a, 0});
    };
    for (RoomId r = 0; r < n; ++r) {
      if (blocked_[r]) continue;
      add(2 * r, 2 * r + 1, candidate_[r] ? 1 : kUnbounded);
      for (RoomId next : ways_.passages[r])
        if (next < n && !blocked_[next]) add(2 * r + 1, 2 * next, kUnbounded);
    }
    const std::size_t source = 2 * ways_.entrance, sink = 2 * to;
    int flow = 0;
    while (flow <= limit) {
      std::vector<std::size_t> via(2 * n, SIZE_MAX);
      std::deque<std::size_t> queue{source};
      std::vector<bool> reached(2 * n, false);
      reached[source] = true;
      while (!queue.empty() && !reached[sink]) {
        const std::size_t at = queue.front();
        queue.pop_front();
        for (std::size_t e : out[at])
          if (edges[e].capacity > 0 && !reached[edges[e].to]) {
            reached[edges[e].to] = true;
            via[edges[e].to] = e;
            queue.push_back(edges[e].to);
          }
      }
      if (!reached[sink]) break;
      int least = kUnbounded;
      for (std::size_t at = sink; at != source; at = edges[via[at] ^ 1].to)
        least = std::min(least, edges[via[at]].capacity);
      if (least >= kUnbounded) return limit + 1;  // a way no room closes
      for (std::size_t at = sink; at != source; at = edges[via[at] ^ 1].to) {
        edges[via[at]].capacity -= least;
        edges[via[at] ^ 1].capacity += least;
      }
      flow += least;
    }
    return flow;
  }

  const OracleWays& ways_;
  std::vector<bool> blocked_;
  const std::vector<bool>& candidate_;
  int most_;
  std::size_t nodes_left_;
  std::set<std::vector<RoomId>> explored_, found_;
};

using Table = std::vector<double>;
using RoomBits = std::uint64_t;  // rooms on small cuts, by their order
// More rooms on small cuts than bits, or more unions of cuts than this:
// the oracle says it did not count.
constexpr std::size_t kMostCutRooms = 64;
constexpr std::size_t kMostUnions = 100'000;

// One more room in each layout: it stays empty (when `may_stay_empty`)
// or takes one hazard `mask` allows.
void add_untied_room(Table& ways, unsigned mask, const OracleTally& left,
                     bool may_stay_empty = true) {
  const Table before = ways;
  if (!may_stay_empty) std::fill(ways.begin(), ways.end(), 0.0);
  for (int p = 0; p <= left[0]; ++p)
    for (int b = 0; b <= left[1]; ++b)
      for (int w = 0; w <= left[2]; ++w) {
        const OracleTally t{p, b, w};
        for (int h = 0; h < 3; ++h)
          if ((mask & (1u << h)) && t[h] > 0) {
            OracleTally less = t;
            --less[h];
            ways[oracle_cell(t, left)] += before[oracle_cell(less, left)];
          }
      }
}

Table unit_table(const OracleTally& left) {
  Table t(oracle_cell(left, left) + 1, 0.0);
  t[0] = 1;
  return t;
}

// The layouts of two sets of rooms together, by tally.
Table combine_tallies(const Table& a, const Table& b, const OracleTally& left) {
  Table both(a.size(), 0.0);
  for (int p = 0; p <= left[0]; ++p)
    for (int b1 = 0; b1 <= left[1]; ++b1)
      for (int w = 0; w <= left[2]; ++w) {
        const double first = a[oracle_cell({p, b1, w}, left)];
        if (first == 0) continue;
        for (int p2 = 0; p + p2 <= left[0]; ++p2)
          for (int b2 = 0; b1 + b2 <= left[1]; ++b2)
            for (int w2 = 0; w + w2 <= left[2]; ++w2)
              both[oracle_cell({p + p2, b1 + b2, w + w2}, left)] +=
                  first * b[oracle_cell({p2, b2, w2}, left)];
      }
  return both;
}

// Counts the layouts whose pits and bats fill no cut by inclusion and
// exclusion: the layouts filling every room of T (a union of cuts), each
// weighed by the Moebius coefficient of T among the sets holding a cut.
class CutCount {
 public:
  CutCount(const std::vector<unsigned>& masks, std::vector<RoomId> on_cuts,
           std::vector<RoomBits> cuts, const OracleTally& left)
      : masks_(masks),
        on_cuts_(std::move(on_cuts)),
        cuts_(std::move(cuts)),
        left_(left) {
    for (unsigned m : masks_)
      if (m) ++class_sizes_[m];
  }

  std::optional<Table> count() {
    std::set<RoomBits> unions;
    std::vector<RoomBits> pending(cuts_.begin(), cuts_.end());
    const int most = left_[0] + left_[1];
    for (RoomBits cut : cuts_) unions.insert(cut);
    while (!pending.empty()) {
      const RoomBits at = pending.back();
      pending.pop_back();
      for (RoomBits cut : cuts_) {
        const RoomBits grown = at | cut;
        if (std::popcount(grown) > most || !unions.insert(grown).second)
          continue;
        if (unions.size() > kMostUnions) return std::nullopt;
        pending.push_back(grown);
      }
    }
    Table good = free_layouts(0);
    for (RoomBits t : unions) {
      const int weight = moebius(t);
      if (weight == 0) continue;
      const Table filled =
          combine_tallies(blocking_layouts(t), free_layouts(t), left_);
      for (std::size_t c = 0; c < good.size(); ++c)
        good[c] -= weight * filled[c];
    }
    return good;
  }

 private:
  // Sum over subsets T' of t of (-1)^|t - T'| for those holding a cut.
  int moebius(RoomBits t) const {
    std::vector<RoomBits> inside;
    for (RoomBits cut : cuts_)
      if ((cut & t) == cut) inside.push_back(cut);
    int sum = 0;
    for (RoomBits sub = t;; sub = (sub - 1) & t) {
      const bool holds =
          std::any_of(inside.begin(), inside.end(),
                      [&](RoomBits c) { return (c & sub) == c; });
      if (holds) sum += (std::popcount(t ^ sub) % 2) ? -1 : 1;
      if (sub == 0) break;
    }
    return sum;
  }
  // Each room of `t` holding a pit or bats, as it may.
  Table blocking_layouts(RoomBits t) const {
    Table ways = unit_table(left_);
    for (std::size_t i = 0; i < on_cuts_.size(); ++i)
      if (t & (RoomBits{1} << i))
        add_untied_room(ways, masks_[on_cuts_[i]] & kBlocking, left_, false);
    return ways;
  }
  // Every untied room but those of `t`, as it may be.
  Table free_layouts(RoomBits t) {
    std::array<int, 8> sizes = class_sizes_;
    for (std::size_t i = 0; i < on_cuts_.size(); ++i)
      if (t & (RoomBits{1} << i)) --sizes[masks_[on_cuts_[i]]];
    auto found = free_by_sizes_.find(sizes);
    if (found != free_by_sizes_.end()) return found->second;
    Table ways = unit_table(left_);
    for (unsigned m = 1; m < 8; ++m)
      for (int k = 0; k < sizes[m]; ++k) add_untied_room(ways, m, left_);
    return free_by_sizes_.emplace(sizes, std::move(ways)).first->second;
  }

  const std::vector<unsigned>& masks_;
  std::vector<RoomId> on_cuts_;
  std::vector<RoomBits> cuts_;
  OracleTally left_;
  std::array<int, 8> class_sizes_{};
  std::map<std::array<int, 8>, Table> free_by_sizes_;
};

}  // namespace

std::optional<std::vector<double>> untied_layouts(
    const OracleWays& ways, const std::vector<bool>& blocked,
    const std::vector<unsigned>& masks, const OracleTally& left,
    std::size_t node_budget) {
  const std::size_t n = ways.passages.size();
  std::vector<bool> candidate(n, false);
  for (RoomId r = 0; r < n; ++r)
    candidate[r] = !blocked[r] && (masks[r] & kBlocking);
  CutSearch search(ways, blocked, candidate, left[0] + left[1], node_budget);
  for (RoomId to : ways.must_reach)
    if (to != ways.entrance && !search.run(to)) return std::nullopt;
  const auto cuts = search.minimal_cuts();
  std::vector<RoomId> on_cuts;
  for (const auto& cut : cuts)
    on_cuts.insert(on_cuts.end(), cut.begin(), cut.end());
  std::sort(on_cuts.begin(), on_cuts.end());
  on_cuts.erase(std::unique(on_cuts.begin(), on_cuts.end()), on_cuts.end());
  if (on_cuts.size() > kMostCutRooms) return std::nullopt;
  std::vector<RoomBits> cut_bits;
  for (const auto& cut : cuts) {
    RoomBits bits = 0;
    for (RoomId r : cut)
      bits |=
          RoomBits{1} << (std::lower_bound(on_cuts.begin(), on_cuts.end(), r) -
                          on_cuts.begin());
    cut_bits.push_back(bits);
  }
  return CutCount(masks, std::move(on_cuts), std::move(cut_bits), left).count();
}

}  // namespace wumpus::app
