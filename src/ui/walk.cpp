#include "ui/walk.hpp"

#include "ui/travel.hpp"

namespace wumpus::ui {
namespace {

// A walk this long is lost in a loop the views did not show.
constexpr int kMaxSteps = 10000;

}  // namespace

std::variant<game::Command, std::string> Walk::next(
    const game::PlayerView& view) {
  if (view.outcome != game::Outcome::Playing) return "The game is over.";
  if (++steps_ > kMaxSteps) return "You stop: the walk is too long.";
  const KnownCave cave(view);
  maze::RoomId target = target_;
  if (exploring()) {
    const auto next = cave.nearest_unexplored(view.room);
    if (!next) return "Explored: no unexplored room is known to be safe.";
    target = *next;
  }
  if (target == view.room) return "You are there.";
  const auto way = cave.path(view.room, target);
  if (way.size() < 2) return "No way there is known to be safe.";
  expected_ = way[1];
  return step_command(view, way[0], way[1]);
}

std::optional<std::string> Walk::after_step(const game::PlayerView& before,
                                            const game::PlayerView& after) {
  if (auto news = walk_news(before, after, expected_)) return news;
  if (after.room == target_) return "You are there.";
  return std::nullopt;
}

}  // namespace wumpus::ui
