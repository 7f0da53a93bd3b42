#include "inference/exit_paths.hpp"

#include <algorithm>

namespace wumpus::inference {

ExitPaths::ExitPaths(const CaveMap& map) : map_(map) {
  if (!map.has_geometry())
    for (RoomId r = 0; r < map.size(); ++r)
      if (!map.seen(r)) unseen_pool_.push_back(r);
  first_.reserve(map.size() + 1);
  for (RoomId r = 0; r < map.size(); ++r) {
    first_.push_back(passages_.size());
    map.for_each_possible(r, [&](RoomId next) {
      if (next < map.size()) passages_.push_back(next);
    });
  }
  first_.push_back(passages_.size());
  reached_stamp_.assign(map.size(), 0);
}

// Breadth-first search over the optimistic cave from the entrance,
// skipping the rooms `blocked` marks, until `to` (kNoRoom: everywhere);
// fills `moves` when given.
bool ExitPaths::reaches(RoomId to, const std::vector<bool>* blocked,
                        std::vector<int>* moves) const {
  const RoomId from = map_.entrance();
  if (from >= map_.size() || (to != kNoRoom && to >= map_.size())) return true;
  const auto skip = [&](RoomId r) { return blocked && (*blocked)[r]; };
  if (skip(from) || (to != kNoRoom && skip(to))) return false;
  if (++stamp_ == 0) {  // wrapped: clear the old stamps
    std::fill(reached_stamp_.begin(), reached_stamp_.end(), 0);
    stamp_ = 1;
  }
  queue_.clear();
  queue_.push_back(from);
  reached_stamp_[from] = stamp_;
  if (moves) {
    moves->assign(map_.size(), -1);
    (*moves)[from] = 0;
  }
  bool pool_opened = false;
  const auto visit = [&](RoomId at, RoomId next) {
    if (reached_stamp_[next] == stamp_ || skip(next)) return;
    reached_stamp_[next] = stamp_;
    if (moves) (*moves)[next] = (*moves)[at] + 1;
    queue_.push_back(next);
  };
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const RoomId at = queue_[head];
    if (at == to) return true;
    for (const RoomId* next = passages_begin(at); next != passages_end(at);
         ++next)
      visit(at, *next);
    if (!map_.has_geometry() && !map_.seen(at) && !pool_opened) {
      pool_opened = true;
      for (RoomId next : unseen_pool_) visit(at, next);
    }
  }
  return to == kNoRoom;
}

bool ExitPaths::open_without(const std::vector<bool>& blocked) const {
  return open_without(blocked, map_.exit());
}

bool ExitPaths::open_without(const std::vector<bool>& blocked,
                             RoomId to) const {
  return reaches(to, &blocked, nullptr);
}

// Tarjan's low points over a depth-first search from the entrance: a room
// lies on every way to `to` when it is an ancestor of `to` in the search
// tree whose child towards `to` cannot climb above it. The unseen rooms
// of a room graph, all maybe joined, meet through one hub that is no room.
std::vector<RoomId> ExitPaths::separators(const std::vector<RoomId>& candidates,
                                          const std::vector<bool>& blocked,
                                          RoomId to) const {
  if (candidates.empty()) return {};
  bool reached = false;
  return separators(candidates, blocked, std::vector<RoomId>{to}, &reached);
}

std::vector<RoomId> ExitPaths::separators(const std::vector<RoomId>& candidates,
                                          const std::vector<bool>& blocked,
                                          const std::vector<RoomId>& targets,
                                          bool* all_reached) const {
  std::vector<RoomId> found;
  const RoomId from = map_.entrance();
  const RoomId n = map_.size();
  *all_reached = from >= n;  // as reaches(): no entrance, nothing to check
  if (from >= n || blocked[from]) return found;
  const RoomId hub = n;
  std::vector<int> order(n + 1, -1), low(n + 1, 0);
  std::vector<RoomId> parent(n + 1, kNoRoom);
  // The k-th room a passage from `at` leads to, or kNoRoom past the last.
  const bool pooled = !map_.has_geometry();
  const auto next_room = [&](RoomId at, std::size_t k) -> RoomId {
    if (at == hub) return k < unseen_pool_.size() ? unseen_pool_[k] : kNoRoom;
    const std::size_t count =
        std::size_t(passages_end(at) - passages_begin(at));
    if (k < count) return passages_begin(at)[k];
    return pooled && k == count && !map_.seen(at) ? hub : kNoRoom;
  };
  struct Frame {
    RoomId room;
    std::size_t i = 0;
  };
  std::vector<Frame> stack;
  int clock = 0;
  const auto enter = [&](RoomId room) {
    order[room] = low[room] = clock++;
    stack.push_back({room, 0});
  };
  enter(from);
  while (!stack.empty()) {
    Frame& top = stack.back();
    const RoomId next = next_room(top.room, top.i);
    if (next != kNoRoom) {
      ++top.i;
      if (next < n && blocked[next]) continue;
      if (order[next] < 0) {
        parent[next] = top.room;
        enter(next);
      } else if (next != parent[top.room]) {
        low[top.room] = std::min(low[top.room], order[next]);
      }
      continue;
    }
    const RoomId done = top.room;
    stack.pop_back();
    if (!stack.empty())
      low[stack.back().room] = std::min(low[stack.back().room], low[done]);
  }
  *all_reached = true;
  for (RoomId to : targets) {
    if (to >= n || order[to] < 0) {
      *all_reached = *all_reached && to >= n;
      continue;
    }
    for (RoomId child = to, at = parent[to]; at != kNoRoom && at != from;
         child = at, at = parent[at])
      if (at != hub && low[child] >= order[at] &&
          std::binary_search(candidates.begin(), candidates.end(), at))
        found.push_back(at);
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return found;
}

std::vector<int> ExitPaths::fewest_moves() const {
  std::vector<int> moves;
  reaches(kNoRoom, nullptr, &moves);
  return moves;
}

}  // namespace wumpus::inference
