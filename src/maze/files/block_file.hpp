// Block grids, the notation of the documents the project grew from: one
// character a block, `@` a wall nothing opens, `#` a wall a maze may open,
// a space a room or an open passage, `I` and `O` the entrance and exit
// rooms. Room [x,y] is block [2x+1, 2y+1]; the passage between two rooms
// is the block between them. The rooms are the room blocks inside the
// outline (an `@` line, or `#` at the grid's edge) that are not `@`; an
// `@` between two rooms seals that wall. Read as a shape (`--blocks FILE`)
// a new maze is carved inside the outline; read as it is
// (`--keep-passages`) the drawing's own passages are the maze.
#pragma once

#include "maze/limits.hpp"
#include "maze/maze.hpp"

#include <cstddef>
#include <memory>
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

// What a block grid draws: its rooms, its sealed walls, which walls
// between two rooms are open, and the rooms marked I and O.
struct BlockGrid {
  Mask mask;
  SealedWalls sealed;
  std::vector<bool> open_east, open_south;  // per cell, like mask.rooms
  std::optional<RoomId> entrance, exit;
};

// The grid a text draws; nullopt with `*error` set to one line naming the
// file and, where it applies, the line and column.
std::optional<BlockGrid> parse_blocks(std::string_view text,
                                      const std::string& name,
                                      std::string* error);
std::optional<BlockGrid> read_block_file(const std::string& path,
                                         std::string* error);

// The maze the grid draws, on `topology` (made from grid.mask and
// grid.sealed): its open
// passages open, its entrance and exit where it marks them (else the
// first and last rooms).
Maze drawn_maze(const BlockGrid& grid,
                std::shared_ptr<const Topology> topology);

}  // namespace wumpus::maze
