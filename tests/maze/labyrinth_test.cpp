// Unicursal labyrinths walk one path through every room of the doubled
// grid; --sparse culls rounds of dead ends and leaves a tree.
#include "maze/labyrinth.hpp"
#include "maze/solve.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("a unicursal labyrinth is one path through every room",
          "[maze][labyrinth][property]") {
  const std::string name = GENERATE("backtracker", "kruskal", "wilson");
  for (const TopologyPtr& t :
       {rectangle(1, 1), rectangle(6, 4), rectangle(1, 7), holed(7, 5)}) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      const Maze maze = carve(t, name, seed);
      const Maze labyrinth = unicursal(maze);
      const Topology& d = labyrinth.topology();
      INFO(name << " on " << t->width() << "x" << t->height() << ", seed "
                << seed);
      REQUIRE(d.room_count() == 4 * t->room_count());
      CHECK(is_perfect(labyrinth));
      // A path: every room has one or two passages, the two ends one.
      Neighbor open[Maze::kMaxNeighbors];
      for (RoomId room = 0; room < d.cell_count(); ++room) {
        if (!d.is_room(room)) continue;
        const int n = labyrinth.open_neighbors(room, open);
        const bool end = room == labyrinth.entrance || room == labyrinth.exit;
        CHECK(n == (end ? 1 : 2));
      }
      CHECK(solve(labyrinth).size() == d.room_count());
    }
  }
  CHECK_FALSE(unicursal_refusal(*tiled(Shape::Hex, 4, 4)).empty());
  CHECK_FALSE(unicursal_refusal(*rectangle(3, 3, 2)).empty());
}

TEST_CASE("sparse culls rounds of dead ends and keeps a tree",
          "[maze][labyrinth]") {
  const TopologyPtr t = rectangle(20, 15);
  Maze maze = carve(t, "kruskal", 3);
  Neighbor open[Maze::kMaxNeighbors];
  const auto end_is_dead = [&](RoomId room) {
    return maze.open_neighbors(room, open) == 1 ? 1u : 0u;
  };
  const std::uint32_t before =
      dead_ends(maze) - end_is_dead(maze.entrance) - end_is_dead(maze.exit);
  CHECK(cull_dead_ends(maze, 1) == before);
  CHECK(cull_dead_ends(maze, 0) == 0);
  cull_dead_ends(maze, 3);
  // The rooms still joined form a tree holding the entrance and exit.
  CHECK(reachable_rooms(maze) == maze.passage_count() + 1);
  CHECK(distances_from(maze, maze.entrance)[maze.exit] != kUnreached);
}
