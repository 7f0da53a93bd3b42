// Shared helpers for the block grid tests: a maze written as blocks, and
// the message a grid's text is refused with.
#pragma once

#include "maze/files/block_file.hpp"
#include "maze/maze.hpp"
#include "maze/render/render.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>

namespace wumpus::maze::fixtures {

inline std::string blocks_of(const Maze& maze) {
  std::ostringstream out;
  render_blocks(out, maze);
  return out.str();
}

// Why `text` is no block grid (the test fails if it is one).
inline std::string block_grid_error(const std::string& text) {
  std::string error;
  CHECK_FALSE(parse_blocks(text, "test", &error));
  return error;
}

}  // namespace wumpus::maze::fixtures
