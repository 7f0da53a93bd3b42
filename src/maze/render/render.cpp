#include "maze/render/render.hpp"

namespace wumpus::maze {

std::optional<Format> parse_format(std::string_view name) {
  if (name == "ascii") return Format::Ascii;
  if (name == "unicode") return Format::Unicode;
  if (name == "json") return Format::Json;
  if (name == "svg") return Format::Svg;
  if (name == "none") return Format::None;
  return std::nullopt;
}

void render(std::ostream& out, const Maze& maze, Format format,
            const std::vector<RoomId>* solution) {
  switch (format) {
    case Format::Ascii:
      render_ascii(out, maze, solution);
      break;
    case Format::Unicode:
      render_unicode(out, maze, solution);
      break;
    case Format::Json:
      render_json(out, maze, solution);
      break;
    case Format::Svg:
      render_svg(out, maze, solution);
      break;
    case Format::None:
      break;
  }
}

}  // namespace wumpus::maze
