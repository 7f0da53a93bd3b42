// A "deduce" preset's promise, checked on a laid-out world: the cave can
// be won from the player's percepts alone (see inference/puzzle_checker.hpp).
#pragma once

#include "game/world.hpp"

#include <string>

namespace wumpus::game {

// True when the deduction checker proves the world winnable without a
// guess; otherwise false with *why saying what a player could not prove.
bool deducible(const World& world, std::string* why);

}  // namespace wumpus::game
