#include "app/maze/maze_animation.hpp"

#include "base/utf8.hpp"

#include <fmt/core.h>

#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <limits>
#include <string>
#include <string_view>

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

struct FrameSize {
  std::size_t lines = 0, columns = 0;
};

// Stdout's terminal now (it may be resized while the frames play).
std::optional<FrameSize> animation_terminal_size() {
  winsize size{};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 ||
      size.ws_col == 0)
    return std::nullopt;
  return FrameSize{size.ws_row, size.ws_col};
}

// One column a character: the drawings are ASCII and box drawing.
std::size_t frame_line_columns(std::string_view line) {
  std::size_t columns = 0;
  for (const char c : line) columns += !base::utf8_continuation(c);
  return columns;
}

// The first `columns` characters of `line`.
std::string_view frame_line_start(std::string_view line, std::size_t columns) {
  std::size_t end = 0;
  for (std::size_t seen = 0; end < line.size(); ++end) {
    if (!base::utf8_continuation(line[end]) && seen++ == columns) break;
  }
  return line.substr(0, end);
}

// The frame's lines, without the newline after the last one.
template <typename Visit>
void for_each_frame_line(std::string_view frame, Visit visit) {
  while (!frame.empty()) {
    const std::size_t end = frame.find('\n');
    visit(frame.substr(0, end));
    if (end == std::string_view::npos) break;
    frame.remove_prefix(end + 1);
  }
}

FrameSize frame_size(std::string_view frame) {
  FrameSize size;
  for_each_frame_line(frame, [&](std::string_view line) {
    ++size.lines;
    size.columns = std::max(size.columns, frame_line_columns(line));
  });
  return size;
}

// Home, then each line erased and drawn, cut to the screen should it have
// shrunk since the start (a line that wrapped would scroll the screen).
void show_frame(std::string_view frame) {
  const FrameSize screen_size = animation_terminal_size().value_or(
      FrameSize{std::numeric_limits<std::size_t>::max(),
                std::numeric_limits<std::size_t>::max()});
  std::string screen = "\x1b[H";
  std::size_t drawn = 0;
  for_each_frame_line(frame, [&](std::string_view line) {
    if (drawn == screen_size.lines) return;
    if (drawn++ > 0) screen += '\n';
    screen += "\x1b[2K";
    screen += frame_line_start(line, screen_size.columns);
  });
  screen += "\x1b[J";
  fmt::print("{}", screen);
  std::fflush(stdout);
}

}  // namespace

std::optional<std::string> animation_misfit(std::string_view frame) {
  const std::optional<FrameSize> screen = animation_terminal_size();
  if (!screen) return "--animate draws in a terminal whose size it can read";
  const FrameSize drawing = frame_size(frame);
  if (drawing.lines <= screen->lines && drawing.columns <= screen->columns)
    return std::nullopt;
  return fmt::format(
      "--animate: the drawing is {} columns by {} lines, the terminal {} by "
      "{}; make the terminal larger or the maze smaller",
      drawing.columns, drawing.lines, screen->columns, screen->lines);
}

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
    // The alternate screen, cursor hidden: the main screen stays as it was.
    fmt::print("\x1b[?1049h\x1b[?25l\x1b[2J");
    show_frame(frames.advance(0));
    while (frames.done() < frames.steps() && !g_interrupted) {
      if (keys.key_within(wait_ms)) break;
      show_frame(frames.advance(per_frame));
    }
    fmt::print("\x1b[?25h\x1b[?1049l");
    std::fflush(stdout);
  }
  sigaction(SIGINT, &old_int, nullptr);
  sigaction(SIGTERM, &old_term, nullptr);
  return !g_interrupted;
}

}  // namespace wumpus::app
