// What the moves the agent cannot steer cost, in chances of losing the
// game, each from a stated model and the rules the view states: bats
// carry it to a random room, and a rope gets it out of a pit. Every
// weight the planner and the pit probe put on them comes from here.
#pragma once

#include "game_api/player_view.hpp"

namespace wumpus::agent {

// Waking the Wumpus: it wanders, and may walk in later. Every noise and
// every shot that may miss weighs it. No neighbour on a grid of
// 0.2/0.35/0.5 by kRopeFallLoss 0.35/0.5/0.65 beat this pair (paired
// games, docs/agent.md).
inline constexpr double kWakeLoss = 0.35;
// A fall the rope catches uses the rope up and leaves the agent beyond
// the pit, with no way back through it.
inline constexpr double kRopeFallLoss = 0.5;
// A bat ride lands in a random room: one not yet visited leaves the agent
// on an unknown far side, as a roped fall does; a visited one only costs
// the walk back. What a ride is reckoned to risk, for the stated risk of
// a step (Decision::risk), whatever the cave.
inline constexpr double kBatStrandRisk = 0.1;

struct RideRules {
  // The chance a ride's or a fall's noise wakes the Wumpus (0 once it is
  // awake or dead): the preset's "wumpus_wakes_on_bats" and "_on_fall".
  double wake_on_bats = 0;
  double wake_on_fall = 0;
  // The chance a ride drops the agent somewhere deadly.
  double bat_drop_death = 0;
  // The share of the rooms a ride may land in that were not visited.
  double new_landing = 1;
};

// The rules `view` states, the Wumpus asleep or not.
RideRules ride_rules(const game_api::PlayerView& view, bool wumpus_asleep,
                     double bat_drop_death);

// A ride on bats: dropped where it dies, landed on an unknown far side,
// or the Wumpus woken.
double bat_ride_loss(const RideRules& rules);
// A fall the rope gets the agent out of.
double roped_fall_loss(const RideRules& rules);

}  // namespace wumpus::agent
