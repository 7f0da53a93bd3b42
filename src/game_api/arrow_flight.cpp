#include "game_api/arrow_flight.hpp"

#include <algorithm>

namespace wumpus::game_api {
namespace {

// Follows the rooms `next` yields (kNoRoom: a wall) under the rules;
// `typed` says the player named each turn, so doubling back refuses the
// shot instead of stopping the arrow.
template <typename Next>
ArrowFlight fly(maze::RoomId from, std::size_t steps, bool typed,
                const ArrowRules& rules, Next next) {
  ArrowFlight flight;
  maze::RoomId left = maze::kNoRoom;
  maze::RoomId room = from;
  for (std::size_t i = 0; i < steps; ++i) {
    const maze::RoomId to = next(i, room);
    if (to == maze::kNoRoom) break;
    if (rules.straight && to == left) {
      if (!typed) break;
      return {{}, true, false};
    }
    flight.rooms.push_back(to);
    left = room;
    room = to;
    if (rules.hits_shooter && to == from) {
      flight.hits_shooter = true;
      break;
    }
  }
  return flight;
}

}  // namespace

std::vector<maze::Direction> flown_path(
    const std::vector<maze::Direction>& path, maze::Direction facing,
    int range) {
  const auto rooms = static_cast<std::size_t>(std::max(range, 0));
  if (path.size() <= 1)
    return std::vector<maze::Direction>(rooms,
                                        path.empty() ? facing : path.front());
  return {path.begin(), path.begin() + std::min(path.size(), rooms)};
}

ArrowFlight arrow_flight(maze::RoomId from, maze::Direction facing,
                         const std::vector<maze::Direction>& path, int range,
                         const ArrowRules& rules, const ArrowStep& step) {
  const auto directions = flown_path(path, facing, range);
  return fly(from, directions.size(), path.size() > 1, rules,
             [&](std::size_t i, maze::RoomId room) {
               return step(room, directions[i]);
             });
}

ArrowFlight arrow_flight_through(
    maze::RoomId from, const std::vector<maze::RoomId>& rooms,
    const ArrowRules& rules,
    const std::function<bool(maze::RoomId, maze::RoomId)>& open) {
  return fly(from, rooms.size(), true, rules,
             [&](std::size_t i, maze::RoomId room) {
               return open(room, rooms[i]) ? rooms[i] : maze::kNoRoom;
             });
}

}  // namespace wumpus::game_api
