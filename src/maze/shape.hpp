// The room tilings a maze can be carved on (`wumpus maze --shape`), and
// the settings that build one. docs/mazes.md states each shape's neighbour
// rules, which Topology follows exactly, so a reader can check a passage.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace wumpus::maze {

enum class Shape : std::uint8_t { Square, Hex, Triangle, Polar, Upsilon, Zeta };

// Which sides of a square grid join the opposite side (bits).
enum WrapSides : unsigned { kWrapNone = 0, kWrapX = 1, kWrapY = 2 };

struct Tiling {
  Shape shape = Shape::Square;
  // Rooms across and down; polar: rooms of ring 1 and rings (with the
  // centre).
  std::uint32_t width = 0, height = 0;
  unsigned wrap = kWrapNone;  // square only
  bool weave = false;         // square only
};

// "square", "hex", ... as typed after --shape and written in JSON.
std::string_view shape_name(Shape shape);
std::optional<Shape> parse_shape(std::string_view name);
std::span<const Shape> all_shapes();

// "", "x", "y" or "xy", as JSON writes it; parse_wrap takes the last three.
std::string_view wrap_name(unsigned wrap);
std::optional<unsigned> parse_wrap(std::string_view name);

}  // namespace wumpus::maze
