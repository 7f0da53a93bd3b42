#include "maze/stats.hpp"

#include "maze/solve.hpp"

#include <algorithm>

namespace wumpus::maze {
namespace {

// The reached room farthest from where `distance` was measured from.
RoomId farthest(const std::vector<std::uint32_t>& distance) {
  RoomId best = kNoRoom;
  std::uint32_t best_distance = 0;
  for (RoomId room = 0; room < distance.size(); ++room) {
    if (distance[room] == kUnreached) continue;
    if (best == kNoRoom || distance[room] > best_distance) {
      best = room;
      best_distance = distance[room];
    }
  }
  return best;
}

std::uint32_t eccentricity(const Maze& maze, RoomId room) {
  const std::vector<std::uint32_t> distance = distances_from(maze, room);
  return distance[farthest(distance)];
}

// Counts rooms by open degree; returns the open degrees summed over the
// rooms `reached` marks, which is twice the passages of that region.
std::uint64_t census(const Maze& maze,
                     const std::vector<std::uint32_t>& reached,
                     MazeStats& stats) {
  const Topology& topology = maze.topology();
  const Neighborhood around(topology);
  std::uint64_t region_degrees = 0;
  Neighbor open[Maze::kMaxNeighbors];
  for (RoomId room = 0; room < topology.cell_count(); ++room) {
    if (!topology.is_room(room)) continue;
    const int degree = open_neighbors(maze, around, room, open);
    if (reached[room] != kUnreached) region_degrees += degree;
    if (degree == 0)
      ++stats.isolated;
    else if (degree == 1)
      ++stats.dead_ends;
    else if (degree >= 3)
      ++stats.junctions;
    else if (!stats.corridor_shapes)
      ++stats.corridors;
    // Opposite grid neighbours lie at room - k and room + k.
    else if (std::uint64_t{open[0].room} + open[1].room == 2ull * room)
      ++stats.straight_corridors;
    else
      ++stats.turning_corridors;
  }
  stats.corridors += stats.straight_corridors + stats.turning_corridors;
  return region_degrees;
}

}  // namespace

MazeStats measure(const Maze& maze, const std::vector<RoomId>& solution) {
  const Topology& topology = maze.topology();
  MazeStats stats;
  stats.rooms = topology.room_count();
  stats.passages = maze.passage_count();
  stats.corridor_shapes = topology.is_plain_grid();
  if (!solution.empty()) {
    stats.solution_length = solution.size() - 1;
    stats.solution_percent = 100.0 * solution.size() / stats.rooms;
  }
  if (!topology.is_room(maze.entrance)) return stats;

  RoomId start;
  std::uint64_t region_rooms = 0, region_degrees = 0;
  {
    const auto from_entrance = distances_from(maze, maze.entrance);
    region_degrees = census(maze, from_entrance, stats);
    region_rooms = static_cast<std::uint64_t>(
        std::count_if(from_entrance.begin(), from_entrance.end(),
                      [](std::uint32_t d) { return d != kUnreached; }));
    start = farthest(from_entrance);
  }  // freed before the next sweep, to keep peak memory at two arrays
  stats.dead_end_percent = 100.0 * stats.dead_ends / stats.rooms;

  const bool tree = region_degrees / 2 + 1 == region_rooms;
  if (!tree && region_rooms <= kExactDiameterRooms) {
    const auto region = distances_from(maze, maze.entrance);
    for (RoomId room = 0; room < region.size(); ++room)
      if (region[room] != kUnreached)
        stats.diameter =
            std::max<std::uint64_t>(stats.diameter, eccentricity(maze, room));
    stats.diameter_exact = true;
  } else {
    stats.diameter = eccentricity(maze, start);
    stats.diameter_exact = tree;
  }
  return stats;
}

}  // namespace wumpus::maze
