#include "app/maze/maze_animation.hpp"

#include <fmt/core.h>

#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <string>

namespace wumpus::app {
namespace {

constexpr double kFramesPerSecond = 30;

volatile std::sig_atomic_t g_interrupted = 0;
void note_interrupt(int) {
  g_interrupted = 1;
}

// Keys arrive one at a time, unechoed, while it lives; Ctrl-C stays a
// signal (caught, so the terminal is put back).
class KeyReader {
 public:
  KeyReader() {
    active_ = isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &saved_) == 0;
    if (!active_) return;
    termios raw = saved_;
    raw.c_lflag &= static_cast<tcflag_t>(~(ICANON | ECHO));
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  }
  ~KeyReader() {
    if (active_) tcsetattr(STDIN_FILENO, TCSANOW, &saved_);
  }
  KeyReader(const KeyReader&) = delete;
  KeyReader& operator=(const KeyReader&) = delete;

  // Waits up to `ms` for a key; true when one came (and is read).
  bool key_within(int ms) {
    if (!active_) {
      poll(nullptr, 0, ms);
      return false;
    }
    pollfd in{STDIN_FILENO, POLLIN, 0};
    if (poll(&in, 1, ms) <= 0) return false;
    char discard[64];
    return read(STDIN_FILENO, discard, sizeof discard) > 0;
  }

 private:
  bool active_ = false;
  termios saved_{};
};

void show(const std::string& frame) {
  // Home, the frame with each line's rest erased, then below it erased.
  std::string screen = "\x1b[H";
  for (char c : frame) {
    if (c == '\n') screen += "\x1b[K";
    screen += c;
  }
  screen += "\x1b[J";
  fmt::print("{}", screen);
  std::fflush(stdout);
}

}  // namespace

bool play_animation(maze::CarvingFrames& frames, double speed) {
  g_interrupted = 0;
  struct sigaction action {};
  action.sa_handler = note_interrupt;
  struct sigaction old_int {
  }, old_term{};
  sigaction(SIGINT, &action, &old_int);
  sigaction(SIGTERM, &action, &old_term);
  const auto per_frame = static_cast<std::size_t>(
      std::max(1.0, std::ceil(speed / kFramesPerSecond)));
  const int wait_ms = static_cast<int>(1000.0 * per_frame / speed);
  {
    KeyReader keys;
    fmt::print("\x1b[?25l\x1b[2J");
    show(frames.advance(0));
    while (frames.done() < frames.steps() && !g_interrupted) {
      if (keys.key_within(wait_ms)) break;
      show(frames.advance(per_frame));
    }
    fmt::print("\x1b[?25h\x1b[H\x1b[2J");
    std::fflush(stdout);
  }
  sigaction(SIGINT, &old_int, nullptr);
  sigaction(SIGTERM, &old_term, nullptr);
  return !g_interrupted;
}

}  // namespace wumpus::app
