#include "maze/render/render.hpp"

#include "maze/render/tile_text_render.hpp"

namespace wumpus::maze {

std::optional<Format> parse_format(std::string_view name) {
  if (name == "ascii") return Format::Ascii;
  if (name == "unicode") return Format::Unicode;
  if (name == "json") return Format::Json;
  if (name == "svg") return Format::Svg;
  if (name == "blocks") return Format::Blocks;
  if (name == "none") return Format::None;
  return std::nullopt;
}

std::string_view text_drawing_refusal(const Topology& topology) {
  if (topology.kind() != Topology::Kind::Tiled || draws_tiles_as_text(topology))
    return {};
  return "polar rings do not fit a grid of characters: use --format svg or "
         "json";
}

std::string_view format_refusal(Format format, const Topology& topology) {
  if (format == Format::Ascii || format == Format::Unicode)
    return text_drawing_refusal(topology);
  if (format == Format::Blocks &&
      (!topology.is_plain_grid() || topology.levels() > 1))
    return "block grids draw square rooms on one level, neither wrapped nor "
           "woven";
  return {};
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
    case Format::Blocks:
      render_blocks(out, maze);
      break;
    case Format::None:
      break;
  }
}

}  // namespace wumpus::maze
