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

enum class Format { Ascii, Unicode, Json, Svg, None };

// "ascii", "unicode", "json", "svg" or "none".
std::optional<Format> parse_format(std::string_view name);

// The version written in the JSON "version" field; bumped on any change
// a reader could notice.
inline constexpr int kJsonFormatVersion = 1;

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

}  // namespace wumpus::maze
