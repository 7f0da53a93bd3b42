// What entering each room would cost this turn: the chance it kills (a
// pit without a rope, the Wumpus there or walking in after the tick), the
// chance bats carry the agent off, a flat unknown risk beside what the
// agent does not understand (a mod's percepts and things), and a mod's
// hazard (its kind's looks say which percept warns of it) shared among
// the rooms it may lie in, as a pit's would be. Built from the hazard
// belief, the awake Wumpus's tracker and the inventory.
#pragma once

#include "agent/memory.hpp"
#include "agent/wumpus_tracker.hpp"
#include "inference/cave_map.hpp"
#include "inference/hazard_inference.hpp"

#include <vector>

namespace wumpus::agent {

// The risk the agent puts on what it cannot read: a mod's percept next
// door, or a thing it does not know lying in the room.
inline constexpr double kUnknownRisk = 0.05;

struct RiskModel {
  std::vector<double> wumpus;  // the live Wumpus is there now
  std::vector<double> death;   // entering this turn kills
  std::vector<double> bats;    // entering gets the agent carried off
  double stay_death = 0;       // a turn spent where it stands kills
  bool rope = false;           // one pit is survived (and the rope lost)

  bool safe(maze::RoomId room) const {
    return room < death.size() && death[room] == 0;
  }
};

struct RiskInput {
  bool wumpus_alive = true;
  bool wumpus_awake = false;
  double move_chance = 0.75;  // an awake Wumpus's chance to move a tick
};

RiskModel assess_risk(const inference::CaveMap& map,
                      const inference::HazardBelief& hazards,
                      const WumpusTracker& tracker,
                      const game_api::PlayerView& view, const RiskInput& input);

}  // namespace wumpus::agent
