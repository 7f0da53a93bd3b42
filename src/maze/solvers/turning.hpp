// What the wall followers and Pledge see in a room: the open passages and
// the angle each leaves at, and which one a hand on the wall picks.
#pragma once

#include "maze/generators/neighborhood.hpp"
#include "maze/maze.hpp"

namespace wumpus::maze {

struct Way {
  RoomId room;
  double angle;  // radians, y downwards: larger is clockwise
};

enum class Hand { Left, Right };

// The open passages out of `room` with their angles.
int open_ways(const Maze& maze, const Neighborhood& around, RoomId room,
              Way* out);

// The turn from `heading` to `angle`, in (-pi, pi]: negative is to the left.
double turn_between(double heading, double angle);

// The way a hand on the wall takes, walking along `heading`: the first
// way turning from that hand's side round to straight back (a U-turn last).
int pick_by_hand(const Way* ways, int count, double heading, Hand hand);

// A walk with a hand on the wall from the entrance, until the exit, or
// until it walked every passage both ways (it is going round in circles).
struct WallWalk {
  std::vector<RoomId> rooms;
  bool reached = false;
};
WallWalk follow_wall(const Maze& maze, Hand hand);

}  // namespace wumpus::maze
