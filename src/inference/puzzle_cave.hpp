// A cave as the deduction checker sees it: its rooms and open passages,
// the entrance and exit, where each hazard lies and where the gold, the
// torch and the dark rooms are. Filled in by the engine from its world.
#pragma once

#include "inference/hazards.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::inference {

using Room = std::uint32_t;

struct PuzzleCave {
  // Open passages by room: open[r] lists the rooms r opens to.
  std::vector<std::vector<Room>> open;
  Room entrance = 0, exit = 0;
  // Rooms holding each hazard, by game_api::Hazard; the view announces how
  // many.
  std::vector<Room> hazards[kHazardKinds];
  std::vector<Room> gold, dark;
  std::vector<Room> torches;  // a torch is lit once picked up
  int arrows = 0;
};

}  // namespace wumpus::inference
