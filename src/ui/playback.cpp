#include "ui/playback.hpp"

#include "ui/frame.hpp"
#include "ui/terminal.hpp"

#include <curses.h>
#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <fstream>

namespace wumpus::ui {
namespace {

constexpr int kPollMs = 50;

void compose(const game::PlayerView& view, bool unicode,
             const std::string& hint, CharGrid& screen) {
  FrameInput input;
  input.view = &view;
  input.map = {unicode, view.cheating};
  input.title = "wumpus replay | " + view.cave.preset + " | " +
                view.cave.shape + " | " + view.name;
  input.prompt = hint;
  Origin origin;
  MessageLog log;
  compose_frame(input, origin, log, screen);
}

std::uint64_t pause_before(const std::vector<PlaybackFrame>& frames,
                           std::size_t i) {
  if (i == 0) return 0;
  return std::min(kMaxPauseMs, frames[i].at_ms - std::min(frames[i].at_ms,
                                                          frames[i - 1].at_ms));
}

}  // namespace

int play_back(const std::vector<PlaybackFrame>& frames, double speed,
              bool ascii) {
  std::string error;
  auto terminal = Terminal::open({ascii}, &error);
  if (!terminal) {
    fmt::print(stderr, "wumpus replay: {}\n", error);
    return 1;
  }
  CharGrid screen;
  bool paused = false;
  for (std::size_t i = 0; i < frames.size();) {
    screen.resize(terminal->width(), terminal->height());
    compose(frames[i].view, terminal->unicode(),
            fmt::format("{}/{}  x{:.2g}  space: pause  + -: speed  q: quit",
                        i + 1, frames.size(), speed) +
                (paused ? "  (paused)" : ""),
            screen);
    terminal->present(screen, -1, -1, Tint::None);
    const auto wait = std::chrono::milliseconds(static_cast<long long>(
        i + 1 < frames.size() ? pause_before(frames, i + 1) / speed : 0));
    const auto until = std::chrono::steady_clock::now() + wait;
    bool next = !paused;
    while (true) {
      if (Terminal::take_signal() != 0) return 0;
      const int key = terminal->read_key(kPollMs);
      if (key == Terminal::kGone || key == 'q' || key == 27) return 0;
      if (key == ' ') {
        paused = !paused;
        break;
      }
      if (key == '+') speed = std::min(64.0, speed * 2);
      if (key == '-') speed = std::max(0.125, speed / 2);
      if (key == KEY_RESIZE || key == '+' || key == '-') break;
      if (!paused && std::chrono::steady_clock::now() >= until) break;
      if (paused && (key == KEY_RIGHT || key == '.')) {
        next = true;
        break;
      }
    }
    if (next && !paused) ++i;
    if (next && paused) i = std::min(i + 1, frames.size() - 1);
    if (i + 1 == frames.size() && !paused) {
      // The last frame stays until a key.
      screen.resize(terminal->width(), terminal->height());
      compose(frames[i].view, terminal->unicode(), "the end: any key quits",
              screen);
      terminal->present(screen, -1, -1, Tint::None);
      while (terminal->read_key(kPollMs) == Terminal::kNoKey &&
             Terminal::take_signal() == 0) {
      }
      return 0;
    }
  }
  return 0;
}

bool export_cast(const std::vector<PlaybackFrame>& frames, int width,
                 int height, const std::string& path, std::string* error) {
  std::ofstream out(path, std::ios::binary);
  if (!out) {
    *error = "cannot write " + path;
    return false;
  }
  out << nlohmann::json{{"version", 2},
                        {"width", width},
                        {"height", height},
                        {"title", "wumpus replay"}}
             .dump()
      << "\n";
  CharGrid screen(width, height);
  double at = 0;
  for (std::size_t i = 0; i < frames.size(); ++i) {
    at += static_cast<double>(pause_before(frames, i)) / 1000.0;
    screen.clear();
    compose(frames[i].view, true, "", screen);
    std::string text = "\x1b[H\x1b[2J";
    for (int y = 0; y < height; ++y)
      text += screen.row_text(y) + (y + 1 < height ? "\r\n" : "");
    out << nlohmann::json::array({at, "o", text}).dump() << "\n";
  }
  if (!out) {
    *error = "cannot write " + path;
    return false;
  }
  return true;
}

}  // namespace wumpus::ui
