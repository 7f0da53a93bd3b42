// Pledge, as Abelson and diSessa's Turtle Geometry gives it: walk straight
// on in one chosen heading; at a wall, turn right until a way is open (the
// wall now under the left hand) and follow the wall with that hand, adding
// up every turn, until the turns add up to zero again (heading the chosen
// way), then walk straight on once more. Unlike a plain wall follower it
// cannot circle an island for ever: from any room inside, it reaches an
// exit on the outer wall. The heading is the grid direction nearest the
// exit as seen from the entrance. A walk longer than eight times the
// passages (an exit inside, which Pledge is not made for) is reported as
// no solution.
#include "maze/geometry.hpp"
#include "maze/solvers/solvers.hpp"
#include "maze/solvers/turning.hpp"

#include <cmath>

namespace wumpus::maze {
SolverRun solve_pledge(const Maze& maze) {
  const Topology& topology = maze.topology();
  SolverRun run;
  if (!topology.is_room(maze.entrance)) return run;
  const Neighborhood around(topology);
  const double chosen =
      nearest_heading(topology, maze.entrance,
                      angle_towards(room_centre(topology, maze.entrance),
                                    room_centre(topology, maze.exit)));
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
    double turn = 0;
    if (following) {
      pick = pick_by_hand(ways, n, heading, Hand::Left);
      turn = turn_between(heading, ways[pick].angle);
      // A left turn that takes the sum past zero (120 degrees on hex, 90
      // or 135 on zeta) faces the chosen heading on its way round: there
      // the walker leaves the wall, as it would turning in the plane.
      if (turned > kNoTurn && turned + turn < -kNoTurn) {
        following = false;
        heading = chosen;
        turned = 0;
      }
    }
    if (!following) {
      turn = 0;
      pick = straight_way(ways, n, heading);
      if (pick < 0) {
        pick = pick_turning_away(ways, n, heading, Hand::Left, &turn);
        following = true;
      }
    }
    turned += turn;
    room = ways[pick].room;
    heading = ways[pick].angle;
    run.walk.push_back(room);
    if (following && std::abs(turned) < kNoTurn) {
      following = false;
      heading = chosen;
    }
  }
  run.rooms_visited = distinct_rooms(run.walk, topology.cell_count());
  if (room == maze.exit)
    run.solution = erase_loops(run.walk, topology.cell_count());
  return run;
}

}  // namespace wumpus::maze
