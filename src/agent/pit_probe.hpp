// Buying knowledge with an arrow: where the rules let an arrow fall into
// a pit and tell where (the preset's "arrow_finds_pits"), a shot into the
// room a guess would step into proves a pit there or not. The arrow and,
// while the Wumpus sleeps, waking it are the price; the chance of the
// pit is what the guess would bet.
#pragma once

#include "agent/ride_loss.hpp"

namespace wumpus::agent {

struct ProbeTerms {
  double pit = 0;         // the chance of a pit in the room
  double wumpus_hit = 0;  // the chance the arrow kills the Wumpus there
  int arrows = 0;         // carried now
  bool wumpus_alive = true;
  bool wumpus_awake = false;
  // What a fall there costs: 1 without a rope, roped_fall_loss with one.
  double fall_loss = 1;
};

// Whether the shot is worth more than the step it spares.
bool worth_probing(const ProbeTerms& terms);

}  // namespace wumpus::agent
