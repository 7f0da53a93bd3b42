// ASCII: `+` at every corner a wall reaches, `--` and `|` for walls;
// passages between other tilings' rooms as `-`, `|`, `\` and `/`.
#include "maze/render/render.hpp"
#include "maze/render/text_render.hpp"

namespace wumpus::maze {

void render_ascii(std::ostream& out, const Maze& maze,
                  const std::vector<RoomId>* solution) {
  static constexpr TextGlyphs kGlyphs = {
      {" ", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+",
       "+", "+"},
      "--",
      "|",
      "..",
      ":",
      {"-", "|", "\\", "/"}};
  render_text(out, maze, solution, kGlyphs);
}

}  // namespace wumpus::maze
