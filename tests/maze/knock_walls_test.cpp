#include "maze/solve.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("knock-walls connects the entrance and the exit on any topology",
          "[maze][knock-walls]") {
  const TopologyPtr topology =
      GENERATE(rectangle(1, 1), rectangle(1, 12), rectangle(12, 1),
               rectangle(2, 2), rectangle(30, 20), rectangle(5, 4, 3),
               holed(11, 9), dodecahedron(), random_graph(50, 30, 4));
  const std::uint64_t seed = GENERATE(range(1, 21));
  const Maze maze = carve(topology, "knock-walls", seed);
  CAPTURE(topology->width(), topology->height(), seed);
  CHECK(passages_valid(maze));
  CHECK_FALSE(solve(maze).empty());
}

// It stops at the wall that joins them: closing that wall again separates
// the entrance from the exit. Which wall it was is unknown, but it is one
// of the solution's passages, so some passage on every shortest path must
// be a bridge between them.
TEST_CASE("knock-walls stops as soon as the entrance meets the exit",
          "[maze][knock-walls]") {
  const std::uint64_t seed = GENERATE(range(1, 11));
  const Maze maze = carve(rectangle(15, 12), "knock-walls", seed);
  const std::vector<RoomId> path = solve(maze);
  REQUIRE(path.size() >= 2);
  bool has_bridge = false;
  for (std::size_t i = 0; i + 1 < path.size() && !has_bridge; ++i) {
    Maze cut = maze;
    const auto d = maze.topology().direction_between(path[i], path[i + 1]);
    cut.close(maze.topology().grid_edge(path[i], *d));
    has_bridge = solve(cut).empty();
  }
  CAPTURE(seed);
  CHECK(has_bridge);
  CHECK(maze.passage_count() < maze.topology().edge_slot_count());
}

TEST_CASE("knock-walls ends when the exit can never be reached",
          "[maze][knock-walls]") {
  // Two triangles with no edge between them: every wall gets knocked down.
  RoomGraph graph;
  graph.room_count = 6;
  graph.edges = {{0, 1}, {1, 2}, {2, 0}, {3, 4}, {4, 5}, {5, 3}};
  const Maze maze =
      carve(std::make_shared<const Topology>(Topology::graph(graph)),
            "knock-walls", 1);
  CHECK(maze.passage_count() == 6);
  CHECK(solve(maze).empty());
}

TEST_CASE("knock-walls is deterministic and leaves loops",
          "[maze][knock-walls]") {
  const Maze a = carve(rectangle(40, 40), "knock-walls", 5);
  const Maze b = carve(rectangle(40, 40), "knock-walls", 5);
  for (EdgeId e = 0; e < a.topology().edge_slot_count(); ++e)
    REQUIRE(a.is_open(e) == b.is_open(e));
  CHECK(a.passage_count() > a.topology().room_count());
}
