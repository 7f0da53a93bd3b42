#include "ui/terminal/screen_size.hpp"

#include <sys/ioctl.h>

#include <algorithm>
#include <cstdlib>

namespace wumpus::ui {
namespace {

volatile sig_atomic_t g_resized = 0;

// Only records it: the event loop takes the new size between keys.
void record_resize(int) {
  g_resized = 1;
}

// Sets an environment variable ncurses sizes its screen by to `value`
// (when known), bounded by `most`; one already set counts too, since
// ncurses prefers it to the tty's size.
void bound_size_variable(const char* name, int value, int most) {
  if (value <= 0)
    if (const char* set = std::getenv(name)) value = std::atoi(set);
  if (value > 0)
    ::setenv(name, std::to_string(std::min(value, most)).c_str(), 1);
}

}  // namespace

ScreenSize::ScreenSize(int fd) : fd_(fd) {
  struct sigaction action = {};
  action.sa_handler = record_resize;
  sigemptyset(&action.sa_mask);
  sigaction(SIGWINCH, &action, &old_action_);
  take_resize();
  bound_size_variable("COLUMNS", tty_width_, kMaxWidth);
  bound_size_variable("LINES", tty_height_, kMaxHeight);
}

ScreenSize::~ScreenSize() {
  sigaction(SIGWINCH, &old_action_, nullptr);
}

bool ScreenSize::resized() {
  return g_resized != 0;
}

bool ScreenSize::take_resize() {
  g_resized = 0;
  winsize size{};
  if (ioctl(fd_, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 ||
      size.ws_row == 0)
    return false;
  tty_width_ = size.ws_col;
  tty_height_ = size.ws_row;
  return true;
}

int ScreenSize::width() const {
  return std::min(tty_width_, kMaxWidth);
}

int ScreenSize::height() const {
  return std::min(tty_height_, kMaxHeight);
}

std::string ScreenSize::note() const {
  if (tty_width_ <= kMaxWidth && tty_height_ <= kMaxHeight) return {};
  return "The terminal is " + std::to_string(tty_width_) + "x" +
         std::to_string(tty_height_) + "; the game draws at most " +
         std::to_string(kMaxWidth) + "x" + std::to_string(kMaxHeight) +
         ", in its top-left corner.";
}

}  // namespace wumpus::ui
