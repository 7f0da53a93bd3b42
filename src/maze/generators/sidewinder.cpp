// Sidewinder: the top row is one corridor; every later row is cut into
// runs of rooms joined east-west, and each run opens north from one of its
// rooms chosen at random.
#include "maze/generators/generators.hpp"

namespace wumpus::maze {
namespace {

constexpr double kCloseRunChance = 0.5;

}  // namespace

void carve_sidewinder(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const std::uint32_t width = topology.width(), height = topology.height();
  for (std::uint32_t x = 0; x + 1 < width; ++x)
    maze.open(topology.grid_edge(topology.cell(x, 0), Direction::East));
  for (std::uint32_t y = 1; y < height; ++y) {
    const RoomId row = topology.cell(0, y);
    std::uint32_t run_start = 0;
    for (std::uint32_t x = 0; x < width; ++x) {
      if (x + 1 < width && !random.chance(kCloseRunChance)) {
        maze.open(topology.grid_edge(row + x, Direction::East));
        continue;
      }
      const std::uint32_t door = run_start + random.below(x - run_start + 1);
      maze.open(topology.grid_edge(row + door, Direction::North));
      run_start = x + 1;
    }
  }
}

}  // namespace wumpus::maze
