// The walls of a grid maze as a drawing sees them: wall segments on the
// lines between cells, the corners where they meet, the entrance and exit
// openings in the outer wall, and what each cell is marked with. Shared by
// the text and SVG renderers so they draw exactly the same walls.
#pragma once

#include "maze/maze.hpp"

#include <optional>
#include <vector>

namespace wumpus::maze {

// Which wall segments meet at a corner, as bits (the corner glyph index).
enum CornerArm : unsigned {
  kArmUp = 1,
  kArmRight = 2,
  kArmDown = 4,
  kArmLeft = 8,
};

// What lies on the line between two cells: nothing, a wall, or a wall
// with a woven passage running under it (drawn dotted or dashed).
enum WallKind : char { kNoWall = 0, kSolidWall = 1, kTunnelWall = 2 };

class WallGrid {
 public:
  // `solution` may be null (nothing marked on the cells).
  WallGrid(const Maze& maze, const std::vector<RoomId>* solution);

  std::uint32_t width() const { return width_; }
  std::uint32_t height() const { return height_; }
  std::uint32_t levels() const { return topology_.levels(); }

  bool is_room(std::uint32_t x, std::uint32_t y, std::uint32_t z) const {
    return x < width_ && y < height_ &&
           topology_.is_room(topology_.cell(x, y, z));
  }

  // The wall on the north side of cell (x, y); y == height() is the south
  // side of the last row. No wall between two holes, or where the entrance
  // or exit opens to the outside; a wrapped side is open where a passage
  // wraps.
  WallKind horizontal_wall(std::uint32_t x, std::uint32_t y,
                           std::uint32_t z) const;
  // The wall on the west side of cell (x, y); x == width() is the east side
  // of the last column.
  WallKind vertical_wall(std::uint32_t x, std::uint32_t y,
                         std::uint32_t z) const;

  // '*' on the solution; 'I' and 'O' for an entrance or exit that could not
  // open to the outside (no side without a neighbour); otherwise ' '.
  char mark(RoomId room) const;
  // 'u' or 'd' for an open passage up or down, 'x' for both, else ' '.
  char level_mark(RoomId room) const;

 private:
  // Between room a and the next room b (east or south, by `edge`): open,
  // a wall, or a wall a tunnel passes under (one under a, from the room
  // before a, or one under b, from a).
  WallKind between(RoomId a, EdgeId edge, int tunnel_slot,
                   RoomId before_a) const;

  const Maze& maze_;
  const Topology& topology_;
  std::uint32_t width_, height_;
  // Whether `room` is the entrance or the exit and opens towards `side`.
  bool opens(RoomId room, Direction side) const;

  // The side the entrance and the exit open on: the first of their
  // preferences with no room beyond it (nor a wrapped side), if any.
  std::optional<Direction> entrance_side_, exit_side_;
  std::vector<bool> on_solution_;
};

}  // namespace wumpus::maze
