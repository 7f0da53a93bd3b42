#include "maze/render/wall_grid.hpp"

namespace wumpus::maze {

WallGrid::WallGrid(const Maze& maze, const std::vector<RoomId>* solution)
    : maze_(maze),
      topology_(maze.topology()),
      width_(topology_.width()),
      height_(topology_.height()),
      entrance_opens_(maze.entrance != kNoRoom &&
                      topology_.step(maze.entrance, Direction::North) ==
                          kNoRoom),
      exit_opens_(maze.exit != kNoRoom &&
                  topology_.step(maze.exit, Direction::South) == kNoRoom) {
  if (!solution) return;
  on_solution_.assign(topology_.cell_count(), false);
  for (RoomId room : *solution) on_solution_[room] = true;
}

bool WallGrid::horizontal_wall(std::uint32_t x, std::uint32_t y,
                               std::uint32_t z) const {
  const bool below = is_room(x, y, z);
  const bool above = y > 0 && is_room(x, y - 1, z);
  if (below && above)
    return !maze_.is_open(
        topology_.grid_edge(topology_.cell(x, y, z), Direction::North));
  if (below)
    return !(entrance_opens_ && maze_.entrance == topology_.cell(x, y, z));
  if (above) return !(exit_opens_ && maze_.exit == topology_.cell(x, y - 1, z));
  return false;
}

bool WallGrid::vertical_wall(std::uint32_t x, std::uint32_t y,
                             std::uint32_t z) const {
  const bool right = is_room(x, y, z);
  const bool left = x > 0 && is_room(x - 1, y, z);
  if (right && left)
    return !maze_.is_open(
        topology_.grid_edge(topology_.cell(x, y, z), Direction::West));
  return right || left;
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
