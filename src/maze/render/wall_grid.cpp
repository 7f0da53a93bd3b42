#include "maze/render/wall_grid.hpp"

namespace wumpus::maze {

WallGrid::WallGrid(const Maze& maze, const std::vector<RoomId>* solution)
    : maze_(maze),
      topology_(maze.topology()),
      width_(topology_.width()),
      height_(topology_.height()),
      // Not through a wrapped side, where the maze goes on.
      entrance_opens_(
          maze.entrance != kNoRoom && !(topology_.wrap() & kWrapY) &&
          topology_.step(maze.entrance, Direction::North) == kNoRoom),
      exit_opens_(maze.exit != kNoRoom && !(topology_.wrap() & kWrapY) &&
                  topology_.step(maze.exit, Direction::South) == kNoRoom) {
  if (!solution) return;
  on_solution_.assign(topology_.cell_count(), false);
  for (RoomId room : *solution) on_solution_[room] = true;
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
    return entrance_opens_ && maze_.entrance == topology_.cell(x, y, z)
               ? kNoWall
               : kSolidWall;
  if (above)
    return exit_opens_ && maze_.exit == topology_.cell(x, y - 1, z)
               ? kNoWall
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
  return right || left ? kSolidWall : kNoWall;
}

char WallGrid::mark(RoomId room) const {
  if (room == maze_.entrance && !entrance_opens_) return 'I';
  if (room == maze_.exit && !exit_opens_) return 'O';
  if (!on_solution_.empty() && on_solution_[room]) return '*';
  return ' ';
}

char WallGrid::level_mark(RoomId room) const {
  const bool up = maze_.is_open(room, Direction::Up);
  const bool down = maze_.is_open(room, Direction::Down);
  return up && down ? 'x' : up ? 'u' : down ? 'd' : ' ';
}

}  // namespace wumpus::maze
