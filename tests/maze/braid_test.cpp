#include "maze/braid.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("braid(1) leaves no dead end on grids of 2x2 and more",
          "[maze][braid]") {
  const auto [width, height, levels] =
      GENERATE(table<std::uint32_t, std::uint32_t, std::uint32_t>(
          {{2, 2, 1}, {3, 2, 1}, {9, 9, 1}, {20, 13, 1}, {4, 3, 3}}));
  const std::uint64_t seed = GENERATE(range(1, 9));
  Maze maze = carve(rectangle(width, height, levels), "backtracker", seed);
  const std::uint64_t before = maze.passage_count();
  Random random(seed);
  braid(maze, 1.0, random);
  CAPTURE(width, height, levels, seed);
  CHECK(dead_ends(maze) == 0);
  CHECK(maze.passage_count() > before);
  CHECK(passages_valid(maze));
}

// Opening a wall between two dead ends removes both, so braiding a maze
// with neighbouring dead ends opens fewer walls than it had dead ends.
// (A backtracker never leaves two dead ends side by side; a binary tree
// does.)
TEST_CASE("braid prefers walls to other dead ends", "[maze][braid]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  Maze maze = carve(rectangle(20, 20), "binary-tree", seed);
  const std::uint64_t before = maze.passage_count();
  const std::uint64_t dead_before = dead_ends(maze);
  Random random(seed);
  braid(maze, 1.0, random);
  CHECK(maze.passage_count() - before < dead_before);
}

// The ends of a corridor have no second neighbour to open towards, so no
// braiding can remove them.
TEST_CASE("braid(1) keeps the two ends of a 1xN corridor", "[maze][braid]") {
  const std::uint32_t length = GENERATE(2u, 3u, 10u);
  Maze maze = carve(rectangle(1, length), "backtracker", 4);
  Random random(4);
  braid(maze, 1.0, random);
  CHECK(dead_ends(maze) == 2);
  CHECK(maze.passage_count() == length - 1);
}

TEST_CASE("braid(1) on a room graph keeps only dead ends with one neighbour",
          "[maze][braid]") {
  // A ring of 12 rooms with chords, and room 12 hanging off room 0.
  RoomGraph graph;
  graph.room_count = 13;
  for (RoomId r = 0; r < 12; ++r) graph.edges.push_back({r, (r + 1) % 12});
  for (RoomId r = 0; r < 6; ++r) graph.edges.push_back({r, r + 6});
  graph.edges.push_back({0, 12});
  const std::uint64_t seed = GENERATE(range(1, 11));
  Maze maze = carve(std::make_shared<const Topology>(Topology::graph(graph)),
                    "backtracker", seed);
  Random random(seed);
  braid(maze, 1.0, random);
  CAPTURE(seed);
  CHECK(dead_ends(maze) == 1);
  Neighbor open[Maze::kMaxNeighbors];
  CHECK(maze.open_neighbors(12, open) == 1);
}

TEST_CASE("braid(0) changes nothing", "[maze][braid]") {
  const Maze original = carve(rectangle(15, 15), "backtracker", 2);
  Maze maze = original;
  Random random(2);
  braid(maze, 0.0, random);
  CHECK(same_passages(maze, original));
}

TEST_CASE("braid(0.5) removes half the dead ends", "[maze][braid]") {
  const std::uint64_t seed = GENERATE(range(1, 11));
  const double fraction = GENERATE(0.25, 0.5, 0.75);
  Maze maze = carve(rectangle(30, 30), "backtracker", seed);
  const std::int64_t before = dead_ends(maze);
  Random random(seed);
  braid(maze, fraction, random);
  const std::int64_t removed = before - dead_ends(maze);
  const auto target = std::llround(fraction * static_cast<double>(before));
  CAPTURE(seed, fraction, before);
  // One more when the last wall opened joined two dead ends.
  CHECK(removed >= target);
  CHECK(removed <= target + 1);
}

TEST_CASE("braid keeps a maze connected and is deterministic",
          "[maze][braid]") {
  Maze a = carve(holed(25, 18), "backtracker", 8);
  Maze b = a;
  Random random_a(3), random_b(3);
  braid(a, 0.6, random_a);
  braid(b, 0.6, random_b);
  CHECK(same_passages(a, b));
  CHECK(is_connected(a));
  CHECK(passages_valid(a));
}
