// Rooms and mazes: halls and corridors all joined, the entrance reaching
// the exit, rock only where dead ends were trimmed, and trim's two ends.
#include "maze/solve.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// Rooms with at least one open passage, and those reaching the entrance.
std::pair<std::uint32_t, std::uint32_t> joined_and_reached(const Maze& maze) {
  const Topology& t = maze.topology();
  const auto distance = distances_from(maze, maze.entrance);
  Neighbor open[Maze::kMaxNeighbors];
  std::uint32_t joined = 0, reached = 0;
  for (RoomId room = 0; room < t.cell_count(); ++room) {
    if (!t.is_room(room)) continue;
    joined += maze.open_neighbors(room, open) > 0 || room == maze.entrance;
    reached += distance[room] != kUnreached;
  }
  return {joined, reached};
}

}  // namespace

TEST_CASE("rooms joins its halls and corridors into one cave",
          "[maze][generators][rooms]") {
  const double trim = GENERATE(0.0, 0.75, 1.0);
  for (const TopologyPtr& t :
       {rectangle(30, 20), rectangle(1, 8), rectangle(3, 3), holed(16, 12)}) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      CarveOptions options;
      options.trim = trim;
      const Maze maze = carve(t, "rooms", seed, options);
      INFO("trim " << trim << " on " << t->width() << "x" << t->height()
                   << ", seed " << seed);
      REQUIRE(passages_valid(maze));
      const auto [joined, reached] = joined_and_reached(maze);
      CHECK(joined == reached);  // no island apart from the rock
      CHECK(distances_from(maze, maze.entrance)[maze.exit] != kUnreached);
      if (trim == 0) CHECK(joined == t->room_count());
    }
  }
}

TEST_CASE("rooms makes open halls and trims dead ends",
          "[maze][generators][rooms]") {
  CarveOptions all;
  all.trim = 1.0;
  const Maze maze = carve(rectangle(40, 30), "rooms", 7, all);
  Neighbor open[Maze::kMaxNeighbors];
  int hall_inside = 0, dead = 0;
  for (RoomId room = 0; room < maze.topology().cell_count(); ++room) {
    const int n = maze.open_neighbors(room, open);
    hall_inside += n == 4;
    dead += n == 1 && room != maze.entrance && room != maze.exit;
  }
  CHECK(hall_inside > 0);
  // Hall rooms have two passages or more: with trim 1 no dead end is left
  // but the entrance and the exit.
  CHECK(dead == 0);
  CHECK(maze.passage_count() > 40 * 30 / 2);
}
