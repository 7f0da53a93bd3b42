#include "ui/travel_cursor.hpp"

#include "ui/terminal.hpp"
#include "ui/travel.hpp"

#include <curses.h>
#include <fmt/core.h>

namespace wumpus::ui {

void TravelCursor::start(const game_api::PlayerView& view) {
  room_ = view.room;
}

TravelCursor::Outcome TravelCursor::key(int key, std::optional<Action> action,
                                        const game_api::PlayerView& view) {
  if (key == Terminal::kEsc || action == Action::Quit) return Outcome::Cancel;
  if (key == '\n' || key == '\r' || key == KEY_ENTER ||
      action == Action::Travel)
    return Outcome::Go;
  if (key == 'e' || key == 'E') {
    if (KnownCave(view).room(view.exit) != nullptr) room_ = view.exit;
    return Outcome::Choosing;
  }
  if (key == '.') {
    room_ = view.room;
    return Outcome::Choosing;
  }
  if (const auto d = action ? move_direction(*action) : std::nullopt)
    if (const maze::RoomId next = grid_step(view, room_, *d);
        next != maze::kNoRoom)
      room_ = next;
  return Outcome::Choosing;
}

int TravelCursor::level(const game_api::PlayerView& view) const {
  if (view.width == 0 || view.height == 0) return -1;
  return static_cast<int>(room_ / (view.width * view.height));
}

std::string TravelCursor::hint(const game_api::PlayerView& view,
                               const Keymap& keymap) const {
  const KnownCave cave(view);
  const std::uint32_t x = room_ % view.width,
                      y = room_ / view.width % view.height;
  std::string where = fmt::format("Travel to {},{}", x, y);
  if (view.levels > 1) where += fmt::format(" on level {}", level(view) + 1);
  if (cave.room(room_) == nullptr)
    where += " (never seen)";
  else if (room_ != view.room && cave.path(view.room, room_).empty())
    where += " (no safe way known)";
  return where + " | e: the exit, Enter or " +
         first_key(keymap, Action::Travel) + ": go, Esc: cancel";
}

}  // namespace wumpus::ui
