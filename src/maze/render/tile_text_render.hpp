// Hexagons, triangles, octagons and zeta squares as text: each room a
// "( )" on every other line holding its mark, passages drawn between the
// rooms' centres (a run across, a stroke down, a diagonal), laid out as
// the game's map lays out tiled caves (tile_layout.hpp): rooms 4 columns
// apart (hexagons 6, odd rows shifted half a room), 2 lines down.
#pragma once

#include "maze/maze.hpp"
#include "maze/render/output_buffer.hpp"

#include <string_view>
#include <vector>

namespace wumpus::maze {

struct TilePassageGlyphs {
  std::string_view across, down, falling, rising;  // - | \ /
};

// Whether render_tiled_text draws this shape (polar rings it does not).
bool draws_tiles_as_text(const Topology& topology);

void render_tiled_text(OutputBuffer& out, const Maze& maze,
                       const std::vector<RoomId>* solution,
                       const TilePassageGlyphs& glyphs);

}  // namespace wumpus::maze
