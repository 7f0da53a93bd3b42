#include "ui/screens/menus.hpp"

namespace wumpus::ui {
namespace {

constexpr int kMenuPollMs = 200;

}  // namespace

void show_box(Terminal& terminal, const Overlay& overlay) {
  CharGrid screen(terminal.width(), terminal.height());
  draw_overlay(overlay, terminal.unicode(), screen);
  terminal.present(screen, -1, -1, Tint::None);
}

int wait_key(Terminal& terminal) {
  while (true) {
    if (Terminal::take_signal() != 0) return Terminal::kGone;
    const int key = terminal.read_key(kMenuPollMs);
    if (key != Terminal::kNoKey) return key;
  }
}

std::optional<bool> ask_yes_no(Terminal& terminal, const Overlay& question) {
  while (true) {
    show_box(terminal, question);
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    if (key == 'y' || key == 'Y') return true;
    if (key == 'n' || key == 'N' || key == 27) return false;
  }
}

}  // namespace wumpus::ui
