// Recursive division: starts from an open field and splits each chamber in
// two with a wall that has one gap, until chambers are one room wide. The
// chambers still to split wait on an explicit stack, so there is no
// recursion depth limit.
#include "maze/generators/generators.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::maze {
namespace {

struct Chamber {
  std::uint32_t x, y, width, height;
};

}  // namespace

void carve_recursive_division(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const std::uint32_t width = topology.width(), height = topology.height();
  for (std::uint32_t y = 0; y < height; ++y) {
    for (std::uint32_t x = 0; x < width; ++x) {
      const RoomId room = topology.cell(x, y);
      if (x + 1 < width) maze.open(topology.grid_edge(room, Direction::East));
      if (y + 1 < height) maze.open(topology.grid_edge(room, Direction::South));
    }
  }
  std::vector<Chamber> stack{{0, 0, width, height}};
  while (!stack.empty()) {
    const Chamber c = stack.back();
    stack.pop_back();
    if (c.width < 2 || c.height < 2) continue;  // a corridor: already a tree
    // Cut across the longer side, so chambers stay roughly square.
    const bool horizontal =
        c.height > c.width || (c.height == c.width && (random.next() & 1));
    if (horizontal) {
      const std::uint32_t cut = 1 + random.below(c.height - 1);
      const std::uint32_t gap = random.below(c.width);
      for (std::uint32_t i = 0; i < c.width; ++i) {
        if (i == gap) continue;
        maze.close(topology.grid_edge(topology.cell(c.x + i, c.y + cut - 1),
                                      Direction::South));
      }
      stack.push_back({c.x, c.y, c.width, cut});
      stack.push_back({c.x, c.y + cut, c.width, c.height - cut});
    } else {
      const std::uint32_t cut = 1 + random.below(c.width - 1);
      const std::uint32_t gap = random.below(c.height);
      for (std::uint32_t i = 0; i < c.height; ++i) {
        if (i == gap) continue;
        maze.close(topology.grid_edge(topology.cell(c.x + cut - 1, c.y + i),
                                      Direction::East));
      }
      stack.push_back({c.x, c.y, cut, c.height});
      stack.push_back({c.x + cut, c.y, c.width - cut, c.height});
    }
  }
}

}  // namespace wumpus::maze
