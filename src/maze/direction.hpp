// Compass and level directions, with their names. Square grids use the
// first six; hexagons, octagons and zeta mazes add the four diagonals,
// whose names are the compass's ("northeast", typed "ne").
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace wumpus::maze {

enum class Direction : std::uint8_t {
  North,
  East,
  South,
  West,
  Up,
  Down,
  NorthEast,
  SouthEast,
  SouthWest,
  NorthWest
};

// The directions of a square grid with levels.
inline constexpr int kDirectionCount = 6;
inline constexpr Direction kAllDirections[kDirectionCount] = {
    Direction::North, Direction::East, Direction::South,
    Direction::West,  Direction::Up,   Direction::Down};
// Every direction, the diagonals last.
inline constexpr int kEveryDirectionCount = 10;
inline constexpr Direction kEveryDirection[kEveryDirectionCount] = {
    Direction::North,     Direction::East,      Direction::South,
    Direction::West,      Direction::Up,        Direction::Down,
    Direction::NorthEast, Direction::SouthEast, Direction::SouthWest,
    Direction::NorthWest};

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
    case Direction::NorthEast:
      return Direction::SouthWest;
    case Direction::SouthEast:
      return Direction::NorthWest;
    case Direction::SouthWest:
      return Direction::NorthEast;
    case Direction::NorthWest:
      return Direction::SouthEast;
  }
  return d;
}

constexpr bool is_diagonal(Direction d) {
  return d >= Direction::NorthEast;
}

// "north", "east", ..., "northeast" as typed by players and written in
// saves.
std::string_view direction_name(Direction d);
// "n", "e", "s", "w", "u", "d", "ne", "se", "sw", "nw".
std::string_view direction_short_name(Direction d);

// Accepts full names and short forms.
std::optional<Direction> parse_direction(std::string_view text);

}  // namespace wumpus::maze
