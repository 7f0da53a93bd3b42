#include "maze/labyrinth.hpp"

#include "maze/solve.hpp"

#include <vector>

namespace wumpus::maze {
namespace {

std::shared_ptr<const Topology> doubled(const Topology& t) {
  const std::uint32_t w = 2 * t.width(), h = 2 * t.height();
  if (!t.has_mask())
    return std::make_shared<const Topology>(Topology::grid(w, h));
  Mask mask{w, h, std::vector<bool>(std::size_t{w} * h, false)};
  for (std::uint32_t y = 0; y < h; ++y)
    for (std::uint32_t x = 0; x < w; ++x)
      mask.rooms[std::size_t{y} * w + x] = t.is_room(t.cell(x / 2, y / 2));
  return std::make_shared<const Topology>(Topology::masked(mask));
}

}  // namespace

std::string_view unicursal_refusal(const Topology& topology) {
  if (!topology.is_plain_grid() || topology.levels() > 1)
    return "a labyrinth splits square rooms in four, on one level, neither "
           "wrapped nor woven";
  if (std::uint64_t{topology.cell_count()} * 4 > 0xffffffffu / 3)
    return "the labyrinth would have too many rooms";
  return {};
}

Maze unicursal(const Maze& maze) {
  const Topology& t = maze.topology();
  Maze out(doubled(t));
  const Topology& d = out.topology();
  // Room r's quarters: TL, TR, BL, BR at [2x,2y], [2x+1,2y], ...
  const auto quarter = [&](RoomId room, int dx, int dy) {
    return d.cell(2 * t.x_of(room) + dx, 2 * t.y_of(room) + dy);
  };
  for (RoomId room = 0; room < t.cell_count(); ++room) {
    if (!t.is_room(room)) continue;
    // Along a wall the walk stays inside the room; through a passage
    // its two lanes run side by side into the next room.
    if (!maze.is_open(room, Direction::North))
      out.open(d.grid_edge(quarter(room, 0, 0), Direction::East));
    if (!maze.is_open(room, Direction::South))
      out.open(d.grid_edge(quarter(room, 0, 1), Direction::East));
    if (!maze.is_open(room, Direction::West))
      out.open(d.grid_edge(quarter(room, 0, 0), Direction::South));
    if (!maze.is_open(room, Direction::East))
      out.open(d.grid_edge(quarter(room, 1, 0), Direction::South));
    if (maze.is_open(room, Direction::East)) {
      out.open(d.grid_edge(quarter(room, 1, 0), Direction::East));
      out.open(d.grid_edge(quarter(room, 1, 1), Direction::East));
    }
    if (maze.is_open(room, Direction::South)) {
      out.open(d.grid_edge(quarter(room, 0, 1), Direction::South));
      out.open(d.grid_edge(quarter(room, 1, 1), Direction::South));
    }
  }
  // The walk is one circuit; cut it at the entrance's top-left quarter,
  // whose first passage (along the north wall when it has one) is closed.
  out.entrance = quarter(maze.entrance, 0, 0);
  Neighbor ends[Maze::kMaxNeighbors];
  out.open_neighbors(out.entrance, ends);
  out.exit = ends[0].room;
  out.close(ends[0].edge);
  out.algorithm = maze.algorithm;
  out.seed = maze.seed;
  return out;
}

std::uint64_t cull_dead_ends(Maze& maze, std::uint32_t rounds) {
  const Topology& t = maze.topology();
  const Neighborhood around(t);
  std::uint64_t culled = 0;
  std::vector<Neighbor> dead;
  Neighbor open[Maze::kMaxNeighbors];
  for (std::uint32_t round = 0; round < rounds; ++round) {
    dead.clear();
    for (RoomId room = 0; room < t.cell_count(); ++room) {
      if (!t.is_room(room) || room == maze.entrance || room == maze.exit)
        continue;
      if (open_neighbors(maze, around, room, open) == 1)
        dead.push_back(open[0]);
    }
    if (dead.empty()) break;
    for (const Neighbor& passage : dead) maze.close(passage.edge);
    culled += dead.size();
  }
  return culled;
}

}  // namespace wumpus::maze
