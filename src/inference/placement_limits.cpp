#include "inference/placement_limits.hpp"

#include <algorithm>
#include <deque>

namespace wumpus::inference {
namespace {

// Moves from the entrance along passages known open: at least as many as
// the shortest true way takes (-1: no known way).
std::vector<int> known_moves(const CaveMap& map) {
  std::vector<int> moves(map.size(), -1);
  if (map.entrance() >= map.size()) return moves;
  std::deque<RoomId> queue{map.entrance()};
  moves[map.entrance()] = 0;
  while (!queue.empty()) {
    const RoomId at = queue.front();
    queue.pop_front();
    map.for_each_known(at, [&](RoomId next) {
      if (next >= map.size() || moves[next] >= 0) return;
      moves[next] = moves[at] + 1;
      queue.push_back(next);
    });
  }
  return moves;
}

}  // namespace

std::vector<RoomId> kept_clear(const CaveMap& map, const ExitPaths& paths,
                               const Findings& findings,
                               const std::vector<HazardMask>& allowed,
                               const std::vector<bool>& blocked) {
  const HazardMask blocking =
      bit(game_api::Hazard::Pit) | bit(game_api::Hazard::Bats);
  std::vector<RoomId> candidates, targets{map.exit()};
  for (RoomId r = 0; r < map.size(); ++r) {
    if (allowed[r] & blocking) candidates.push_back(r);
    if (findings.held_thing(r) && r != map.exit()) targets.push_back(r);
  }
  std::vector<RoomId> found;
  for (RoomId to : targets) {
    if (!paths.open_without(blocked, to)) continue;  // not as the map thinks
    for (RoomId r : paths.separators(candidates, blocked, to))
      found.push_back(r);
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  return found;
}

std::vector<RoomId> too_near_for_wumpus(const CaveMap& map,
                                        const ExitPaths& paths,
                                        int wumpus_distance) {
  // The cave's farthest room is at least as far as any room seen is in
  // the most open cave the map allows.
  const std::vector<int> fewest = paths.fewest_moves();
  int farthest = 0;
  for (const auto& room : map.seen_rooms())
    if (room.room < fewest.size())
      farthest = std::max(farthest, fewest[room.room]);
  const int needed = std::min(wumpus_distance, farthest);
  const std::vector<int> known = known_moves(map);
  std::vector<RoomId> near;
  for (RoomId r = 0; r < map.size(); ++r)
    if (known[r] >= 0 && known[r] < needed) near.push_back(r);
  return near;
}

}  // namespace wumpus::inference
