// A "deduce" preset's promise, checked on a laid-out world: the cave can
// be won from the player's percepts alone (see inference/puzzle_checker.hpp).
#pragma once

#include "game/world/world.hpp"
#include "game_api/puzzle_grade.hpp"

#include <string>

namespace wumpus::game {

// True when the deduction checker proves the world winnable without a
// guess, as a puzzle of `grade`; otherwise false with *why saying what a
// player could not prove (or, for the hard grade, that it is too easy).
bool deducible(const World& world, std::string* why,
               game_api::PuzzleGrade grade = game_api::PuzzleGrade::Standard);

}  // namespace wumpus::game
