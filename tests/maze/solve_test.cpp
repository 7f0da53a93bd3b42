#include "maze/solve.hpp"
#include "maze/braid.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <deque>
#include <set>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// Distance from `from` to `to` the slow, obvious way: breadth-first over
// explicit edge checks, sharing nothing with solve().
int brute_force_distance(const Maze& maze, RoomId from, RoomId to) {
  const Topology& topology = maze.topology();
  std::vector<int> distance(topology.cell_count(), -1);
  std::deque<RoomId> queue{from};
  distance[from] = 0;
  while (!queue.empty()) {
    const RoomId room = queue.front();
    queue.pop_front();
    for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge) {
      if (!topology.edge_exists(edge) || !maze.is_open(edge)) continue;
      auto [a, b] = topology.edge_rooms(edge);
      if (b == room) std::swap(a, b);
      if (a != room || distance[b] >= 0) continue;
      distance[b] = distance[room] + 1;
      queue.push_back(b);
    }
  }
  return distance[to];
}

// Is `path` a walk from the entrance to the exit through open passages,
// visiting no room twice?
bool is_open_path(const Maze& maze, const std::vector<RoomId>& path) {
  if (path.empty() || path.front() != maze.entrance || path.back() != maze.exit)
    return false;
  if (std::set<RoomId>(path.begin(), path.end()).size() != path.size())
    return false;
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    Neighbor open[Maze::kMaxNeighbors];
    const int n = maze.open_neighbors(path[i], open);
    bool joined = false;
    for (int k = 0; k < n; ++k) joined |= open[k].room == path[i + 1];
    if (!joined) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("solve finds the one path of a perfect maze", "[maze][solve]") {
  const char* algorithm = GENERATE("backtracker", "eller", "binary-tree");
  const auto [width, height] = GENERATE(table<std::uint32_t, std::uint32_t>(
      {{1, 1}, {1, 9}, {9, 1}, {6, 7}, {12, 12}}));
  const std::uint64_t seed = GENERATE(range(1, 5));
  const Maze maze = carve(rectangle(width, height), algorithm, seed);
  const std::vector<RoomId> path = solve(maze);
  CAPTURE(algorithm, width, height, seed);
  CHECK(is_open_path(maze, path));
  // A tree has one simple path between two rooms, so a simple open path is
  // that one; its length must also be the true distance.
  CHECK(static_cast<int>(path.size()) - 1 ==
        brute_force_distance(maze, maze.entrance, maze.exit));
}

TEST_CASE("solve finds a shortest path of a braided maze", "[maze][solve]") {
  const std::uint64_t seed = GENERATE(range(1, 11));
  const double fraction = GENERATE(0.3, 1.0);
  Maze maze = carve(rectangle(14, 11), "backtracker", seed);
  Random random(seed);
  braid(maze, fraction, random);
  const std::vector<RoomId> path = solve(maze);
  CAPTURE(seed, fraction);
  CHECK(is_open_path(maze, path));
  CHECK(static_cast<int>(path.size()) - 1 ==
        brute_force_distance(maze, maze.entrance, maze.exit));
}

TEST_CASE("solve follows entrance and exit wherever they are",
          "[maze][solve]") {
  Maze maze = carve(rectangle(8, 8), "backtracker", 5);
  maze.entrance = maze.topology().cell(3, 4);
  maze.exit = maze.topology().cell(6, 1);
  const std::vector<RoomId> path = solve(maze);
  CHECK(is_open_path(maze, path));
  maze.exit = maze.entrance;
  CHECK(solve(maze) == std::vector<RoomId>{maze.entrance});
}

TEST_CASE("solve returns no path when the exit cannot be reached",
          "[maze][solve]") {
  Maze maze(std::make_shared<const Topology>(Topology::grid(3, 3)));
  CHECK(solve(maze).empty());  // all walls closed
  maze.open(maze.topology().grid_edge(0, Direction::East));
  CHECK(solve(maze).empty());
  maze.exit = kNoRoom;
  CHECK(solve(maze).empty());
}

TEST_CASE("solve works on levels, masks and room graphs", "[maze][solve]") {
  const TopologyPtr topology =
      GENERATE(rectangle(4, 3, 3), holed(9, 7), dodecahedron());
  const Maze maze = carve(topology, "backtracker", 9);
  const std::vector<RoomId> path = solve(maze);
  CHECK(is_open_path(maze, path));
  CHECK(static_cast<int>(path.size()) - 1 ==
        brute_force_distance(maze, maze.entrance, maze.exit));
}
