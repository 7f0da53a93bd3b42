// Pledge: walk straight on in one chosen heading; at a wall, follow it with
// the left hand, adding up the turns, and leave it when they add up to
// zero again (heading the chosen way). Unlike a plain wall follower it
// cannot circle an island for ever. The heading is the grid direction
// nearest the exit as seen from the entrance. It is made for exits on the
// outer wall; a walk that takes longer than eight times the passages is
// reported as no solution.
#include "maze/geometry.hpp"
#include "maze/solvers/solvers.hpp"
#include "maze/solvers/turning.hpp"

#include <cmath>

namespace wumpus::maze {
namespace {

constexpr double kStraight = 1e-6;  // radians: a turn this small is none

// Of the directions of the entrance's neighbours (open or not), the one
// closest to the exit's direction.
double chosen_heading(const Maze& maze) {
  const Topology& topology = maze.topology();
  const Point entrance = room_centre(topology, maze.entrance);
  const double towards_exit =
      angle_towards(entrance, room_centre(topology, maze.exit));
  Neighbor all[Maze::kMaxNeighbors];
  const int n = topology.neighbors(maze.entrance, all);
  double best = towards_exit, best_turn = 10;
  for (int i = 0; i < n; ++i) {
    const double angle =
        angle_towards(entrance, room_centre(topology, all[i].room));
    const double turn = std::abs(turn_between(towards_exit, angle));
    if (turn < best_turn) {
      best = angle;
      best_turn = turn;
    }
  }
  return best;
}

}  // namespace

SolverRun solve_pledge(const Maze& maze) {
  const Topology& topology = maze.topology();
  SolverRun run;
  if (!topology.is_room(maze.entrance)) return run;
  const Neighborhood around(topology);
  const double chosen = chosen_heading(maze);
  const std::uint64_t limit = 8 * maze.passage_count() + 1;
  double heading = chosen, turned = 0;
  bool following = false;
  RoomId room = maze.entrance;
  run.walk.push_back(room);
  Way ways[Maze::kMaxNeighbors];
  while (room != maze.exit && run.walk.size() <= limit) {
    const int n = open_ways(maze, around, room, ways);
    if (n == 0) break;
    int pick = -1;
    if (!following)
      for (int i = 0; i < n && pick < 0; ++i)
        if (std::abs(turn_between(heading, ways[i].angle)) < kStraight)
          pick = i;
    if (pick < 0) {
      following = true;
      pick = pick_by_hand(ways, n, heading, Hand::Left);
      turned += turn_between(heading, ways[pick].angle);
    }
    room = ways[pick].room;
    heading = ways[pick].angle;
    run.walk.push_back(room);
    if (following && std::abs(turned) < kStraight) {
      following = false;
      turned = 0;
      heading = chosen;
    }
  }
  run.rooms_visited = distinct_rooms(run.walk, topology.cell_count());
  if (room == maze.exit)
    run.solution = erase_loops(run.walk, topology.cell_count());
  return run;
}

}  // namespace wumpus::maze
