// Where rooms lie in the plane, one unit between neighbouring rooms: the
// SVG drawing places rooms here, and the wall followers order a room's
// neighbours by the angle they lie at.
#pragma once

#include "maze/topology.hpp"

namespace wumpus::maze {

struct Point {
  double x = 0, y = 0;  // y grows downwards, as on a screen
};

// The centre of a grid room (any shape; levels are drawn on top of each
// other); room graphs have no geometry and give {0, 0}.
Point room_centre(const Topology& topology, RoomId room);

// The smallest box from {0, 0} that holds every room's centre.
Point extent(const Topology& topology);

// The angle from `from` towards `to`, in radians (atan2; with y growing
// downwards, a larger angle lies clockwise).
double angle_towards(Point from, Point to);

}  // namespace wumpus::maze
