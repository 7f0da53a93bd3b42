#include "maze/generators/neighborhood.hpp"

namespace wumpus::maze {

Neighborhood::Neighborhood(const Topology& topology)
    : topology_(topology),
      grid_(topology.is_grid()),
      masked_(topology.has_mask()),
      width_(topology.width()),
      height_(topology.height()),
      levels_(topology.levels()),
      area_(topology.width() * topology.height()),
      width_reciprocal_(reciprocal(width_)),
      area_reciprocal_(reciprocal(area_)) {}

std::vector<bool> reachable_rooms(const Neighborhood& neighborhood,
                                  RoomId start, std::uint32_t* count) {
  std::vector<bool> reached(neighborhood.topology().cell_count(), false);
  std::vector<RoomId> stack{start};
  reached[start] = true;
  std::uint32_t total = 1;
  Neighbor around[Maze::kMaxNeighbors];
  while (!stack.empty()) {
    const RoomId room = stack.back();
    stack.pop_back();
    const int n = neighborhood(room, around);
    for (int i = 0; i < n; ++i) {
      if (reached[around[i].room]) continue;
      reached[around[i].room] = true;
      ++total;
      stack.push_back(around[i].room);
    }
  }
  *count = total;
  return reached;
}

}  // namespace wumpus::maze
