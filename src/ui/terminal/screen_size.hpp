// How large a screen the terminal gets: its tty's size, bounded. ncurses
// keeps three copies of the screen, sized by the tty, so a terminal that
// reports 10000x10000 (any SSH key holder can make sshd say so) would
// cost gigabytes on the host, under the account every player shares. So
// ncurses is told a bounded size when it starts, and resizes are caught
// here, not by ncurses, which would take whatever size the tty says.
#pragma once

#include <signal.h>

#include <string>

namespace wumpus::ui {

class ScreenSize {
 public:
  // The largest screen drawn: a bigger terminal gets this much in its
  // top-left corner.
  static constexpr int kMaxWidth = 500;
  static constexpr int kMaxHeight = 200;

  // Before ncurses starts: catches SIGWINCH, and sets LINES and COLUMNS,
  // which ncurses prefers to the tty's size, to the bounded size of the
  // tty `fd` (or bounds those already set).
  explicit ScreenSize(int fd);
  // Gives SIGWINCH back to whoever had it.
  ~ScreenSize();
  ScreenSize(const ScreenSize&) = delete;
  ScreenSize& operator=(const ScreenSize&) = delete;

  // Whether a resize arrived and is not taken yet.
  static bool resized();
  // Takes the tty's new size; false when it has none.
  bool take_resize();
  int width() const;   // bounded
  int height() const;  // bounded
  // Said while the tty is larger than the bound; "" otherwise.
  std::string note() const;

 private:
  int fd_;
  int tty_width_ = 0, tty_height_ = 0;
  struct sigaction old_action_ = {};
};

}  // namespace wumpus::ui
