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

int straight_way(const Way* ways, int count, double heading) {
  for (int i = 0; i < count; ++i)
    if (std::abs(turn_between(heading, ways[i].angle)) < kNoTurn) return i;
  return -1;
}

int pick_turning_away(const Way* ways, int count, double heading, Hand hand,
                      double* turned) {
  int best = -1;
  double best_key = 0;
  for (int i = 0; i < count; ++i) {
    // How far round from straight on, away from the hand.
    const double key = hand == Hand::Left
                           ? positive_turn(ways[i].angle - heading)
                           : positive_turn(heading - ways[i].angle);
    if (best < 0 || key < best_key) {
      best = i;
      best_key = key;
    }
  }
  if (turned) *turned = hand == Hand::Left ? best_key : -best_key;
  return best;
}

bool keeps_headings(const Topology& topology) {
  const Shape shape = topology.shape();
  return shape == Shape::Square || shape == Shape::Hex || shape == Shape::Zeta;
}

double nearest_heading(const Topology& topology, RoomId room, double angle) {
  const Point here = room_centre(topology, room);
  Neighbor all[Maze::kMaxNeighbors];
  const int n = topology.neighbors(room, all);
  double best = angle, best_turn = 10;
  for (int i = 0; i < n; ++i) {
    const double heading =
        angle_towards(here, room_centre(topology, all[i].room));
    const double turn = std::abs(turn_between(angle, heading));
    if (turn < best_turn) {
      best = heading;
      best_turn = turn;
    }
  }
  return best;
}

WallWalk follow_wall(const Maze& maze, Hand hand) {
  WallWalk walk;
  const Topology& topology = maze.topology();
  if (!topology.is_room(maze.entrance)) return walk;
  const Neighborhood around(topology);
  // Each passage walked once each way is a full circuit of the wall; the
  // straight walk to the first wall crosses each room at most once.
  const std::uint64_t limit =
      2 * maze.passage_count() + topology.cell_count() + 1;
  RoomId room = maze.entrance;
  double heading = keeps_headings(topology)
                       ? nearest_heading(topology, room, kEnteringHeading)
                       : kEnteringHeading;
  walk.rooms.push_back(room);
  Way ways[Maze::kMaxNeighbors];
  const int first = open_ways(maze, around, room, ways);
  bool on_wall = !keeps_headings(topology) ||
                 straight_way(ways, first, heading + std::numbers::pi) < 0;
  while (room != maze.exit && walk.rooms.size() <= limit) {
    const int n = open_ways(maze, around, room, ways);
    if (n == 0) break;
    int pick = on_wall ? pick_by_hand(ways, n, heading, hand)
                       : straight_way(ways, n, heading);
    if (pick < 0) {
      pick = pick_turning_away(ways, n, heading, hand);
      on_wall = true;
    }
    const Way next = ways[pick];
    room = next.room;
    heading = next.angle;
    walk.rooms.push_back(room);
  }
  walk.reached = room == maze.exit;
  return walk;
}

}  // namespace wumpus::maze
