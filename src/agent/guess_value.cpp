#include "agent/guess_value.hpp"

#include <algorithm>
#include <cmath>

namespace wumpus::agent {

double reveal_chance(const inference::CaveMap& map,
                     const inference::HazardBelief& hazards,
                     const Memory& memory, maze::RoomId room) {
  double clear = 1;
  bool way_on = false;
  map.for_each_possible(room, [&](maze::RoomId next) {
    if (next >= map.size() || map.visited(next)) return;
    const inference::RoomRisk& h = hazards.at(next);
    if (!memory.findings().known_pit(next) &&
        !memory.findings().known_bats(next))
      way_on = true;
    clear *= 1 - std::min(1.0, h.of(game_api::Hazard::Pit) +
                                   h.of(game_api::Hazard::Bats));
  });
  return way_on ? clear : 0;
}

double dead_end_loss(double reveal, double next_death) {
  const double survive = 1 - (1 - reveal) * std::clamp(next_death, 0.0, 1.0);
  return -std::log(std::max(survive, 1e-9));
}

}  // namespace wumpus::agent
