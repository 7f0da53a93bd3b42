#include "agent/guess_value.hpp"

#include <algorithm>
#include <cmath>

namespace wumpus::agent {

double reveal_chance(const inference::CaveMap& map, const Memory& memory,
                     const ChanceClear& chance_clear, maze::RoomId room) {
  std::vector<maze::RoomId> next_rooms;
  bool way_on = false;
  map.for_each_possible(room, [&](maze::RoomId next) {
    if (next >= map.size() || map.visited(next)) return;
    next_rooms.push_back(next);
    if (!memory.findings().known_pit(next) &&
        !memory.findings().known_bats(next))
      way_on = true;
  });
  // Entered and survived: the room holds no pit or bats itself, which may
  // tell on its neighbours (one breeze ties them).
  const double enter = chance_clear({room});
  if (!way_on || !(enter > 0)) return 0;
  next_rooms.push_back(room);
  return std::min(1.0, chance_clear(next_rooms) / enter);
}

double dead_end_loss(double reveal, double next_death) {
  const double survive = 1 - (1 - reveal) * std::clamp(next_death, 0.0, 1.0);
  return -std::log(std::max(survive, 1e-9));
}

}  // namespace wumpus::agent
