// "open": no carving at all, every passage of the topology open. It takes
// a room graph as it is (the original dodecahedron cave has loops and no
// dead ends) and gives an open field on a grid.
#include "maze/generators/generators.hpp"

namespace wumpus::maze {

void carve_open(Maze& maze, Random&, const CarveOptions&) {
  maze.open_all();
}

}  // namespace wumpus::maze
