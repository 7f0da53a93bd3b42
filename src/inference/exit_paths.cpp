#include "inference/exit_paths.hpp"

#include <algorithm>
#include <deque>

namespace wumpus::inference {

ExitPaths::ExitPaths(const CaveMap& map) : map_(map) {
  if (!map.grid())
    for (RoomId r = 0; r < map.size(); ++r)
      if (!map.seen(r)) unseen_pool_.push_back(r);
}

// Breadth-first search over the optimistic cave from the entrance,
// skipping `removed` and the rooms `blocked` marks; fills `parent` when
// given (kNoRoom for the entrance).
bool ExitPaths::reaches(const std::vector<bool>* blocked, RoomId removed,
                        std::vector<RoomId>* parent) const {
  const RoomId from = map_.entrance(), to = map_.exit();
  if (from >= map_.size() || to >= map_.size()) return true;
  std::vector<bool> reached(map_.size(), false);
  const auto skip = [&](RoomId r) {
    return r == removed || (blocked && (*blocked)[r]);
  };
  if (skip(from) || skip(to)) return false;
  std::deque<RoomId> queue{from};
  reached[from] = true;
  if (parent) parent->assign(map_.size(), kNoRoom);
  bool pool_opened = false;
  const auto visit = [&](RoomId at, RoomId next) {
    if (next >= map_.size() || reached[next] || skip(next)) return;
    reached[next] = true;
    if (parent) (*parent)[next] = at;
    queue.push_back(next);
  };
  while (!queue.empty()) {
    const RoomId at = queue.front();
    queue.pop_front();
    if (at == to) return true;
    map_.for_each_possible(at, [&](RoomId next) { visit(at, next); });
    if (!map_.grid() && !map_.seen(at) && !pool_opened) {
      pool_opened = true;
      for (RoomId next : unseen_pool_) visit(at, next);
    }
  }
  return false;
}

bool ExitPaths::open_without(const std::vector<bool>& blocked) const {
  return reaches(&blocked, kNoRoom, nullptr);
}

std::vector<RoomId> ExitPaths::separators(
    const std::vector<RoomId>& candidates,
    const std::vector<bool>& blocked) const {
  std::vector<RoomId> found;
  std::vector<RoomId> parent;
  if (candidates.empty() || !reaches(&blocked, kNoRoom, &parent) ||
      map_.exit() >= map_.size())
    return found;
  // Only rooms on one way through can lie on every way through.
  for (RoomId at = parent[map_.exit()]; at != kNoRoom && at != map_.entrance();
       at = parent[at])
    if (std::count(candidates.begin(), candidates.end(), at) &&
        !reaches(&blocked, at, nullptr))
      found.push_back(at);
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace wumpus::inference
