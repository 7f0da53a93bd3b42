#include "maze/geometry.hpp"

#include <cmath>
#include <numbers>

namespace wumpus::maze {
namespace {

const double kRowStep = std::sqrt(3.0) / 2;  // hex and triangle rows

}  // namespace

Point room_centre(const Topology& topology, RoomId room) {
  if (topology.kind() == Topology::Kind::Graph) return {};
  if (topology.shape() == Shape::Polar) {
    const std::uint32_t ring = topology.ring_of(room);
    const double angle = 2 * std::numbers::pi *
                         (topology.index_in_ring(room) + 0.5) /
                         topology.ring_size(ring);
    const double middle = topology.ring_count() - 1.0;
    return {middle + ring * std::sin(angle), middle - ring * std::cos(angle)};
  }
  const std::uint32_t x = topology.x_of(room), y = topology.y_of(room);
  switch (topology.shape()) {
    case Shape::Hex:  // odd rows shifted right by half a room
      return {x + 0.5 * (y % 2), y * kRowStep};
    case Shape::Triangle:  // a room pointing up has its centre low
      return {x / 2.0, (y + ((x + y) % 2 == 0 ? 2.0 : 1.0) / 3) * kRowStep};
    default:
      return {static_cast<double>(x), static_cast<double>(y)};
  }
}

Point extent(const Topology& topology) {
  if (topology.kind() == Topology::Kind::Graph) return {};
  if (topology.shape() == Shape::Polar) {
    const double side = 2 * (topology.ring_count() - 1.0);
    return {side, side};
  }
  const double w = topology.width(), h = topology.height();
  switch (topology.shape()) {
    case Shape::Hex:
      return {w - 0.5, (h - 1) * kRowStep};
    case Shape::Triangle:
      return {(w - 1) / 2, (h - 1.0 / 3) * kRowStep};
    default:
      return {w - 1, h - 1};
  }
}

double angle_towards(Point from, Point to) {
  return std::atan2(to.y - from.y, to.x - from.x);
}

}  // namespace wumpus::maze
