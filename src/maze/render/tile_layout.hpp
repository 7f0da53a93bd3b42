// Where each room of a tiled topology sits on a canvas of character cells,
// the one geometry of the game's map (ui/map/tile_map.cpp) and of a maze's
// text output (tile_text_render.cpp): square rooms wrapped or woven,
// triangles and octagons in rows of 4 columns, hexagons in rows of 6 with
// odd rows shifted half a room right ("odd-r"), polar rings unrolled one
// ring a row, each room at its angle. A room's three mark cells are
// centre-1 .. centre+1 on its row; passages run between. A wrapped side
// repeats with a period: its seam is the wall column or row 0, where the
// last room meets the first.
#pragma once

#include "maze/topology.hpp"

#include <cstdint>
#include <memory>

namespace wumpus::maze {

struct CanvasPoint {
  int column = 0, row = 0;
};

class TileLayout {
 public:
  explicit TileLayout(std::shared_ptr<const Topology> topology);

  const Topology& topology() const { return *topology_; }
  // A room's centre, by its id or by its place ([x,y]; polar: [index,
  // ring]).
  CanvasPoint centre(RoomId room) const;
  CanvasPoint centre_at(std::uint32_t x, std::uint32_t y) const;
  int width() const { return width_; }
  int height() const { return height_; }
  // The columns (wrap x) or rows (wrap y) after which a wrapped side
  // repeats; 0 where that side does not wrap.
  int period_x() const;
  int period_y() const;
  // A room's step across (4 columns, hexagons 6) and down (2 rows).
  int step_x() const { return step_x_; }
  static constexpr int kStepY = 2;

 private:
  std::shared_ptr<const Topology> topology_;
  int step_x_ = 4;
  int width_ = 0, height_ = 0;
  std::uint32_t widest_ring_ = 1;
};

}  // namespace wumpus::maze
