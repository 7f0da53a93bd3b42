// The game screen's aiming mode on grids: direction keys draw the
// arrow's path on the map as it is chosen, the shoot key (or Enter)
// looses it, asking once more before a shot straight into a known wall;
// Backspace takes back a room and Esc lowers the bow.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"
#include "ui/play/aim.hpp"
#include "ui/play/keymap.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

class AimMode {
 public:
  enum class Outcome { Aiming, Shoot, Prompt, Cancel };
  struct Result {
    Outcome outcome = Outcome::Aiming;
    game_api::Command shot;  // Shoot
    std::string note;        // a line for the prompt row
  };

  void start();
  Result key(int key, std::optional<Action> action,
             const game_api::PlayerView& view);
  AimPlan plan(const game_api::PlayerView& view) const {
    return plan_shot(view, path_);
  }
  std::string hint(const game_api::PlayerView& view,
                   const Keymap& keymap) const;

 private:
  std::vector<maze::Direction> path_;  // empty: the way the player faces
  bool warned_ = false;                // about a wall right there
};

}  // namespace wumpus::ui
