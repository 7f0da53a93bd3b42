#include "inference/pool_cuts.hpp"

#include <algorithm>
#include <cstdint>
#include <set>

namespace wumpus::inference {
namespace {

constexpr int kUnbounded = 1 << 20;

class CutFinder {
 public:
  CutFinder(const ExitPaths& paths, const PoolCutsInput& input)
      : paths_(paths),
        in_(input),
        taken_(input.blocked),
        unseen_(input.blocked.size(), false),
        excluded_(input.blocked.size(), false),
        budget_(std::clamp<std::size_t>(
            input.room_budget / std::max<std::size_t>(1, input.pool.size()), 1,
            2'000)),
        seen_(input.blocked.size(), 0),
        came_from_(input.blocked.size(), kNoRoom) {
    for (RoomId r : paths.unseen_pool()) unseen_[r] = true;
  }

  // False past the node budget.
  bool run(RoomId to) {
    std::vector<RoomId> chosen;
    return search(to, chosen, 0, 0);
  }

  // The cuts found, none holding another (one target's cut may hold
  // another's).
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
  // What the search may still take: pool rooms, frontier rooms, neither
  // once excluded.
  struct Allowed {
    bool pool = false, frontier = false;
  };
  bool choosable(RoomId r, Allowed allowed) const {
    return !excluded_[r] && ((allowed.pool && in_.pool[r]) ||
                             (allowed.frontier && in_.frontier[r]));
  }

  // A cut takes some room of any one open way: branch on those, the
  // k-th branch excluding the rooms of the branches before it (a cut is
  // found in the branch of the first of its rooms on the way, once).
  bool search(RoomId to, std::vector<RoomId>& chosen, int pool_taken,
              int frontier_taken) {
    if (budget_ == 0) return false;
    --budget_;
    const int spare = std::min(in_.most, kCutMostPool) - pool_taken;
    const int frontier_left = kCutMostFrontier - frontier_taken;
    const Allowed allowed{spare > 0, frontier_left > 0};
    const std::vector<RoomId> way = one_way(to, allowed);
    if (way.empty()) {
      add_cut(chosen);
      return true;
    }
    // Each room of a cut holds its own pit or bats: no more than are left.
    const int rooms_left = in_.most - int(chosen.size());
    if (rooms_left <= 0) return true;
    // At the root, too many pool rooms needed even with the frontier rooms
    // blocking free: no cut at all (the common case). Deeper, the bound
    // costs more than the branches it spares (measured).
    if (chosen.empty() && pool_rooms_closing(to, allowed, spare) > spare)
      return true;
    if (std::min(rooms_left, spare + frontier_left) == 1) {
      last_room(to, way, chosen, allowed);
      return true;
    }
    std::vector<RoomId> excluded;
    bool ok = true;
    for (RoomId r : way) {
      if (!choosable(r, allowed)) continue;
      const bool pool = in_.pool[r];
      chosen.push_back(r);
      taken_[r] = true;
      ok = search(to, chosen, pool_taken + (pool ? 1 : 0),
                  frontier_taken + (pool ? 0 : 1));
      taken_[r] = false;
      chosen.pop_back();
      if (!ok) break;
      excluded_[r] = true;
      excluded.push_back(r);
    }
    for (RoomId r : excluded) excluded_[r] = false;
    return ok;
  }

  // One room more at most: the rooms of `way` every way passes (one
  // depth-first search) rather than each of its rooms tried in turn.
  void last_room(RoomId to, const std::vector<RoomId>& way,
                 std::vector<RoomId>& chosen, Allowed allowed) {
    std::vector<RoomId> candidates;
    for (RoomId r : way)
      if (choosable(r, allowed)) candidates.push_back(r);
    std::sort(candidates.begin(), candidates.end());
    bool reached = false;
    for (RoomId r : paths_.separators(candidates, taken_, {to}, &reached)) {
      chosen.push_back(r);
      add_cut(chosen);
      chosen.pop_back();
    }
  }

  void add_cut(std::vector<RoomId> cut) {
    std::sort(cut.begin(), cut.end());
    found_.insert(std::move(cut));
  }

  // The rooms of one way from the entrance to `to` avoiding those taken
  // (the entrance left out), or none: one through the fewest rooms the
  // search may still take, so it branches the least (breadth-first by
  // that count: other rooms are passed at the same level).
  std::vector<RoomId> one_way(RoomId to, Allowed allowed) {
    ++stamp_;
    const RoomId from = paths_.entrance();
    const auto reach = [&](RoomId next, RoomId at) {
      if (taken_[next] || seen_[next] == stamp_) return;
      seen_[next] = stamp_;
      came_from_[next] = at;
      (choosable(next, allowed) ? later_ : now_).push_back(next);
    };
    now_.clear();
    later_.clear();
    seen_[from] = stamp_;
    now_.push_back(from);
    bool pool_opened = false;
    while (seen_[to] != stamp_ && !(now_.empty() && later_.empty())) {
      if (now_.empty()) std::swap(now_, later_);
      const RoomId at = now_.back();
      now_.pop_back();
      for (RoomId next : paths_.passages(at)) reach(next, at);
      if (unseen_[at] && !pool_opened) {
        pool_opened = true;
        for (RoomId next : paths_.unseen_pool()) reach(next, at);
      }
    }
    std::vector<RoomId> way;
    if (seen_[to] != stamp_) return way;
    for (RoomId at = to; at != from; at = came_from_[at]) way.push_back(at);
    return way;
  }

  // The fewest pool rooms that close every way to `to` with the frontier
  // rooms it may take blocking (more than `limit` as limit + 1): a max
  // flow through rooms split in two, a pool room it may take let
  // through once, every other room not taken without bound (on a room
  // graph, the unseen rooms all open into one hub).
  int pool_rooms_closing(RoomId to, Allowed allowed, int limit) {
    const std::size_t n = taken_.size();
    if (to_.empty()) build_flow_graph();
    std::copy(base_capacity_.begin(), base_capacity_.end(), capacity_.begin());
    const auto capacity = [&](RoomId r) {
      if (taken_[r] || (allowed.frontier && choosable(r, {false, true})))
        return 0;
      return choosable(r, {true, false}) ? 1 : kUnbounded;
    };
    for (RoomId r = 0; r < n; ++r) capacity_[through_[r]] = capacity(r);
    if (capacity(paths_.entrance()) == 0) return 0;
    const std::size_t source = 2 * paths_.entrance(), sink = 2 * to;
    int flow = 0;
    while (flow <= limit) {
      std::fill(via_.begin(), via_.end(), SIZE_MAX);
      flow_queue_.assign(1, source);
      via_[source] = 0;
      for (std::size_t head = 0;
           head < flow_queue_.size() && via_[sink] == SIZE_MAX; ++head)
        for (std::size_t k = first_out_[flow_queue_[head]];
             k < first_out_[flow_queue_[head] + 1]; ++k) {
          const std::size_t e = out_edges_[k];
          if (capacity_[e] > 0 && via_[to_[e]] == SIZE_MAX) {
            via_[to_[e]] = e;
            flow_queue_.push_back(to_[e]);
          }
        }
      if (via_[sink] == SIZE_MAX) break;
      int least = kUnbounded;
      for (std::size_t at = sink; at != source; at = to_[via_[at] ^ 1])
        least = std::min(least, capacity_[via_[at]]);
      if (least >= kUnbounded) return limit + 1;  // no pool room closes it
      for (std::size_t at = sink; at != source; at = to_[via_[at] ^ 1]) {
        capacity_[via_[at]] -= least;
        capacity_[via_[at] ^ 1] += least;
      }
      flow += least;
    }
    return flow;
  }

  // Each room split into its way in (2r) and out (2r + 1), passages from
  // out to in; the unseen rooms of a room graph all through one hub. An
  // edge's reverse is the one after it (e ^ 1); a node's edges are
  // out_edges_[first_out_[node] .. first_out_[node + 1]).
  void build_flow_graph() {
    const std::size_t n = taken_.size(), hub = 2 * n;
    through_.assign(n, 0);
    via_.assign(2 * n + 1, SIZE_MAX);
    const auto add = [&](std::size_t a, std::size_t b) {
      to_.push_back(b);
      base_capacity_.push_back(kUnbounded);
      to_.push_back(a);
      base_capacity_.push_back(0);
    };
    for (RoomId r = 0; r < n; ++r) {
      through_[r] = to_.size();
      add(2 * r, 2 * r + 1);
      for (RoomId next : paths_.passages(r)) add(2 * r + 1, 2 * next);
      if (unseen_[r]) {
        add(2 * r + 1, hub);
        add(hub, 2 * r);
      }
    }
    capacity_.resize(to_.size());
    // An edge leaves the node its reverse leads to.
    first_out_.assign(2 * n + 2, 0);
    for (std::size_t e = 0; e < to_.size(); ++e) ++first_out_[to_[e ^ 1] + 1];
    for (std::size_t v = 0; v + 1 < first_out_.size(); ++v)
      first_out_[v + 1] += first_out_[v];
    out_edges_.resize(to_.size());
    std::vector<std::size_t> next_slot(first_out_.begin(),
                                       first_out_.end() - 1);
    for (std::size_t e = 0; e < to_.size(); ++e)
      out_edges_[next_slot[to_[e ^ 1]]++] = e;
  }

  const ExitPaths& paths_;
  const PoolCutsInput& in_;
  std::vector<bool> taken_;     // known blocked, and the rooms chosen
  std::vector<bool> unseen_;    // on a room graph: joined through a hub
  std::vector<bool> excluded_;  // left out by the branches before
  std::size_t budget_;
  // one_way's scratch: a room is reached when its stamp is `stamp_`.
  std::vector<std::uint32_t> seen_;
  std::vector<RoomId> came_from_, now_, later_;
  std::uint32_t stamp_ = 0;
  std::set<std::vector<RoomId>> found_;
  // The flow graph: by edge its end and capacities; by node its edges.
  std::vector<std::size_t> to_;
  std::vector<int> base_capacity_, capacity_;
  std::vector<std::size_t> through_;  // by room: its in-to-out edge
  std::vector<std::size_t> first_out_, out_edges_;
  std::vector<std::size_t> via_, flow_queue_;  // the flow's scratch
};

}  // namespace

PoolCuts find_pool_cuts(const ExitPaths& paths, const PoolCutsInput& input) {
  PoolCuts out;
  CutFinder finder(paths, input);
  for (RoomId to : input.targets)
    if (to < input.pool.size() && to != paths.entrance() && !finder.run(to)) {
      out.complete = false;
      break;
    }
  for (const auto& rooms : finder.minimal_cuts()) {
    RoomCut cut;
    for (RoomId r : rooms)
      (input.pool[r] ? cut.pool : cut.frontier).push_back(r);
    // The frontier's alone: the joint check sees those already.
    if (!cut.pool.empty()) out.cuts.push_back(std::move(cut));
  }
  return out;
}

}  // namespace wumpus::inference
