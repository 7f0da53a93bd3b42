// The countdown of a shared round as the screen shows it: the server says
// how many seconds were left when it sent the view, and the screen counts
// down from when that figure changed, between views.
#pragma once

#include "game_api/player_view.hpp"

#include <chrono>
#include <cstdint>

namespace wumpus::ui {

class RoundDeadline {
 public:
  // A fresh view's table: the count starts again when the round or the
  // seconds the server gave changed. Writes the seconds left into it.
  void observe(game_api::TableView& table);
  // Writes the seconds left now into `table`; true when that changed.
  bool tick(game_api::TableView& table) const;

 private:
  int seconds_left() const;

  std::uint32_t round_ = 0;
  std::uint32_t given_ = 0;
  std::chrono::steady_clock::time_point at_;
};

}  // namespace wumpus::ui
