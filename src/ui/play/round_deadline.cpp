#include "ui/play/round_deadline.hpp"

#include <algorithm>

namespace wumpus::ui {

void RoundDeadline::observe(game_api::TableView& table) {
  if (table.round != round_ || table.deadline_seconds != given_) {
    round_ = table.round;
    given_ = table.deadline_seconds;
    at_ = std::chrono::steady_clock::now();
  }
  tick(table);
}

bool RoundDeadline::tick(game_api::TableView& table) const {
  const auto left = static_cast<std::uint32_t>(seconds_left());
  if (left == table.deadline_seconds) return false;
  table.deadline_seconds = left;
  return true;
}

int RoundDeadline::seconds_left() const {
  const auto gone = std::chrono::duration_cast<std::chrono::seconds>(
      std::chrono::steady_clock::now() - at_);
  return std::max(0, static_cast<int>(given_) - static_cast<int>(gone.count()));
}

}  // namespace wumpus::ui
