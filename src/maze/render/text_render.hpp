// The drawing shared by the ASCII and Unicode formats, which differ only in
// their glyphs: grids as walls and cells two characters wide, level by
// level; other tilings as rooms joined by passages (tile_text_render.hpp);
// room graphs as one line per room listing its open passages.
#pragma once

#include "maze/maze.hpp"
#include "maze/render/tile_text_render.hpp"

#include <ostream>
#include <string_view>
#include <vector>

namespace wumpus::maze {

struct TextGlyphs {
  std::string_view corners[16];  // indexed by CornerArm bits
  std::string_view wall;         // a horizontal wall, two columns wide
  std::string_view side;         // a vertical wall, one column wide
  // The same walls with a woven passage running under them.
  std::string_view tunnel_wall, tunnel_side;
  TilePassageGlyphs tiles;
};

void render_text(std::ostream& out, const Maze& maze,
                 const std::vector<RoomId>* solution, const TextGlyphs& glyphs);

}  // namespace wumpus::maze
