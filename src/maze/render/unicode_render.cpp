// Unicode: box-drawing walls whose corners join the walls that meet there.
#include "maze/render/render.hpp"
#include "maze/render/text_render.hpp"

namespace wumpus::maze {

void render_unicode(std::ostream& out, const Maze& maze,
                    const std::vector<RoomId>* solution) {
  // Indexed by the CornerArm bits: up 1, right 2, down 4, left 8.
  static constexpr TextGlyphs kGlyphs = {
      {" ", "╵", "╶", "└", "╷", "│", "┌", "├", "╴", "┘", "─", "┴", "┐", "┤",
       "┬", "┼"},
      "──",
      "│",
      "┄┄",
      "┆",
      {"─", "│", "╲", "╱"}};
  render_text(out, maze, solution, kGlyphs);
}

}  // namespace wumpus::maze
