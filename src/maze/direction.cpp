#include "maze/direction.hpp"

namespace wumpus::maze {
namespace {

constexpr std::string_view kNames[kEveryDirectionCount] = {
    "north", "east",      "south",     "west",      "up",
    "down",  "northeast", "southeast", "southwest", "northwest"};
constexpr std::string_view kShortNames[kEveryDirectionCount] = {
    "n", "e", "s", "w", "u", "d", "ne", "se", "sw", "nw"};

}  // namespace

std::string_view direction_name(Direction d) {
  return kNames[static_cast<int>(d)];
}

std::string_view direction_short_name(Direction d) {
  return kShortNames[static_cast<int>(d)];
}

std::optional<Direction> parse_direction(std::string_view text) {
  for (Direction d : kEveryDirection)
    if (text == direction_name(d) || text == direction_short_name(d)) return d;
  return std::nullopt;
}

}  // namespace wumpus::maze
