// The carve functions of every algorithm, one per file in this folder;
// generator.cpp lists them by name in the one registration table.
#pragma once

#include "maze/generator.hpp"

namespace wumpus::maze {

void carve_backtracker(Maze& maze, Random& random, const CarveOptions& options);
void carve_growing_tree(Maze& maze, Random& random,
                        const CarveOptions& options);
void carve_kruskal(Maze& maze, Random& random, const CarveOptions& options);
void carve_prim(Maze& maze, Random& random, const CarveOptions& options);
void carve_simplified_prim(Maze& maze, Random& random,
                           const CarveOptions& options);
void carve_aldous_broder(Maze& maze, Random& random,
                         const CarveOptions& options);
void carve_wilson(Maze& maze, Random& random, const CarveOptions& options);
void carve_hunt_and_kill(Maze& maze, Random& random,
                         const CarveOptions& options);

void carve_eller(Maze& maze, Random& random, const CarveOptions& options);
void carve_sidewinder(Maze& maze, Random& random, const CarveOptions& options);
void carve_binary_tree(Maze& maze, Random& random, const CarveOptions& options);
void carve_recursive_division(Maze& maze, Random& random,
                              const CarveOptions& options);
void carve_knock_walls(Maze& maze, Random& random, const CarveOptions& options);
void carve_isles(Maze& maze, Random& random, const CarveOptions& options);
void carve_open(Maze& maze, Random& random, const CarveOptions& options);
void carve_rooms(Maze& maze, Random& random, const CarveOptions& options);

}  // namespace wumpus::maze
