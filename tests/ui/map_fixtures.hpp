// Shared by the map's tests: a plain grid view, a tiled one, a glyph
// count.
#pragma once

#include "game_api/player_view.hpp"
#include "shape_cases.hpp"
#include "ui/terminal/char_grid.hpp"

namespace wumpus::testing {

// A width x height grid of square rooms, the player at (x, y), nothing
// seen yet.
inline game_api::PlayerView grid_view(
    std::uint32_t width, std::uint32_t height, std::uint32_t x, std::uint32_t y,
    maze::Direction facing = maze::Direction::East) {
  game_api::PlayerView view;
  view.width = width;
  view.height = height;
  view.x = x;
  view.y = y;
  view.room = y * width + x;
  view.facing = facing;
  return view;
}

// A cave of one of the test tilings, nothing seen, the player in room 0
// (the entrance).
inline game_api::PlayerView tiled_view(const ShapeCase& shape) {
  game_api::PlayerView view;
  view.grid = false;
  view.shape = shape.shape;
  view.wrap = shape.wrap;
  view.weave = shape.weave;
  view.width = shape.width;
  view.height = shape.height;
  view.room = view.entrance = 0;
  return view;
}

// How many cells of the grid show `glyph`.
inline int count_glyph(const ui::CharGrid& grid, char32_t glyph) {
  int count = 0;
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0; x < grid.width(); ++x)
      count += grid.at(x, y).glyph == glyph;
  return count;
}

}  // namespace wumpus::testing
