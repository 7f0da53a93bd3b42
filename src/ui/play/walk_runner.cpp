#include "ui/play/walk_runner.hpp"

#include <iterator>

namespace wumpus::ui {
namespace {

// A walk's paces, the first the default: each step drawn, and a key in
// between stops it.
struct WalkPace {
  const char* name;
  int step_ms;
};
constexpr WalkPace kWalkPaces[] = {{"fast", 15}, {"instant", 0}, {"slow", 150}};

// Whether the view moved on since `before`: a step's answer arrived.
bool answered(const game_api::PlayerView& before,
              const game_api::PlayerView& after) {
  return after.turn != before.turn || after.room != before.room ||
         last_message_seq(after) != last_message_seq(before) ||
         after.outcome != before.outcome;
}

// In shared play: this player has acted and the round waits for others.
bool acted_this_round(const game_api::PlayerView& view) {
  if (!view.table.shared) return false;
  for (const game_api::SeatView& seat : view.table.seats)
    if (seat.name == view.name) return seat.acted;
  return false;
}

}  // namespace

void WalkRunner::stop() {
  walk_.reset();
  step_from_.reset();
  round_from_.reset();
}

WalkRunner::Next WalkRunner::next(const game_api::PlayerView& view) {
  if (!walk_ || step_from_ || round_from_) return std::monostate{};
  if (acted_this_round(view)) {
    round_from_ = view;
    return std::monostate{};
  }
  auto next = walk_->next(view, &memory_);
  if (auto* why = std::get_if<std::string>(&next)) {
    walk_.reset();
    return std::move(*why);
  }
  if (auto* ask = std::get_if<WalkQuestion>(&next)) {
    walk_.reset();
    return std::move(*ask);
  }
  step_from_ = view;
  return std::get<game_api::Command>(next);
}

std::optional<std::string> WalkRunner::judge(const game_api::PlayerView& view) {
  if (!walk_) return std::nullopt;
  if (step_from_ && answered(*step_from_, view)) {
    const auto stop_why = walk_->after_step(*step_from_, view);
    step_from_.reset();
    if (stop_why) {
      walk_.reset();
      return stop_why;
    }
  }
  // Waiting for the round: news stops the walk (a percept, a chat line
  // that names the player); the round's end lets it take its next step.
  if (round_from_) {
    if (auto news = walk_news(*round_from_, view, round_from_->room)) {
      stop();
      return news;
    }
    if (!acted_this_round(view)) round_from_.reset();
  }
  return std::nullopt;
}

int WalkRunner::step_ms() const {
  return kWalkPaces[speed_].step_ms;
}

const char* WalkRunner::next_speed() {
  speed_ = (speed_ + 1) % static_cast<int>(std::size(kWalkPaces));
  return kWalkPaces[speed_].name;
}

}  // namespace wumpus::ui
