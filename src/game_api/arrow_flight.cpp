#include "game_api/arrow_flight.hpp"

#include <algorithm>

namespace wumpus::game_api {

std::vector<maze::Direction> flown_path(
    const std::vector<maze::Direction>& path, maze::Direction facing,
    int range) {
  const auto rooms = static_cast<std::size_t>(std::max(range, 0));
  if (path.size() <= 1)
    return std::vector<maze::Direction>(rooms,
                                        path.empty() ? facing : path.front());
  return {path.begin(), path.begin() + std::min(path.size(), rooms)};
}

std::vector<maze::RoomId> arrow_flight(maze::RoomId from,
                                       maze::Direction facing,
                                       const std::vector<maze::Direction>& path,
                                       int range, const ArrowStep& step) {
  std::vector<maze::RoomId> flight;
  maze::RoomId room = from;
  for (maze::Direction d : flown_path(path, facing, range)) {
    room = step(room, d);
    if (room == maze::kNoRoom) break;
    flight.push_back(room);
  }
  return flight;
}

}  // namespace wumpus::game_api
