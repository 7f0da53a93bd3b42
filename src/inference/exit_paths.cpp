#include "inference/exit_paths.hpp"

#include <algorithm>
#include <deque>

namespace wumpus::inference {

ExitPaths::ExitPaths(const CaveMap& map) : map_(map) {
  if (!map.has_geometry())
    for (RoomId r = 0; r < map.size(); ++r)
      if (!map.seen(r)) unseen_pool_.push_back(r);
}

// Breadth-first search over the optimistic cave from the entrance,
// skipping the rooms `blocked` marks, until `to` (kNoRoom: everywhere);
// fills `moves` when given.
bool ExitPaths::reaches(RoomId to, const std::vector<bool>* blocked,
                        std::vector<int>* moves) const {
  const RoomId from = map_.entrance();
  if (from >= map_.size() || (to != kNoRoom && to >= map_.size())) return true;
  std::vector<bool> reached(map_.size(), false);
  const auto skip = [&](RoomId r) { return blocked && (*blocked)[r]; };
  if (skip(from) || (to != kNoRoom && skip(to))) return false;
  std::deque<RoomId> queue{from};
  reached[from] = true;
  if (moves) {
    moves->assign(map_.size(), -1);
    (*moves)[from] = 0;
  }
  bool pool_opened = false;
  const auto visit = [&](RoomId at, RoomId next) {
    if (next >= map_.size() || reached[next] || skip(next)) return;
    reached[next] = true;
    if (moves) (*moves)[next] = (*moves)[at] + 1;
    queue.push_back(next);
  };
  while (!queue.empty()) {
    const RoomId at = queue.front();
    queue.pop_front();
    if (at == to) return true;
    map_.for_each_possible(at, [&](RoomId next) { visit(at, next); });
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
  std::vector<RoomId> found;
  const RoomId from = map_.entrance();
  const RoomId n = map_.size();
  if (candidates.empty() || to >= n || from >= n || blocked[from] ||
      blocked[to])
    return found;
  const RoomId hub = n;
  std::vector<int> order(n + 1, -1), low(n + 1, 0);
  std::vector<RoomId> parent(n + 1, kNoRoom);
  std::vector<RoomId> next_rooms;
  const auto neighbours = [&](RoomId at) {
    next_rooms.clear();
    if (at == hub) {
      next_rooms = unseen_pool_;
      return;
    }
    map_.for_each_possible(at, [&](RoomId next) {
      if (next < n) next_rooms.push_back(next);
    });
    if (!map_.has_geometry() && !map_.seen(at)) next_rooms.push_back(hub);
  };
  struct Frame {
    RoomId room;
    std::vector<RoomId> next;
    std::size_t i = 0;
  };
  std::vector<Frame> stack;
  int clock = 0;
  const auto enter = [&](RoomId room) {
    order[room] = low[room] = clock++;
    neighbours(room);
    stack.push_back({room, next_rooms});
  };
  enter(from);
  while (!stack.empty()) {
    Frame& top = stack.back();
    if (top.i < top.next.size()) {
      const RoomId next = top.next[top.i++];
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
  if (order[to] < 0) return found;
  for (RoomId child = to, at = parent[to]; at != kNoRoom && at != from;
       child = at, at = parent[at])
    if (at != hub && low[child] >= order[at] &&
        std::binary_search(candidates.begin(), candidates.end(), at))
      found.push_back(at);
  std::sort(found.begin(), found.end());
  return found;
}

std::vector<int> ExitPaths::fewest_moves() const {
  std::vector<int> moves;
  reaches(kNoRoom, nullptr, &moves);
  return moves;
}

}  // namespace wumpus::inference
