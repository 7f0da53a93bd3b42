// Compass and level directions of grid topologies, with their names.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace wumpus::maze {

enum class Direction : std::uint8_t { North, East, South, West, Up, Down };

inline constexpr int kDirectionCount = 6;
inline constexpr Direction kAllDirections[kDirectionCount] = {
    Direction::North, Direction::East, Direction::South,
    Direction::West,  Direction::Up,   Direction::Down};

constexpr Direction opposite(Direction d) {
  switch (d) {
    case Direction::North:
      return Direction::South;
    case Direction::East:
      return Direction::West;
    case Direction::South:
      return Direction::North;
    case Direction::West:
      return Direction::East;
    case Direction::Up:
      return Direction::Down;
    case Direction::Down:
      return Direction::Up;
  }
  return d;
}

// "north", "east", ... as typed by players and written in saves.
std::string_view direction_name(Direction d);

// Accepts full names and one-letter forms ("n", "e", "s", "w", "u", "d").
std::optional<Direction> parse_direction(std::string_view text);

}  // namespace wumpus::maze
