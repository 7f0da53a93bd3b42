// Reading a maze back from the JSON `wumpus maze -f json` writes
// (docs/maze-output.md, Output formats): the topology it names, every passage
// checked to join two neighbours by that topology's rules, the entrance and the
// exit. A maze read this way is given, not carved: it is solved and drawn as it
// is.
#pragma once

#include "maze/maze.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace wumpus::maze {

// The largest maze JSON read (about 2 million rooms): the reader holds the
// whole document, some ten times its size, in memory at once.
inline constexpr std::size_t kMaxMazeJsonBytes = std::size_t{64} << 20;

// The maze a JSON text describes, or nullopt with `*error` set to one line
// naming the file and the line and column or field where it goes wrong.
std::optional<Maze> parse_maze_json(std::string_view text,
                                    const std::string& name,
                                    std::string* error);
std::optional<Maze> read_maze_json_file(const std::string& path,
                                        std::string* error);

}  // namespace wumpus::maze
