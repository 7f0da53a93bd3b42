#include "maze/direction.hpp"

namespace wumpus::maze {

std::string_view direction_name(Direction d) {
  static constexpr std::string_view kNames[kDirectionCount] = {
      "north", "east", "south", "west", "up", "down"};
  return kNames[static_cast<int>(d)];
}

std::optional<Direction> parse_direction(std::string_view text) {
  for (Direction d : kAllDirections) {
    const std::string_view name = direction_name(d);
    if (text == name || (text.size() == 1 && text[0] == name[0])) return d;
  }
  return std::nullopt;
}

}  // namespace wumpus::maze
