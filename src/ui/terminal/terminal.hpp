// The ncurses session, as an RAII object: opening it checks for a tty,
// picks a terminal type that has a terminfo entry, sets up colours (or
// monochrome; NO_COLOR honoured) and catches SIGINT, SIGTERM and SIGHUP;
// destroying it always restores the terminal.
#pragma once

#include "ui/terminal/char_grid.hpp"
#include "ui/terminal/screen_size.hpp"

#include <signal.h>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>

struct screen;  // ncurses' SCREEN

namespace wumpus::ui {

// A whole-screen tint for the end screens: the seed program turns the
// screen red when the Wumpus eats you and black when you fall.
enum class Tint { None, Red, Black };

struct TerminalOptions {
  bool ascii = false;        // draw ASCII even in a UTF-8 locale
  std::FILE* input = stdin;  // both must be a tty (benchmarks pass a pty)
  std::FILE* output = stdout;
};

class Terminal {
 public:
  // What read_key returns besides key codes.
  static constexpr int kNoKey = -1;  // timeout, or a signal arrived
  static constexpr int kGone = -2;   // the tty went away: exit, never spin
  // A bracketed paste arrived whole: take_paste() holds its text.
  static constexpr int kPaste = -3;
  // Keys ncurses has no KEY_ name for.
  static constexpr int kEsc = 27;
  static constexpr int kBackspace = 8;

  // $TERM, made printable, when it names a terminal that cannot place
  // its cursor (dumb, a printing terminal): a screen drawn there is
  // garbage. Nothing for one that can draw, and for an unknown or unset
  // TERM, for which open() falls back to a common type.
  static std::optional<std::string> cannot_draw(std::FILE* output);
  // Null, with a message fit for stderr, when there is no terminal or no
  // usable terminal type.
  static std::unique_ptr<Terminal> open(const TerminalOptions& options,
                                        std::string* error);
  ~Terminal();
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;

  bool unicode() const { return unicode_; }
  // Set when $TERM had no terminfo entry: says which type is used instead.
  const std::string& fallback_note() const { return fallback_note_; }
  // Set while the terminal is larger than the screen drawn (screen_size.hpp).
  std::string size_note() const;

  int width() const;
  int height() const;

  // Waits up to timeout_ms for a key (KEY_RESIZE included), or until
  // `also_fd` (a network client's socket) turns readable: then kNoKey.
  int read_key(int timeout_ms, int also_fd = -1);
  // The text of the last kPaste: printable ASCII and the bytes of UTF-8
  // characters (the line editor keeps whole, drawable ones), line breaks
  // and tabs turned into spaces, every other control byte (Esc, Ctrl-G...)
  // dropped, so a paste can never act as keys.
  std::string take_paste();
  // The signal caught since the last call (SIGINT, SIGTERM, SIGHUP), or 0.
  static int take_signal();

  // Shows `grid` (the whole screen) with the cursor at (x, y), or hidden
  // when x < 0. `repaint` redraws every cell (Ctrl-L).
  void present(const CharGrid& grid, int cursor_x, int cursor_y, Tint tint,
               bool repaint = false);

 private:
  Terminal() = default;
  void read_paste();
  // Takes the terminal's new size, bounded, after a SIGWINCH.
  void resize();

  screen* screen_ = nullptr;
  bool unicode_ = false;
  bool colour_ = false;
  bool gone_ = false;
  int empty_reads_ = 0;
  int input_fd_ = 0;
  int output_fd_ = 1;
  std::string paste_;
  // What the last present() handed to ncurses, to hand over only changes.
  CharGrid shown_;
  Tint shown_tint_ = Tint::None;
  int shown_rows_ = 0, shown_cols_ = 0;
  std::string fallback_note_;
  struct sigaction old_actions_[3] = {};
  std::unique_ptr<ScreenSize> size_;
};

}  // namespace wumpus::ui
