#include "ui/play/aim.hpp"

#include "ui/play/travel.hpp"

#include "game_api/arrow_flight.hpp"

#include <utility>

namespace wumpus::ui {
AimPlan plan_shot(const game_api::PlayerView& view,
                  const std::vector<maze::Direction>& path) {
  // On through rooms never seen, whose walls are unknown.
  const auto step = [&view](maze::RoomId at, maze::Direction d) {
    const game_api::RoomView* known = game_api::find_room(view, at);
    if (known != nullptr && !known->known_open(d)) return maze::kNoRoom;
    return grid_step(view, at, d);
  };
  AimPlan plan;
  game_api::ArrowFlight flight = game_api::arrow_flight(
      view.room, view.facing, path, view.arrow_range, view.arrow_rules, step);
  plan.rooms = std::move(flight.rooms);
  plan.crooked = flight.crooked;
  plan.hits_shooter = flight.hits_shooter;
  const std::size_t flown =
      game_api::flown_path(path, view.facing, view.arrow_range).size();
  plan.wall_at_once = !plan.crooked && flown > 0 && plan.rooms.empty();
  // A straight shot ends at its wall; a crooked one was meant to go on.
  plan.stops_short = !plan.crooked && !plan.hits_shooter && path.size() > 1 &&
                     plan.rooms.size() < flown;
  return plan;
}

std::string path_text(const std::vector<maze::Direction>& path) {
  std::string text;
  for (maze::Direction d : path) {
    if (!text.empty()) text += ' ';
    text += maze::direction_short_name(d);
  }
  return text;
}

}  // namespace wumpus::ui
