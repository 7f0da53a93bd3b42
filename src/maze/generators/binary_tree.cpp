// Binary tree: every room opens either north or east, chosen by a coin
// flip; the top row and the east column, which have only one of those
// ways, become two long straight corridors meeting in the north-east corner.
#include "maze/generators/generators.hpp"

namespace wumpus::maze {

void carve_binary_tree(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const std::uint32_t width = topology.width(), height = topology.height();
  for (std::uint32_t y = 0; y < height; ++y) {
    for (std::uint32_t x = 0; x < width; ++x) {
      const bool can_north = y > 0, can_east = x + 1 < width;
      if (!can_north && !can_east) continue;  // the north-east corner
      const bool north = can_north && (!can_east || (random.next() & 1));
      const RoomId room = topology.cell(x, y);
      maze.open(
          topology.grid_edge(room, north ? Direction::North : Direction::East));
    }
  }
}

}  // namespace wumpus::maze
