#include "ui/tile_layout.hpp"

#include "game_api/view_topology.hpp"

#include <algorithm>

namespace wumpus::ui {
namespace {

// A wrapped side leaves room outside the rooms for the passages' stubs
// and the seam: two columns, or two rows.
constexpr int kWrapMargin = 2;
constexpr int kRowStep = 2;

}  // namespace

TileLayout::TileLayout(const game::PlayerView& view) {
  if (!game::is_tiled(view)) return;
  topology_ = game::view_topology(view);
  if (!topology_) return;
  const maze::Topology& t = *topology_;
  if (t.shape() == maze::Shape::Polar) {
    for (std::uint32_t r = 0; r < t.ring_count(); ++r)
      widest_ring_ = std::max(widest_ring_, t.ring_size(r));
    width_ = static_cast<int>(widest_ring_) * step_x_ + 1;
    height_ = static_cast<int>(t.ring_count()) * kRowStep + 1;
    return;
  }
  if (t.shape() == maze::Shape::Hex) step_x_ = 6;
  if (t.wrap() & maze::kWrapX) left_ = kWrapMargin;
  if (t.wrap() & maze::kWrapY) top_ = kWrapMargin;
  const int half_shift = t.shape() == maze::Shape::Hex ? step_x_ / 2 : 0;
  width_ = static_cast<int>(t.width()) * step_x_ + 1 + 2 * left_ + half_shift;
  height_ = static_cast<int>(t.height()) * kRowStep + 1 + 2 * top_;
}

CanvasPoint TileLayout::centre_at(std::uint32_t x, std::uint32_t y) const {
  const maze::Topology& t = *topology_;
  if (t.shape() == maze::Shape::Polar) {
    // Room i of a ring of n spans the angles [i/n, (i+1)/n) of the row.
    const auto n =
        static_cast<int>(t.ring_size(std::min(y, t.ring_count() - 1)));
    const int span = static_cast<int>(widest_ring_) * step_x_;
    return {(2 * static_cast<int>(x) + 1) * span / (2 * n),
            static_cast<int>(y) * kRowStep + 1};
  }
  const int shift =
      t.shape() == maze::Shape::Hex && y % 2 == 1 ? step_x_ / 2 : 0;
  return {left_ + static_cast<int>(x) * step_x_ + 2 + shift,
          top_ + static_cast<int>(y) * kRowStep + 1};
}

CanvasPoint TileLayout::centre(maze::RoomId room) const {
  const maze::Topology& t = *topology_;
  if (t.shape() == maze::Shape::Polar)
    return centre_at(t.index_in_ring(room), t.ring_of(room));
  return centre_at(t.x_of(room), t.y_of(room));
}

CanvasPoint TileLayout::beyond(maze::RoomId room, maze::Direction d) const {
  CanvasPoint p = centre(room);
  switch (d) {
    case maze::Direction::North:
      p.row -= kRowStep;
      break;
    case maze::Direction::South:
      p.row += kRowStep;
      break;
    case maze::Direction::East:
      p.column += step_x_;
      break;
    case maze::Direction::West:
      p.column -= step_x_;
      break;
    default:  // only square rooms wrap: no diagonal passage does
      break;
  }
  return p;
}

int TileLayout::seam_left() const {
  return left_ ? 1 : -1;
}
int TileLayout::seam_right() const {
  return left_ ? width_ - 2 : -1;
}
int TileLayout::seam_top() const {
  return top_ ? 1 : -1;
}
int TileLayout::seam_bottom() const {
  return top_ ? height_ - 2 : -1;
}

}  // namespace wumpus::ui
