#include "agent/goals.hpp"

#include <algorithm>
#include <functional>

namespace wumpus::agent {
namespace {

// Smelt: nearly all the Wumpus's chance lies in rooms already seen.
constexpr double kLocalized = 0.999;

}  // namespace

Goals::Goals(const PlanInput& input)
    : in_(input), need_gold_(input.view->gold == 0) {
  const inference::CaveMap& map = *in_.map;
  near_wumpus_.assign(map.size(), false);
  if (!in_.wumpus_alive) return;
  double seen = 0;
  for (const auto& room : map.seen_rooms()) {
    const double w = wumpus(room.room);
    if (w == 0) continue;
    seen += w;
    for (maze::RoomId next : room.open_rooms)
      if (next < map.size()) near_wumpus_[next] = true;
  }
  localized_ = seen >= kLocalized;
  // Rooms within an arrow's flight of where the Wumpus may be.
  in_range_.assign(map.size(), false);
  std::vector<maze::RoomId> ring;
  std::vector<double> chances;
  for (maze::RoomId r = 0; r < map.size(); ++r)
    if (wumpus(r) > 0) {
      ring.push_back(r);
      chances.push_back(wumpus(r));
    }
  const int rooms = flight_rooms(*in_.view);
  const auto likeliest =
      chances.begin() + std::min<std::ptrdiff_t>(rooms, chances.size());
  std::partial_sort(chances.begin(), likeliest, chances.end(),
                    std::greater<>());
  for (auto it = chances.begin(); it != likeliest; ++it) hit_bound_ += *it;
  for (int step = 0; step < rooms && !ring.empty(); ++step) {
    std::vector<maze::RoomId> next_ring;
    for (maze::RoomId at : ring)
      map.for_each_possible(at, [&](maze::RoomId next) {
        if (next < map.size() && !in_range_[next] && map.seen(next)) {
          in_range_[next] = true;
          next_ring.push_back(next);
        }
      });
    ring = std::move(next_ring);
  }
}

bool Goals::carries(const char* item) const {
  const auto it = in_.view->items.find(item);
  return it != in_.view->items.end() && it->second > 0;
}

bool Goals::lies_in(maze::RoomId room, const char* kind) const {
  const game_api::RoomView* view = in_.map->view_of(room);
  return view && std::find(view->things.begin(), view->things.end(), kind) !=
                     view->things.end();
}

double Goals::wumpus(maze::RoomId room) const {
  const auto& w = in_.risk->wumpus;
  return room < w.size() ? w[room] : 0.0;
}

bool Goals::informative(maze::RoomId r) const {
  const inference::CaveMap& map = *in_.map;
  const Memory& memory = *in_.memory;
  if (r == map.here() || r >= map.size()) return false;
  if (!map.seen(r)) return true;
  const bool dark_unknown = need_gold_ && !memory.contents_known(r);
  if (map.visited(r)) return dark_unknown && in_.view->torch_lit;
  if (dark_unknown) return true;
  for (maze::RoomId next : map.open(r))
    if (!map.visited(next) && !memory.findings().known_pit(next) &&
        !memory.findings().known_bats(next))
      return true;
  return false;
}

bool Goals::useful(maze::RoomId r) const {
  if (!informative(r)) return false;
  if (need_gold_ || done()) return true;
  // Only the Wumpus is missing: once smelt, only rooms next to where it
  // may be can tell more.
  return !localized_ || (r < near_wumpus_.size() && near_wumpus_[r]);
}

double Goals::miss_danger(maze::RoomId spot, const Shot& shot) const {
  if (!in_.wumpus_alive) return 0;
  if (in_.wumpus_awake) return (1 - shot.hit) * in_.risk->stay_death;
  const inference::CaveMap& map = *in_.map;
  double danger = 0;
  for (maze::RoomId from : map.open(spot)) {
    if (std::count(shot.flight.begin(), shot.flight.end(), from)) continue;
    const double w = wumpus(from);
    if (w == 0) continue;
    int exits = 0;
    map.for_each_possible(from, [&](maze::RoomId) { ++exits; });
    danger += w * in_.move_chance / std::max(1, exits);
  }
  return danger;
}

}  // namespace wumpus::agent
