#include "ui/aim.hpp"

#include "ui/travel.hpp"

namespace wumpus::ui {
namespace {

const game::RoomView* find_room(const game::PlayerView& view, maze::RoomId id) {
  for (const game::RoomView& room : view.rooms)
    if (room.room == id) return &room;
  return nullptr;
}

}  // namespace

AimPlan plan_shot(const game::PlayerView& view,
                  const std::vector<maze::Direction>& path) {
  AimPlan plan;
  std::vector<maze::Direction> flown = path;
  if (path.size() <= 1)
    flown.assign(kArrowRange, path.empty() ? view.facing : path.front());
  if (flown.size() > kArrowRange) flown.resize(kArrowRange);
  maze::RoomId at = view.room;
  for (maze::Direction d : flown) {
    const game::RoomView* known = find_room(view, at);
    const maze::RoomId next = grid_step(view, at, d);
    const bool wall =
        next == maze::kNoRoom ||
        (known != nullptr && (known->open >> static_cast<int>(d) & 1) == 0);
    if (wall) {
      plan.wall_at_once = plan.rooms.empty();
      // A straight shot ends at its wall; a crooked one was meant to go on.
      plan.stops_short = path.size() > 1;
      break;
    }
    plan.rooms.push_back(at = next);
  }
  return plan;
}

std::string path_text(const std::vector<maze::Direction>& path) {
  std::string text;
  for (maze::Direction d : path) {
    if (!text.empty()) text += ' ';
    text += maze::direction_name(d).substr(0, 1);
  }
  return text;
}

}  // namespace wumpus::ui
