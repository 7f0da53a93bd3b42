// The room tilings the game's shape tests play: every shape `wumpus
// maze --shape` carves, and square rooms wrapped and woven, each at a
// small playable size.
#pragma once

#include "maze/shape.hpp"

#include <cstdint>

namespace wumpus::testing {

struct ShapeCase {
  maze::Shape shape;
  unsigned wrap;
  bool weave;
  std::uint32_t width, height;  // polar: rooms of ring 1, rings
  const char* name;
};

inline constexpr ShapeCase kShapeCases[] = {
    {maze::Shape::Hex, 0, false, 7, 7, "hex"},
    {maze::Shape::Triangle, 0, false, 10, 6, "triangle"},
    {maze::Shape::Polar, 0, false, 6, 5, "polar"},
    {maze::Shape::Upsilon, 0, false, 7, 7, "upsilon"},
    {maze::Shape::Zeta, 0, false, 7, 7, "zeta"},
    {maze::Shape::Square, maze::kWrapX, false, 7, 6, "square wrap x"},
    {maze::Shape::Square, maze::kWrapX | maze::kWrapY, false, 6, 6,
     "square wrap xy"},
    {maze::Shape::Square, 0, true, 7, 7, "square weave"},
};

}  // namespace wumpus::testing
