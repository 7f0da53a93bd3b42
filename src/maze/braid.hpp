// Braiding: opens walls at dead ends so a perfect maze gains loops and
// more than one route (`wumpus maze --braid P`).
#pragma once

#include "maze/maze.hpp"
#include "maze/random.hpp"

namespace wumpus::maze {

// Removes `fraction` of the maze's dead ends (rounded; one more when the
// last wall opened joins two dead ends), visiting them in random order and
// opening one closed wall of each: towards another dead end when there is
// one, which removes two at once, else towards a room already in the maze.
// A dead end with no other neighbour in the topology cannot be opened and
// stays one: the two ends of a 1×N corridor, a leaf of a room graph, a
// mask room with a single neighbour. On grids of at least 2×2 every room
// has two neighbours, so braid(1.0) leaves no dead end there.
//
// `fraction` must lie in [0, 1]; checking it is the caller's job (values
// below 0 act as 0 and above 1 as 1).
void braid(Maze& maze, double fraction, Random& random);

}  // namespace wumpus::maze
