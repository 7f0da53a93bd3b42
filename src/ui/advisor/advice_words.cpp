#include "ui/advisor/advice_words.hpp"

#include "game_api/view_topology.hpp"
#include "ui/map/map_cursor.hpp"
#include "ui/play/travel.hpp"

#include <optional>

namespace wumpus::ui {
namespace {

using maze::Direction;
using maze::RoomId;

// The way a polar ring's movement keys name (ui/screens/help_screen.cpp).
const char* ring_way(Direction d) {
  switch (d) {
    case Direction::North:
      return "in";
    case Direction::South:
      return "out";
    case Direction::East:
      return "clockwise";
    case Direction::SouthWest:
      return "out, anticlockwise side";
    case Direction::SouthEast:
      return "out, clockwise side";
    default:
      return "anticlockwise";
  }
}

std::optional<Direction> compass_way(const game_api::PlayerView& view,
                                     RoomId from, RoomId to) {
  for (Direction d : maze::kEveryDirection)
    if (grid_step(view, from, d) == to) return d;
  return std::nullopt;
}

bool on_polar_rings(const game_api::PlayerView& view) {
  return game_api::is_tiled(view) && view.shape == maze::Shape::Polar;
}

}  // namespace

std::string step_words(const game_api::PlayerView& view, RoomId from,
                       RoomId to) {
  if (on_polar_rings(view)) {
    for (Direction d :
         {Direction::North, Direction::South, Direction::East, Direction::West,
          Direction::SouthWest, Direction::SouthEast})
      if (ring_passage(view, from, d) == to) return ring_way(d);
  } else if (game_api::walks_by_compass(view)) {
    if (const auto d = compass_way(view, from, to))
      return std::string(maze::direction_name(*d));
  }
  return "to " + room_label(view, to);
}

std::string command_words(const game_api::PlayerView& view,
                          const game_api::Command& command) {
  using game_api::Verb;
  if (command.verb == Verb::Move && command.direction)
    return std::string(maze::direction_name(*command.direction));
  if (command.verb == Verb::Go && command.rooms.size() == 1)
    return step_words(view, view.room, command.rooms[0]);
  if (command.verb == Verb::Shoot && !command.rooms.empty() &&
      game_api::walks_by_compass(view)) {
    // A flight by rooms on a tiling with a compass: said as directions.
    std::string words = "shoot";
    RoomId at = view.room;
    for (RoomId next : command.rooms) {
      const auto d = compass_way(view, at, next);
      if (!d) return game_api::format_command(command);
      words += " ";
      words += maze::direction_name(*d);
      at = next;
    }
    return words;
  }
  return game_api::format_command(command);
}

}  // namespace wumpus::ui
