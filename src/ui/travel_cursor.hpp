// Picking where to travel on a grid: a cursor moved over the map with the
// movement keys (levels with up/down), `e` to jump to the exit, `.` to
// the player; Enter or the travel key sets off.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/keymap.hpp"

#include <optional>
#include <string>

namespace wumpus::ui {

class TravelCursor {
 public:
  enum class Outcome { Choosing, Go, Cancel };

  void start(const game_api::PlayerView& view);
  Outcome key(int key, std::optional<Action> action,
              const game_api::PlayerView& view);
  maze::RoomId room() const { return room_; }
  int level(const game_api::PlayerView& view) const;
  std::string hint(const game_api::PlayerView& view,
                   const Keymap& keymap) const;

 private:
  maze::RoomId room_ = maze::kNoRoom;
};

}  // namespace wumpus::ui
