// Recursive backtracker: a random depth-first walk that carves into an
// unvisited neighbour and backs up when stuck. It is the growing tree that
// always picks the newest room, whose active list is the walk's explicit
// stack, so there is no recursion depth limit on 16-million-room mazes.
#include "maze/generators/generators.hpp"

namespace wumpus::maze {

void carve_backtracker(Maze& maze, Random& random, const CarveOptions&) {
  CarveOptions newest;
  newest.cell_selection = "newest";
  carve_growing_tree(maze, random, newest);
}

}  // namespace wumpus::maze
