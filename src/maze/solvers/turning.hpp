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

// Radians: a turn (or a sum of turns) this small is none.
inline constexpr double kNoTurn = 1e-6;

// The turn from `heading` to `angle`, in (-pi, pi]: negative is to the left.
double turn_between(double heading, double angle);

// The way a hand on the wall takes, walking along `heading`: the first
// way turning from that hand's side round to straight back (a U-turn last).
int pick_by_hand(const Way* ways, int count, double heading, Hand hand);

// The way straight on along `heading`, or -1 when a wall is in the way.
int straight_way(const Way* ways, int count, double heading);

// The way a walker takes when a wall blocks its way ahead and its hand is
// on no wall yet: it turns away from that hand until a way is open, which
// puts the wall it met under its hand (the books' "turn right" for a left
// hand). `turned`, when given, gets the turn made, clockwise positive; it
// may pass straight back (up to three right angles on squares).
int pick_turning_away(const Way* ways, int count, double heading, Hand hand,
                      double* turned = nullptr);

// Whether every room's neighbours lie at the same few angles (square, hex
// and zeta rooms), so that a walker can keep a heading from room to room.
bool keeps_headings(const Topology& topology);

// Of the directions of `room`'s neighbours, open or not, the one nearest
// `angle`: the heading a walker can keep that comes closest to it.
double nearest_heading(const Topology& topology, RoomId room, double angle);

// A walk with a hand on the wall from the entrance, until the exit, or
// until it walked every passage both ways (it is going round in circles).
// It enters heading south, through the top wall; when the way behind it is
// an open passage there is no wall at its hand, and it walks straight on
// until it meets one (where rooms keep headings), as the books say, rather
// than circle the corner of four open rooms for ever.
struct WallWalk {
  std::vector<RoomId> rooms;
  bool reached = false;
};
WallWalk follow_wall(const Maze& maze, Hand hand);

}  // namespace wumpus::maze
