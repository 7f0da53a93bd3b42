// Variations applied to a carved perfect maze: `--unicursal` turns it into
// a classical labyrinth, one path through every room; `--sparse N` culls
// dead ends, leaving rock.
#pragma once

#include "maze/maze.hpp"

#include <string_view>

namespace wumpus::maze {

// Why `maze` cannot be made unicursal, or empty when it can: a perfect
// maze of square rooms on one level, neither wrapped nor woven.
std::string_view unicursal_refusal(const Topology& topology);

// The labyrinth that walks along the walls of the perfect maze `maze`:
// each room splits into 2×2 rooms, the walk round the maze's walls visits
// every one of them once, and it is cut open at the entrance, which
// becomes the labyrinth's entrance and exit side by side. Masks split
// their rooms alike.
Maze unicursal(const Maze& maze);

// `rounds` times, closes every dead end but the entrance and the exit at
// once; the rooms left with no passage are rock. Returns the rooms culled.
std::uint64_t cull_dead_ends(Maze& maze, std::uint32_t rounds);

}  // namespace wumpus::maze
