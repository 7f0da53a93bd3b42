#include "maze/generators/neighborhood.hpp"

namespace wumpus::maze {

Neighborhood::Neighborhood(const Topology& topology)
    : topology_(topology),
      // Sealed walls take the topology's own look-up, which skips them.
      grid_(topology.is_plain_grid() && !topology.has_sealed_walls()),
      masked_(topology.has_mask()),
      width_(topology.width()),
      height_(topology.height()),
      levels_(topology.levels()),
      area_(topology.width() * topology.height()),
      width_divisor_(width_),
      area_divisor_(area_),
      offset_{0u - width_, 1, width_, 0u - 1, 0u - area_, area_} {}

Neighborhood::Position Neighborhood::locate(RoomId room) const {
  if (!grid_) return {room, 0, 0, 0};
  return {room, topology_.x_of(room), topology_.y_of(room),
          topology_.z_of(room)};
}

std::vector<bool> reachable_rooms(const Neighborhood& neighborhood,
                                  RoomId start, std::uint32_t* count) {
  const Topology& topology = neighborhood.topology();
  // Every shape's full grid is connected; masks and graphs may not be.
  if (topology.kind() != Topology::Kind::Graph && !topology.has_mask()) {
    *count = topology.room_count();
    return std::vector<bool>(topology.cell_count(), true);
  }
  std::vector<bool> reached(topology.cell_count(), false);
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
