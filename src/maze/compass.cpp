#include "maze/compass.hpp"

#include "maze/maze.hpp"

namespace wumpus::maze {
namespace {

using D = Direction;

// Where each edge slot of the owning room leads (topology_tiled.cpp and
// Topology::grid_edge say which room a slot joins).
std::optional<Direction> slot_direction(const Topology& topology, int slot) {
  static constexpr D kPlain[] = {D::East, D::South, D::Down};
  static constexpr D kWoven[] = {D::East, D::South, D::East, D::South};
  static constexpr D kHex[] = {D::East, D::SouthWest, D::SouthEast};
  static constexpr D kTriangle[] = {D::East, D::South};
  static constexpr D kDiagonal[] = {D::East, D::South, D::SouthEast,
                                    D::SouthWest};
  const auto pick = [slot](std::span<const D> slots) -> std::optional<D> {
    if (slot < 0 || slot >= static_cast<int>(slots.size())) return std::nullopt;
    return slots[slot];
  };
  switch (topology.shape()) {
    case Shape::Square:
      return topology.weave() ? pick(kWoven) : pick(kPlain);
    case Shape::Hex:
      return pick(kHex);
    case Shape::Triangle:
      return pick(kTriangle);
    case Shape::Upsilon:
    case Shape::Zeta:
      return pick(kDiagonal);
    case Shape::Polar:
      break;
  }
  return std::nullopt;
}

}  // namespace

bool has_compass(const Topology& topology) {
  return topology.kind() != Topology::Kind::Graph &&
         topology.shape() != Shape::Polar;
}

std::optional<Direction> neighbor_direction(const Topology& topology,
                                            RoomId room,
                                            const Neighbor& neighbor) {
  if (!has_compass(topology)) return std::nullopt;
  const auto slots = static_cast<EdgeId>(topology.slots_per_room());
  const RoomId owner = neighbor.edge / slots;
  const auto d =
      slot_direction(topology, static_cast<int>(neighbor.edge % slots));
  if (!d) return std::nullopt;
  return owner == room ? *d : opposite(*d);
}

std::optional<Direction> direction_to(const Topology& topology, RoomId from,
                                      RoomId to) {
  if (!has_compass(topology) || !topology.is_room(from)) return std::nullopt;
  Neighbor all[Maze::kMaxNeighbors];
  const int n = topology.neighbors(from, all);
  for (int i = 0; i < n; ++i)
    if (all[i].room == to) return neighbor_direction(topology, from, all[i]);
  return std::nullopt;
}

std::span<const Direction> compass_rose(const Topology& topology) {
  static constexpr D kFour[] = {D::North, D::East, D::South, D::West};
  static constexpr D kSix[] = {D::NorthEast, D::East, D::SouthEast,
                               D::SouthWest, D::West, D::NorthWest};
  static constexpr D kEight[] = {D::North, D::NorthEast, D::East, D::SouthEast,
                                 D::South, D::SouthWest, D::West, D::NorthWest};
  switch (topology.shape()) {
    case Shape::Hex:
      return kSix;
    case Shape::Upsilon:
    case Shape::Zeta:
      return kEight;
    default:
      return kFour;
  }
}

}  // namespace wumpus::maze
