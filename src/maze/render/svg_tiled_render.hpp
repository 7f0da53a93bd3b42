// SVG of the shapes whose rooms are not squares, which render_svg hands
// over to: the document after its XML prolog, without the closing tag.
#pragma once

#include "maze/maze.hpp"
#include "maze/render/output_buffer.hpp"

#include <vector>

namespace wumpus::maze {

void render_tiled_svg(OutputBuffer& out, const Maze& maze,
                      const std::vector<RoomId>* solution);

}  // namespace wumpus::maze
