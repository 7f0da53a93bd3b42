#include "ui/play/step_warning.hpp"

#include "game_api/kind_names.hpp"
#include "game_api/view_topology.hpp"
#include "ui/advisor/deductions.hpp"
#include "ui/play/travel.hpp"

#include <algorithm>

namespace wumpus::ui {

maze::RoomId room_entered(const game_api::PlayerView& view,
                          const game_api::Command& command) {
  const KnownCave cave(view);
  const std::vector<maze::RoomId> joined = cave.joined(view.room);
  maze::RoomId to = maze::kNoRoom;
  if (command.verb == game_api::Verb::Go && command.rooms.size() == 1)
    to = command.rooms[0];
  else if (command.verb == game_api::Verb::Go &&
           game_api::walks_by_compass(view))
    to = grid_step(view, view.room, view.facing);
  else if (command.verb == game_api::Verb::Move && command.direction)
    to = grid_step(view, view.room, *command.direction);
  return std::count(joined.begin(), joined.end(), to) ? to : maze::kNoRoom;
}

std::optional<std::string> step_warning(const game_api::PlayerView& view,
                                        maze::RoomId room) {
  if (room == maze::kNoRoom) return std::nullopt;
  switch (Deductions(view).proof(room)) {
    case Proof::Pit: {
      const auto rope = view.items.find(game_api::builtin::kRope);
      if (rope != view.items.end() && rope->second > 0)
        return "A pit is there (your rope would pull you out, and be lost): "
               "step in? (y/n)";
      return "A pit is there: step in and fall to your death? (y/n)";
    }
    case Proof::Wumpus:
      return "The Wumpus is there: step in and be eaten? (y/n)";
    default:
      return std::nullopt;
  }
}

}  // namespace wumpus::ui
