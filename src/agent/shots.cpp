#include "agent/shots.hpp"

#include <algorithm>

namespace wumpus::agent {
namespace {

bool better(double hit, std::size_t length, const Shot& than) {
  if (hit > than.hit + 1e-12) return true;
  return hit > 0 && hit >= than.hit - 1e-12 && length < than.flight.size();
}

// Tries every flight that goes on from `flight` (which leaves `from`). A
// crooked arrow may come back through rooms it passed (the shooter's too,
// unless that hits them) to reach another branch, by a loop or, where the
// rules let it, straight back; only its first pass through a room counts.
void extend(const inference::CaveMap& map, maze::RoomId from, std::size_t rooms,
            const game_api::ArrowRules& rules,
            const std::function<double(maze::RoomId)>& wumpus_at,
            std::vector<maze::RoomId>& flight, double hit, Shot& best) {
  if (!flight.empty() && better(hit, flight.size(), best)) best = {flight, hit};
  if (flight.size() >= rooms) return;
  const auto passed = [&](maze::RoomId room) {
    return room == from ||
           std::find(flight.begin(), flight.end(), room) != flight.end();
  };
  // An arrow flies on only through passages known open.
  const maze::RoomId left = flight.empty()       ? maze::kNoRoom
                            : flight.size() == 1 ? from
                                                 : flight[flight.size() - 2];
  for (maze::RoomId next : map.open(flight.empty() ? from : flight.back())) {
    if ((rules.straight && next == left) ||
        (rules.hits_shooter && next == from))
      continue;
    const bool again = passed(next);
    // Back into a room already passed only on the way somewhere new.
    if (again && std::none_of(map.open(next).begin(), map.open(next).end(),
                              [&](maze::RoomId r) { return !passed(r); }))
      continue;
    flight.push_back(next);
    extend(map, from, rooms, rules, wumpus_at, flight,
           hit + (again ? 0.0 : wumpus_at(next)), best);
    flight.pop_back();
  }
}

}  // namespace

int flight_rooms(const game_api::PlayerView& view) {
  return std::clamp(view.arrow_range, 0, kMaxSearchedFlight);
}

Shot best_shot(const inference::CaveMap& map, maze::RoomId from, int rooms,
               const game_api::ArrowRules& rules,
               const std::function<double(maze::RoomId)>& wumpus_at) {
  Shot best;
  std::vector<maze::RoomId> flight;
  extend(map, from, static_cast<std::size_t>(std::max(rooms, 0)), rules,
         wumpus_at, flight, 0.0, best);
  return best;
}

game_api::Command shot_command(const inference::CaveMap& map, maze::RoomId from,
                               const Shot& shot) {
  game_api::Command command;
  command.verb = game_api::Verb::Shoot;
  if (!map.grid()) {
    command.rooms = shot.flight;
    return command;
  }
  maze::RoomId at = from;
  for (maze::RoomId next : shot.flight) {
    if (const auto d = map.direction(at, next)) command.path.push_back(*d);
    at = next;
  }
  return command;
}

}  // namespace wumpus::agent
