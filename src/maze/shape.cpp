#include "maze/shape.hpp"

#include <array>

namespace wumpus::maze {
namespace {

constexpr std::array kShapes = {Shape::Square, Shape::Hex,     Shape::Triangle,
                                Shape::Polar,  Shape::Upsilon, Shape::Zeta};
constexpr std::array<std::string_view, kShapes.size()> kNames = {
    "square", "hex", "triangle", "polar", "upsilon", "zeta"};

}  // namespace

std::string_view shape_name(Shape shape) {
  return kNames[static_cast<std::size_t>(shape)];
}

std::optional<Shape> parse_shape(std::string_view name) {
  for (std::size_t i = 0; i < kShapes.size(); ++i)
    if (kNames[i] == name) return kShapes[i];
  return std::nullopt;
}

std::span<const Shape> all_shapes() {
  return kShapes;
}

std::string_view wrap_name(unsigned wrap) {
  switch (wrap) {
    case kWrapX:
      return "x";
    case kWrapY:
      return "y";
    case kWrapX | kWrapY:
      return "xy";
    default:
      return "";
  }
}

std::optional<unsigned> parse_wrap(std::string_view name) {
  if (name == "x") return kWrapX;
  if (name == "y") return kWrapY;
  if (name == "xy") return kWrapX | kWrapY;
  return std::nullopt;
}

}  // namespace wumpus::maze
