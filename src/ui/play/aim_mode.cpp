#include "ui/play/aim_mode.hpp"

#include "ui/terminal/terminal.hpp"

#include "game_api/arrow_flight.hpp"

#include <curses.h>

namespace wumpus::ui {

void AimMode::start() {
  path_.clear();
  warned_ = false;
}

AimMode::Result AimMode::key(int key, std::optional<Action> action,
                             const game_api::PlayerView& view) {
  if (key == Terminal::kEsc)
    return {Outcome::Cancel, {}, "You lower your bow."};
  if (const auto d = action ? move_direction(*action) : std::nullopt) {
    if (path_.size() < static_cast<std::size_t>(view.arrow_range))
      path_.push_back(*d);
    warned_ = false;
    return {};
  }
  if (key == KEY_BACKSPACE || key == 127 || key == 8) {
    if (!path_.empty()) path_.pop_back();
    warned_ = false;
    return {};
  }
  if (action == Action::Prompt) return {Outcome::Prompt, {}, {}};
  const bool loose = action == Action::Shoot || key == '\n' || key == '\r' ||
                     key == KEY_ENTER || key == ' ';
  if (!loose) return {Outcome::Cancel, {}, "You lower your bow."};
  if (plan(view).crooked) return {Outcome::Aiming, {}, game_api::kCrookedShot};
  if (plan(view).wall_at_once && !warned_) {
    warned_ = true;
    return {Outcome::Aiming,
            {},
            "A wall is right there: the arrow would be wasted. Again to "
            "shoot anyway."};
  }
  Result result{Outcome::Shoot, {}, {}};
  result.shot.verb = game_api::Verb::Shoot;
  result.shot.path = path_;
  return result;
}

std::string AimMode::hint(const game_api::PlayerView& view,
                          const Keymap& keymap) const {
  const AimPlan aimed = plan(view);
  std::string text = "Aim: ";
  if (path_.size() > 1)
    text += path_text(path_);
  else
    text +=
        path_text({path_.empty() ? view.facing : path_[0]}) + " (straight on)";
  if (aimed.crooked)
    text += " (too crooked: it doubles back)";
  else if (aimed.hits_shooter)
    text += " (it comes back at you)";
  else if (aimed.wall_at_once)
    text += " (a wall right there)";
  else if (aimed.stops_short)
    text += " (a wall after " + std::to_string(aimed.rooms.size()) + ")";
  return text + " | " + first_key(keymap, Action::Shoot) +
         " shoot, Bksp undo, Esc cancel";
}

}  // namespace wumpus::ui
