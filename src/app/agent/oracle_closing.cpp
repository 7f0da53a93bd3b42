#include "app/agent/oracle_closing.hpp"

#include <deque>

namespace wumpus::app {
namespace {

using maze::RoomId;

// One way from the entrance to `to` avoiding `blocked` (its rooms, the
// entrance first), or none.
std::vector<RoomId> one_way(const OracleWays& ways,
                            const std::vector<bool>& blocked, RoomId to) {
  const std::size_t n = ways.passages.size();
  std::vector<RoomId> came_from(n, maze::kNoRoom);
  std::deque<RoomId> queue{ways.entrance};
  came_from[ways.entrance] = ways.entrance;
  while (!queue.empty() && came_from[to] == maze::kNoRoom) {
    const RoomId at = queue.front();
    queue.pop_front();
    for (RoomId next : ways.passages[at])
      if (next < n && came_from[next] == maze::kNoRoom && !blocked[next]) {
        came_from[next] = at;
        queue.push_back(next);
      }
  }
  std::vector<RoomId> way;
  if (came_from[to] == maze::kNoRoom) return way;
  for (RoomId at = to; at != ways.entrance; at = came_from[at])
    way.push_back(at);
  return way;
}

bool all_open(const OracleWays& ways, const std::vector<bool>& blocked) {
  for (RoomId to : ways.must_reach)
    if (one_way(ways, blocked, to).empty() && to != ways.entrance) return false;
  return true;
}

}  // namespace

std::vector<RoomId> rooms_closing_with(
    const OracleWays& ways, const std::vector<bool>& blocked,
    const std::vector<std::vector<RoomId>>& groups,
    const std::vector<bool>& candidates) {
  const auto blocking_all_but = [&](std::size_t spared) {
    std::vector<bool> tried = blocked;
    for (std::size_t g = 0; g < groups.size(); ++g)
      for (RoomId r : groups[g]) tried[r] = tried[r] || g != spared;
    return tried;
  };
  std::vector<std::vector<bool>> tries{blocking_all_but(groups.size())};
  if (groups.size() > 1)
    for (std::size_t g = 0; g < groups.size(); ++g)
      tries.push_back(blocking_all_but(g));
  for (const auto& group : groups)
    for (RoomId r : group) {
      tries.push_back(blocked);
      tries.back()[r] = true;
    }
  std::vector<bool> closing(candidates.size(), false);
  for (auto& tried : tries) {
    if (!all_open(ways, tried)) continue;
    // A room every way passes lies on any one of them.
    for (RoomId to : ways.must_reach)
      for (RoomId r : one_way(ways, tried, to)) {
        if (!candidates[r] || closing[r]) continue;
        tried[r] = true;
        closing[r] = !all_open(ways, tried);
        tried[r] = false;
      }
  }
  std::vector<RoomId> found;
  for (RoomId r = 0; r < closing.size(); ++r)
    if (closing[r]) found.push_back(r);
  return found;
}

}  // namespace wumpus::app
