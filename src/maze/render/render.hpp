// Prints a maze as ASCII, Unicode box drawing, JSON or SVG. Every format
// streams to the std::ostream as it goes (row by row, element by element),
// so a 16-million-room maze is never held whole as text in memory.
#pragma once

#include "maze/maze.hpp"

#include <optional>
#include <ostream>
#include <string_view>
#include <vector>

namespace wumpus::maze {

enum class Format { Ascii, Unicode, Json, Svg, Blocks, None };

// "ascii", "unicode", "json", "svg", "blocks" or "none".
std::optional<Format> parse_format(std::string_view name);

// The version written in the JSON "version" field; bumped on any change
// a reader could notice. Version 2 added "shape", "wrap", "weave" (and
// "rings" on polar grids); a version-1 reader's fields kept their meaning.
inline constexpr int kJsonFormatVersion = 2;

// Why the ASCII and Unicode formats cannot draw this topology (polar
// rings do not fit a character grid), or empty when they can.
std::string_view text_drawing_refusal(const Topology& topology);

// `solution` is null when none was asked for; otherwise its rooms are drawn
// (and listed in JSON as "solution").
void render(std::ostream& out, const Maze& maze, Format format,
            const std::vector<RoomId>* solution);

void render_ascii(std::ostream& out, const Maze& maze,
                  const std::vector<RoomId>* solution);
void render_unicode(std::ostream& out, const Maze& maze,
                    const std::vector<RoomId>* solution);
void render_json(std::ostream& out, const Maze& maze,
                 const std::vector<RoomId>* solution);
void render_svg(std::ostream& out, const Maze& maze,
                const std::vector<RoomId>* solution);
// Block grids (block_file.hpp) of one-level plain square grids; throws
// std::invalid_argument on anything else.
void render_blocks(std::ostream& out, const Maze& maze);

// Why `format` cannot draw `topology`, or empty when it can.
std::string_view format_refusal(Format format, const Topology& topology);

}  // namespace wumpus::maze
