// What a guess wins, not only what it risks: a one-step lookahead over
// the hazard belief. Standing in a room it survived, the agent senses
// nothing there exactly when no room next to it holds a hazard, and then
// every way on from it is proven safe; a room whose percepts can prove
// nothing new (a dead end) leaves the agent facing another guess. A
// guess is weighed by its chance to win: surviving it, then either a
// safe way on or the next least risky guess.
#pragma once

#include "agent/memory.hpp"
#include "inference/cave_map.hpp"

#include <functional>
#include <vector>

namespace wumpus::agent {

// The chance that none of `rooms` holds a pit or bats, counted over the
// layouts together (inference::HazardInference::chance_clear).
using ChanceClear = std::function<double(const std::vector<maze::RoomId>&)>;

// The chance that standing in `room`, entered and survived (so holding
// no pit or bats itself), proves a room not yet visited safe of pits and
// bats: none next to it. The Wumpus is left out: a stench there pins it
// down for an arrow, which opens the cave as well. A room with no way on
// that is not known hazardous proves nothing (0).
double reveal_chance(const inference::CaveMap& map, const Memory& memory,
                     const ChanceClear& chance_clear, maze::RoomId room);

// What a guess that reveals a way on with chance `reveal` loses beside
// one sure to: when it reveals nothing the next guess, about as deadly
// as the least risky one now (`next_death`), must be survived too. In
// chance-of-death units, -ln of the chance to survive that next guess.
double dead_end_loss(double reveal, double next_death);

}  // namespace wumpus::agent
