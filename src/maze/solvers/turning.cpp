#include "maze/solvers/turning.hpp"

#include "maze/geometry.hpp"
#include "maze/solve.hpp"

#include <cmath>
#include <numbers>

namespace wumpus::maze {
namespace {

constexpr double kTau = 2 * std::numbers::pi;
// The heading a walker enters by: southwards, through the top wall.
constexpr double kEnteringHeading = std::numbers::pi / 2;

// `value` brought into (0, 2 pi]; within rounding of a full turn (either
// side of it) counts as a full turn, so straight back always comes last.
double positive_turn(double value) {
  value = std::fmod(value, kTau);
  if (value < 0) value += kTau;
  if (value <= 1e-9 || value >= kTau - 1e-9) return kTau;
  return value;
}

}  // namespace

int open_ways(const Maze& maze, const Neighborhood& around, RoomId room,
              Way* out) {
  Neighbor open[Maze::kMaxNeighbors];
  const int n = open_neighbors(maze, around, room, open);
  const Point here = room_centre(maze.topology(), room);
  for (int i = 0; i < n; ++i)
    out[i] = {open[i].room,
              angle_towards(here, room_centre(maze.topology(), open[i].room))};
  return n;
}

double turn_between(double heading, double angle) {
  return positive_turn(angle - heading + std::numbers::pi) - std::numbers::pi;
}

int pick_by_hand(const Way* ways, int count, double heading, Hand hand) {
  const double back = heading + std::numbers::pi;
  int best = -1;
  double best_key = 0;
  for (int i = 0; i < count; ++i) {
    // How far round from straight back, towards the hand's side first.
    const double key = hand == Hand::Left ? positive_turn(ways[i].angle - back)
                                          : positive_turn(back - ways[i].angle);
    if (best < 0 || key < best_key) {
      best = i;
      best_key = key;
    }
  }
  return best;
}

WallWalk follow_wall(const Maze& maze, Hand hand) {
  WallWalk walk;
  if (!maze.topology().is_room(maze.entrance)) return walk;
  const Neighborhood around(maze.topology());
  // Each passage walked once each way is a full circuit of the wall.
  const std::uint64_t limit = 2 * maze.passage_count() + 1;
  RoomId room = maze.entrance;
  double heading = kEnteringHeading;
  walk.rooms.push_back(room);
  Way ways[Maze::kMaxNeighbors];
  while (room != maze.exit && walk.rooms.size() <= limit) {
    const int n = open_ways(maze, around, room, ways);
    if (n == 0) break;
    const Way next = ways[pick_by_hand(ways, n, heading, hand)];
    room = next.room;
    heading = next.angle;
    walk.rooms.push_back(room);
  }
  walk.reached = room == maze.exit;
  return walk;
}

}  // namespace wumpus::maze
