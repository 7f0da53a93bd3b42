#include "inference/pool_cuts.hpp"

#include <algorithm>
#include <climits>
#include <deque>
#include <set>

namespace wumpus::inference {
namespace {

constexpr int kUnbounded = 1 << 20;
// The most frontier rooms a cut holds: each is one more pit or bats the
// frontier's percepts need not explain, rarer with each.
constexpr int kMostFrontier = 2;
constexpr int kMostPool = 2;

class CutFinder {
 public:
  CutFinder(const ExitPaths& paths, const PoolCutsInput& input)
      : paths_(paths),
        in_(input),
        taken_(input.blocked),
        unseen_(input.blocked.size(), false),
        budget_(std::clamp<std::size_t>(
            input.room_budget / std::max<std::size_t>(1, input.pool.size()), 1,
            2'000)) {
    for (RoomId r : paths.unseen_pool()) unseen_[r] = true;
  }

  // False past the node budget.
  bool run(RoomId to) {
    explored_.clear();
    std::vector<RoomId> chosen;
    return search(to, chosen, 0, 0);
  }

  // The cuts found, none holding another.
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
  // A cut takes some room of any one open way: branch on those.
  bool search(RoomId to, std::vector<RoomId>& chosen, int pool_taken,
              int frontier_taken) {
    if (budget_ == 0) return false;
    --budget_;
    const std::vector<RoomId> way = one_way(to);
    if (way.empty()) {
      std::vector<RoomId> cut = chosen;
      std::sort(cut.begin(), cut.end());
      found_.insert(std::move(cut));
      return true;
    }
    // Each room of a cut holds its own pit or bats: no more than are left.
    if (int(chosen.size()) >= in_.most) return true;
    const int spare = std::min(in_.most, kMostPool) - pool_taken;
    if (pool_rooms_closing(to, spare) > spare) return true;
    for (RoomId r : way) {
      const bool pool = in_.pool[r];
      const bool frontier = in_.frontier[r] && frontier_taken < kMostFrontier;
      if (!(frontier || (pool && spare > 0))) continue;
      chosen.push_back(r);
      std::vector<RoomId> key = chosen;
      std::sort(key.begin(), key.end());
      bool ok = true;
      if (explored_.insert(std::move(key)).second) {
        taken_[r] = true;
        ok = search(to, chosen, pool_taken + (pool ? 1 : 0),
                    frontier_taken + (pool ? 0 : 1));
        taken_[r] = false;
      }
      chosen.pop_back();
      if (!ok) return false;
    }
    return true;
  }

  // The rooms of one way from the entrance to `to` avoiding those taken
  // (the entrance left out), or none: one through the fewest rooms a cut
  // may take, so the search branches the least (0-1 breadth-first).
  std::vector<RoomId> one_way(RoomId to) const {
    const std::size_t n = taken_.size();
    std::vector<int> cost(n, INT_MAX);
    std::vector<RoomId> came_from(n, kNoRoom);
    const RoomId from = paths_.entrance();
    std::deque<RoomId> queue{from};
    cost[from] = 0;
    came_from[from] = from;
    const auto visit = [&](RoomId at, RoomId next) {
      if (taken_[next]) return;
      const int step = in_.frontier[next] || in_.pool[next] ? 1 : 0;
      if (cost[at] + step >= cost[next]) return;
      cost[next] = cost[at] + step;
      came_from[next] = at;
      if (step)
        queue.push_back(next);
      else
        queue.push_front(next);
    };
    std::vector<bool> done(n, false);
    bool pool_opened = false;
    while (!queue.empty()) {
      const RoomId at = queue.front();
      queue.pop_front();
      if (done[at]) continue;
      done[at] = true;
      if (at == to) break;
      for (RoomId next : paths_.passages(at)) visit(at, next);
      if (unseen_[at] && !pool_opened) {
        pool_opened = true;
        for (RoomId next : paths_.unseen_pool()) visit(at, next);
      }
    }
    std::vector<RoomId> way;
    if (came_from[to] == kNoRoom) return way;
    for (RoomId at = to; at != from; at = came_from[at]) way.push_back(at);
    return way;
  }

  // The fewest pool rooms that close the way to `to` with every frontier
  // room blocking (more than `limit` as limit + 1): a max flow through
  // rooms split in two, a pool room let through once (on a room graph,
  // the unseen rooms all open into one hub).
  int pool_rooms_closing(RoomId to, int limit) {
    const std::size_t n = taken_.size();
    if (edges_.empty()) build_flow_graph();
    const auto closed = [&](RoomId r) { return taken_[r] || in_.frontier[r]; };
    for (std::size_t e = 0; e < edges_.size(); ++e)
      edges_[e].capacity = base_capacity_[e];
    for (RoomId r = 0; r < n; ++r)
      if (closed(r)) edges_[through_[r]].capacity = 0;
    const std::size_t source = 2 * paths_.entrance(), sink = 2 * to;
    if (closed(paths_.entrance())) return 0;
    int flow = 0;
    std::vector<std::size_t> via(2 * n + 1);
    std::vector<std::size_t> queue;
    while (flow <= limit) {
      std::fill(via.begin(), via.end(), SIZE_MAX);
      queue.assign(1, source);
      via[source] = 0;
      for (std::size_t head = 0; head < queue.size() && via[sink] == SIZE_MAX;
           ++head)
        for (std::size_t e : out_[queue[head]])
          if (edges_[e].capacity > 0 && via[edges_[e].to] == SIZE_MAX) {
            via[edges_[e].to] = e;
            queue.push_back(edges_[e].to);
          }
      if (via[sink] == SIZE_MAX) break;
      int least = kUnbounded;
      for (std::size_t at = sink; at != source; at = edges_[via[at] ^ 1].to)
        least = std::min(least, edges_[via[at]].capacity);
      if (least >= kUnbounded) return limit + 1;  // no pool room closes it
      for (std::size_t at = sink; at != source; at = edges_[via[at] ^ 1].to) {
        edges_[via[at]].capacity -= least;
        edges_[via[at] ^ 1].capacity += least;
      }
      flow += least;
    }
    return flow;
  }

  // Each room split into its way in (2r) and out (2r + 1), passages from
  // out to in; the unseen rooms of a room graph all through one hub.
  void build_flow_graph() {
    const std::size_t n = taken_.size(), hub = 2 * n;
    out_.assign(2 * n + 1, {});
    through_.assign(n, 0);
    const auto add = [&](std::size_t a, std::size_t b, int capacity) {
      out_[a].push_back(edges_.size());
      edges_.push_back({b, capacity});
      base_capacity_.push_back(capacity);
      out_[b].push_back(edges_.size());
      edges_.push_back({a, 0});
      base_capacity_.push_back(0);
    };
    for (RoomId r = 0; r < n; ++r) {
      through_[r] = edges_.size();
      add(2 * r, 2 * r + 1, in_.pool[r] ? 1 : kUnbounded);
      for (RoomId next : paths_.passages(r))
        add(2 * r + 1, 2 * next, kUnbounded);
      if (unseen_[r]) {
        add(2 * r + 1, hub, kUnbounded);
        add(hub, 2 * r, kUnbounded);
      }
    }
  }

  struct Edge {
    std::size_t to;
    int capacity;
  };

  const ExitPaths& paths_;
  const PoolCutsInput& in_;
  std::vector<bool> taken_;   // known blocked, and the rooms chosen
  std::vector<bool> unseen_;  // on a room graph: joined through a hub
  std::size_t budget_;
  std::set<std::vector<RoomId>> explored_, found_;
  std::vector<Edge> edges_;
  std::vector<int> base_capacity_;
  std::vector<std::size_t> through_;  // by room: its in-to-out edge
  std::vector<std::vector<std::size_t>> out_;
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
