#include "maze/render/tile_layout.hpp"

#include <algorithm>
#include <utility>

namespace wumpus::maze {

TileLayout::TileLayout(std::shared_ptr<const Topology> topology)
    : topology_(std::move(topology)) {
  const Topology& t = *topology_;
  if (t.shape() == Shape::Polar) {
    for (std::uint32_t r = 0; r < t.ring_count(); ++r)
      widest_ring_ = std::max(widest_ring_, t.ring_size(r));
    width_ = static_cast<int>(widest_ring_) * step_x_ + 1;
    height_ = static_cast<int>(t.ring_count()) * kStepY + 1;
    return;
  }
  if (t.shape() == Shape::Hex) step_x_ = 6;
  const int half_shift = t.shape() == Shape::Hex ? step_x_ / 2 : 0;
  width_ = static_cast<int>(t.width()) * step_x_ + 1 + half_shift;
  height_ = static_cast<int>(t.height()) * kStepY + 1;
}

CanvasPoint TileLayout::centre_at(std::uint32_t x, std::uint32_t y) const {
  const Topology& t = *topology_;
  if (t.shape() == Shape::Polar) {
    // Room i of a ring of n spans the angles [i/n, (i+1)/n) of the row.
    const auto n =
        static_cast<int>(t.ring_size(std::min(y, t.ring_count() - 1)));
    const int span = static_cast<int>(widest_ring_) * step_x_;
    return {(2 * static_cast<int>(x) + 1) * span / (2 * n),
            static_cast<int>(y) * kStepY + 1};
  }
  const int shift = t.shape() == Shape::Hex && y % 2 == 1 ? step_x_ / 2 : 0;
  return {static_cast<int>(x) * step_x_ + 2 + shift,
          static_cast<int>(y) * kStepY + 1};
}

CanvasPoint TileLayout::centre(RoomId room) const {
  const Topology& t = *topology_;
  if (t.shape() == Shape::Polar)
    return centre_at(t.index_in_ring(room), t.ring_of(room));
  return centre_at(t.x_of(room), t.y_of(room));
}

int TileLayout::period_x() const {
  return topology_->wrap() & kWrapX ? width_ - 1 : 0;
}
int TileLayout::period_y() const {
  return topology_->wrap() & kWrapY ? height_ - 1 : 0;
}

}  // namespace wumpus::maze
