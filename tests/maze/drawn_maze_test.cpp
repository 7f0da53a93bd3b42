// Block grids read as they are drawn (drawn_maze, `--keep-passages`): the
// founding documents' example, a triangle of @ inside a # rectangle,
// carved around and solved by every solver; @ walls between rooms never
// opened; what `-f blocks` writes read back to the same maze, rock (rooms
// with no passage) staying rock; the I and O that mark the ends.
#include "block_fixtures.hpp"
#include "maze/braid.hpp"
#include "maze/files/block_file.hpp"
#include "maze/labyrinth.hpp"
#include "maze/render/render.hpp"
#include "maze/solve.hpp"
#include "maze/solvers/solver.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

BlockGrid grid_of(const std::string& text) {
  std::string error;
  const auto grid = parse_blocks(text, "test", &error);
  INFO(error);
  REQUIRE(grid);
  return *grid;
}

TopologyPtr topology_of(const BlockGrid& grid) {
  return std::make_shared<const Topology>(
      Topology::masked(grid.mask, 1, grid.sealed));
}

BlockGrid walled_triangle() {
  std::string error;
  const auto grid = read_block_file(
      std::string(WUMPUS_SOURCE_DIR) + "/data/blocks/walled-triangle", &error);
  INFO(error);
  REQUIRE(grid);
  return *grid;
}

// The maze written as blocks and read back as drawn.
Maze round_trip(const Maze& maze) {
  const BlockGrid grid = grid_of(blocks_of(maze));
  return drawn_maze(grid, topology_of(grid));
}

}  // namespace

TEST_CASE("the triangle of @ inside a # rectangle: @ never opens",
          "[maze][blocks][property]") {
  const BlockGrid grid = walled_triangle();
  REQUIRE(!grid.sealed.east.empty());  // it has @ between rooms
  const TopologyPtr topology = topology_of(grid);
  CHECK(topology->has_sealed_walls());
  const std::string name = GENERATE(from_range(perfect_generator_names()));
  if (!can_carve(*find_generator(name), *topology)) return;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Maze maze = carve(topology, name, seed);
    INFO(name << ", seed " << seed);
    REQUIRE(is_perfect(maze));
    Random random(seed);
    braid(maze, 1.0, random);
    for (std::size_t i = 0; i < grid.sealed.east.size(); ++i) {
      const auto room = static_cast<RoomId>(i);
      if (grid.sealed.east[i])
        CHECK_FALSE(maze.is_open(topology->grid_edge(room, Direction::East)));
      if (grid.sealed.south[i])
        CHECK_FALSE(maze.is_open(topology->grid_edge(room, Direction::South)));
    }
  }
}

TEST_CASE("every solver solves a block grid read as drawn",
          "[maze][blocks][solvers][property]") {
  const BlockGrid grid = walled_triangle();
  const TopologyPtr topology = topology_of(grid);
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    Maze carved = carve(topology, seed % 2 ? "backtracker" : "wilson", seed);
    Random random(seed);
    if (seed % 3 == 0) braid(carved, 0.5, random);  // loops too
    carved.entrance = topology->first_room() + seed;
    while (!topology->is_room(carved.entrance)) ++carved.entrance;
    const Maze maze = round_trip(carved);
    CHECK(same_passages(maze, carved));
    CHECK(maze.entrance == carved.entrance);
    CHECK(maze.exit == carved.exit);
    const std::size_t shortest = solve(maze).size();
    REQUIRE(shortest > 0);
    for (const Solver& solver : solvers()) {
      INFO(solver.name << ", seed " << seed);
      const SolverRun run = solver.solve(maze);
      REQUIRE(!run.solution.empty());
      CHECK(run.solution.front() == maze.entrance);
      CHECK(run.solution.back() == maze.exit);
      CHECK(run.solution.size() >= shortest);
    }
  }
}

TEST_CASE("blocks written and read as drawn give the same maze",
          "[maze][blocks][property]") {
  for (const TopologyPtr& topology :
       {rectangle(1, 1), rectangle(9, 4), holed(7, 6), holed(12, 12)})
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      Maze maze = carve(topology, "kruskal", seed);
      Random random(seed);
      braid(maze, 0.4, random);
      const Maze back = round_trip(maze);
      INFO(blocks_of(maze));
      CHECK(same_passages(back, maze));
      CHECK(back.entrance == maze.entrance);
      CHECK(back.exit == maze.exit);
      CHECK(blocks_of(back) == blocks_of(maze));
    }
}

TEST_CASE("rock is written as @ and read back as rock, not rooms",
          "[maze][blocks]") {
  const TopologyPtr topology = rectangle(12, 8);
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Maze maze = carve(topology, "backtracker", seed);
    REQUIRE(cull_dead_ends(maze, 3) > 0);
    const BlockGrid grid = grid_of(blocks_of(maze));
    Neighbor open[Maze::kMaxNeighbors];
    for (RoomId room = 0; room < topology->cell_count(); ++room)
      CHECK(grid.mask.rooms[room] == (maze.open_neighbors(room, open) > 0));
    const Maze back = drawn_maze(grid, topology_of(grid));
    CHECK(back.passage_count() == maze.passage_count());
    // Carved anew inside that outline, the rock stays out of the maze.
    CHECK(is_perfect(carve(topology_of(grid), "kruskal", seed)));
  }
}

TEST_CASE("I and O mark the ends, once each and only in rooms",
          "[maze][blocks]") {
  const BlockGrid grid = grid_of("@@@@@@@\n@O  #I@\n@@@@@@@\n");
  CHECK(grid.entrance == RoomId{2});
  CHECK(grid.exit == RoomId{0});
  CHECK(grid.open_east == std::vector<bool>{true, false, false});
  std::string error;
  CHECK_FALSE(parse_blocks("@@@@@\n@I I@\n@@@@@\n", "test", &error));
  CHECK_THAT(error, Catch::Contains("test:2:") &&
                        Catch::Contains("second I in column 4"));
  CHECK_FALSE(parse_blocks("@@@@@\n@ I @\n@@@@@\n", "test", &error));
  CHECK_THAT(error, Catch::Contains("test:2:") &&
                        Catch::Contains("only where one goes"));
}
