// Block grids, the notation of the documents the project grew from: one
// character a block, `@` a wall that may not be knocked down (the outline
// and every hole), `#` a wall that may, a space a room or an open passage.
// Room [x,y] is block [2x+1, 2y+1]; the passage between two rooms is the
// block between them. `--blocks FILE` reads one as a shape: the rooms are
// the odd blocks inside the `@` outline that are not `@`, and its own
// passages are ignored (a new maze is carved inside the same outline).
#pragma once

#include "maze/limits.hpp"
#include "maze/topology.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace wumpus::maze {

// A line is at most kMaxBlockLine characters (so at most 8,191 rooms
// across), and at most that many lines (8,191 rooms down); the file at
// most that square with "\r\n" line ends.
inline constexpr std::size_t kMaxBlockLine = 16384;
inline constexpr std::size_t kMaxBlockFileBytes =
    (kMaxBlockLine + 2) * kMaxBlockLine;

// The rooms of a block grid, as a mask; nullopt with `*error` set to one
// line naming the file (and line and column where it applies).
std::optional<Mask> parse_blocks(std::string_view text, const std::string& name,
                                 std::string* error);
std::optional<Mask> read_block_file(const std::string& path,
                                    std::string* error);

}  // namespace wumpus::maze
