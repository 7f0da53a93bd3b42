#include "maze/stats.hpp"
#include "maze/braid.hpp"
#include "maze/solve.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

Maze closed_grid(std::uint32_t width, std::uint32_t height) {
  return Maze(std::make_shared<const Topology>(Topology::grid(width, height)));
}

void open_wall(Maze& maze, std::uint32_t x, std::uint32_t y, Direction d) {
  maze.open(maze.topology().grid_edge(maze.topology().cell(x, y), d));
}

// The largest eccentricity over the entrance's region, one BFS a room.
std::uint64_t brute_force_diameter(const Maze& maze) {
  const auto region = distances_from(maze, maze.entrance);
  std::uint64_t diameter = 0;
  for (RoomId room = 0; room < region.size(); ++room) {
    if (region[room] == kUnreached) continue;
    for (std::uint32_t d : distances_from(maze, room))
      if (d != kUnreached) diameter = std::max<std::uint64_t>(diameter, d);
  }
  return diameter;
}

}  // namespace

TEST_CASE("stats of a straight corridor", "[maze][stats]") {
  Maze maze = closed_grid(3, 1);
  open_wall(maze, 0, 0, Direction::East);
  open_wall(maze, 1, 0, Direction::East);
  const MazeStats stats = measure(maze, solve(maze));
  CHECK(stats.rooms == 3);
  CHECK(stats.passages == 2);
  CHECK(stats.dead_ends == 2);
  CHECK(stats.dead_end_percent == Approx(200.0 / 3));
  CHECK(stats.junctions == 0);
  CHECK(stats.corridors == 1);
  CHECK(stats.straight_corridors == 1);
  CHECK(stats.turning_corridors == 0);
  CHECK(stats.solution_length == 2);
  CHECK(stats.solution_percent == Approx(100.0));
  CHECK(stats.diameter == 2);
  CHECK(stats.diameter_exact);
}

TEST_CASE("stats of a plus sign with closed-off corners", "[maze][stats]") {
  Maze maze = closed_grid(3, 3);
  for (Direction d :
       {Direction::North, Direction::East, Direction::South, Direction::West})
    open_wall(maze, 1, 1, d);
  maze.entrance = maze.topology().cell(1, 0);
  maze.exit = maze.topology().cell(2, 1);
  const MazeStats stats = measure(maze, solve(maze));
  CHECK(stats.rooms == 9);
  CHECK(stats.passages == 4);
  CHECK(stats.dead_ends == 4);
  CHECK(stats.junctions == 1);
  CHECK(stats.isolated == 4);
  CHECK(stats.corridors == 0);
  CHECK(stats.solution_length == 2);
  CHECK(stats.solution_percent == Approx(100.0 * 3 / 9));
  CHECK(stats.diameter == 2);  // arm to arm through the centre
  CHECK(stats.diameter_exact);
}

TEST_CASE("stats of a loop count turns and an exact diameter",
          "[maze][stats]") {
  Maze maze = closed_grid(2, 2);
  open_wall(maze, 0, 0, Direction::East);
  open_wall(maze, 0, 0, Direction::South);
  open_wall(maze, 1, 0, Direction::South);
  open_wall(maze, 0, 1, Direction::East);
  const MazeStats stats = measure(maze, solve(maze));
  CHECK(stats.passages == 4);
  CHECK(stats.dead_ends == 0);
  CHECK(stats.turning_corridors == 4);
  CHECK(stats.straight_corridors == 0);
  CHECK(stats.solution_length == 2);
  CHECK(stats.diameter == 2);
  CHECK(stats.diameter_exact);  // small: a BFS from every room
}

TEST_CASE("stats with no solution", "[maze][stats]") {
  const MazeStats stats = measure(closed_grid(4, 4), {});
  CHECK(stats.isolated == 16);
  CHECK(stats.solution_length == 0);
  CHECK(stats.solution_percent == 0);
  CHECK(stats.diameter == 0);
}

TEST_CASE("stats of a room graph count corridors without shapes",
          "[maze][stats]") {
  // A triangle 0-1-2 with a tail 2-3-4.
  RoomGraph graph;
  graph.room_count = 5;
  graph.edges = {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}};
  Maze maze(std::make_shared<const Topology>(Topology::graph(graph)));
  maze.open_all();
  const MazeStats stats = measure(maze, solve(maze));
  CHECK_FALSE(stats.corridor_shapes);
  CHECK(stats.corridors == 3);  // rooms 0, 1 and 3
  CHECK(stats.straight_corridors == 0);
  CHECK(stats.junctions == 1);
  CHECK(stats.dead_ends == 1);
  CHECK(stats.solution_length == 3);  // 0-2-3-4
  CHECK(stats.diameter == 3);
  CHECK(stats.diameter_exact);
}

TEST_CASE("stats diameter of large mazes: exact on trees, a bound otherwise",
          "[maze][stats]") {
  Maze maze = carve(rectangle(51, 50), "backtracker", 4);
  REQUIRE(maze.topology().room_count() > kExactDiameterRooms);
  const MazeStats tree = measure(maze, solve(maze));
  CHECK(tree.diameter_exact);
  CHECK(tree.diameter == brute_force_diameter(maze));
  CHECK(tree.solution_percent ==
        Approx(100.0 * (tree.solution_length + 1) / 2550));

  Random random(4);
  braid(maze, 0.5, random);
  const MazeStats braided = measure(maze, solve(maze));
  CHECK_FALSE(braided.diameter_exact);
  const auto from_entrance = distances_from(maze, maze.entrance);
  CHECK(braided.diameter >=
        *std::max_element(from_entrance.begin(), from_entrance.end()));
  CHECK(braided.diameter <= brute_force_diameter(maze));
}
