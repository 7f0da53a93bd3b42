#include "maze/render/wall_grid.hpp"

namespace wumpus::maze {

namespace {

// The entrance opens north, else west, east or south; the exit south,
// else east, west or north.
constexpr Direction kEntranceSides[] = {Direction::North, Direction::West,
                                        Direction::East, Direction::South};
constexpr Direction kExitSides[] = {Direction::South, Direction::East,
                                    Direction::West, Direction::North};

std::optional<Direction> opening_side(const Topology& topology, RoomId room,
                                      const Direction (&preferences)[4]) {
  if (room == kNoRoom) return std::nullopt;
  for (const Direction side : preferences) {
    // Not through a wrapped side, where the maze goes on.
    const bool vertical = side == Direction::North || side == Direction::South;
    if (topology.wrap() & (vertical ? kWrapY : kWrapX)) continue;
    if (topology.step(room, side) == kNoRoom) return side;
  }
  return std::nullopt;
}

}  // namespace

WallGrid::WallGrid(const Maze& maze, const std::vector<RoomId>* solution)
    : maze_(maze),
      topology_(maze.topology()),
      width_(topology_.width()),
      height_(topology_.height()),
      entrance_side_(opening_side(topology_, maze.entrance, kEntranceSides)),
      exit_side_(opening_side(topology_, maze.exit, kExitSides)) {
  if (!solution) return;
  on_solution_.assign(topology_.cell_count(), false);
  for (RoomId room : *solution) on_solution_[room] = true;
}

bool WallGrid::opens(RoomId room, Direction side) const {
  return (room == maze_.entrance && entrance_side_ == side) ||
         (room == maze_.exit && exit_side_ == side);
}

WallKind WallGrid::between(RoomId a, EdgeId edge, int tunnel_slot,
                           RoomId before_a) const {
  if (maze_.is_open(edge)) return kNoWall;
  if (!topology_.weave()) return kSolidWall;
  // A tunnel crosses this line when it runs under a or under b: from the
  // room before a to b, or from a to the room after b.
  const int slots = topology_.slots_per_room();
  const auto tunnel = [&](RoomId from) {
    const EdgeId t = from * slots + tunnel_slot;
    return from != kNoRoom && topology_.edge_exists(t) && maze_.is_open(t);
  };
  return tunnel(before_a) || tunnel(a) ? kTunnelWall : kSolidWall;
}

WallKind WallGrid::horizontal_wall(std::uint32_t x, std::uint32_t y,
                                   std::uint32_t z) const {
  const bool below = is_room(x, y, z);
  const bool above = y > 0 && is_room(x, y - 1, z);
  const bool wraps = topology_.wrap() & kWrapY;
  if (below && above) {
    const RoomId a = topology_.cell(x, y - 1, z);
    return between(a, topology_.grid_edge(a, Direction::South), 3,
                   y >= 2 ? a - width_ : kNoRoom);
  }
  if (wraps && (y == 0 || y == height_))
    return maze_.is_open(topology_.grid_edge(topology_.cell(x, height_ - 1, z),
                                             Direction::South))
               ? kNoWall
               : kSolidWall;
  if (below)
    return opens(topology_.cell(x, y, z), Direction::North) ? kNoWall
                                                            : kSolidWall;
  if (above)
    return opens(topology_.cell(x, y - 1, z), Direction::South) ? kNoWall
                                                                : kSolidWall;
  return kNoWall;
}

WallKind WallGrid::vertical_wall(std::uint32_t x, std::uint32_t y,
                                 std::uint32_t z) const {
  const bool right = is_room(x, y, z);
  const bool left = x > 0 && is_room(x - 1, y, z);
  if (right && left) {
    const RoomId a = topology_.cell(x - 1, y, z);
    return between(a, topology_.grid_edge(a, Direction::East), 2,
                   x >= 2 ? a - 1 : kNoRoom);
  }
  if ((topology_.wrap() & kWrapX) && (x == 0 || x == width_))
    return maze_.is_open(topology_.grid_edge(topology_.cell(width_ - 1, y, z),
                                             Direction::East))
               ? kNoWall
               : kSolidWall;
  if (right)
    return opens(topology_.cell(x, y, z), Direction::West) ? kNoWall
                                                           : kSolidWall;
  if (left)
    return opens(topology_.cell(x - 1, y, z), Direction::East) ? kNoWall
                                                               : kSolidWall;
  return kNoWall;
}

char WallGrid::mark(RoomId room) const {
  if (room == maze_.entrance && !entrance_side_) return 'I';
  if (room == maze_.exit && !exit_side_) return 'O';
  if (!on_solution_.empty() && on_solution_[room]) return '*';
  return ' ';
}

char WallGrid::level_mark(RoomId room) const {
  const bool up = maze_.is_open(room, Direction::Up);
  const bool down = maze_.is_open(room, Direction::Down);
  return up && down ? 'x' : up ? 'u' : down ? 'd' : ' ';
}

}  // namespace wumpus::maze
