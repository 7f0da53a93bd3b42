#include "ui/screens/watch_picker.hpp"

#include "base/printable.hpp"
#include "ui/screens/menus.hpp"

#include <curses.h>
#include <fmt/core.h>

namespace wumpus::ui {

Overlay watch_overlay(const std::vector<std::string>& players, int cursor) {
  Overlay overlay;
  overlay.title = "Watch whom?";
  for (int i = 0; i < static_cast<int>(players.size()); ++i) {
    const bool on = i == cursor;
    overlay.lines.push_back({fmt::format("{} {}  {}", on ? ">" : " ", i + 1,
                                         base::printable(players[i])),
                             on ? Style::Player : Style::Text});
  }
  overlay.lines.push_back({"", Style::Text});
  overlay.lines.push_back(
      {"up/down or a number: choose  Enter: watch  Esc: back", Style::Text});
  return overlay;
}

WatchKey watch_key(int key, int count, int& cursor) {
  if (count == 0 || key == 27 || key == 'q') return WatchKey::Back;
  if (key == '\n' || key == '\r' || key == KEY_ENTER) return WatchKey::Pick;
  if (key >= '1' && key <= '9' && key - '1' < count) {
    cursor = key - '1';
    return WatchKey::Pick;
  }
  if (key == KEY_UP || key == 'k') cursor = (cursor + count - 1) % count;
  if (key == KEY_DOWN || key == 'j' || key == '\t')
    cursor = (cursor + 1) % count;
  return WatchKey::Stay;
}

std::optional<std::string> pick_watched(
    Terminal& terminal, const std::vector<std::string>& players) {
  int cursor = 0;
  while (true) {
    show_box(terminal, watch_overlay(players, cursor));
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    switch (watch_key(key, static_cast<int>(players.size()), cursor)) {
      case WatchKey::Pick:
        return players[cursor];
      case WatchKey::Back:
        return std::nullopt;
      case WatchKey::Stay:
        break;
    }
  }
}

}  // namespace wumpus::ui
