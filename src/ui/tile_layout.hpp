// Where each room of a tiled cave sits on the map's canvas: square rooms
// wrapped or woven, triangles and octagons in rows of 4 columns, hexagons
// in rows of 6 with odd rows shifted half a room right ("odd-r"), polar
// rings unrolled one ring a row, each room at its angle. A room's three
// mark cells are centre-1 .. centre+1 on its row; passages run between.
#pragma once

#include "game_api/player_view.hpp"
#include "maze/topology.hpp"

#include <optional>

namespace wumpus::ui {

struct CanvasPoint {
  int column = 0, row = 0;
};

class TileLayout {
 public:
  // Empty (valid() false) when the view is no tiled cave.
  explicit TileLayout(const game::PlayerView& view);

  bool valid() const { return topology_.has_value(); }
  const maze::Topology& topology() const { return *topology_; }
  // A room's centre, by its id or by its place in a RoomView ([x,y];
  // polar: [index, ring]).
  CanvasPoint centre(maze::RoomId room) const;
  CanvasPoint centre_at(std::uint32_t x, std::uint32_t y) const;
  // Where a passage from `room` in direction d would end if it did not
  // wrap round: for drawing the stub of a wrapped passage.
  CanvasPoint beyond(maze::RoomId room, maze::Direction d) const;
  int width() const { return width_; }
  int height() const { return height_; }
  // The columns (x) and rows (y) where a wrapped side's seam is drawn;
  // -1 where that side does not wrap.
  int seam_left() const;
  int seam_right() const;
  int seam_top() const;
  int seam_bottom() const;

 private:
  std::optional<maze::Topology> topology_;
  int step_x_ = 4, left_ = 0, top_ = 0;
  int width_ = 0, height_ = 0;
  std::uint32_t widest_ring_ = 1;
};

}  // namespace wumpus::ui
