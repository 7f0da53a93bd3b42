#include "ui/sessions/playback.hpp"

#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"

#include <curses.h>
#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <fstream>

namespace wumpus::ui {
namespace {

constexpr int kPlaybackPollMs = 50;

void compose(const game_api::PlayerView& view, bool unicode,
             const std::string& hint, CharGrid& screen) {
  FrameInput input;
  input.view = &view;
  input.map.unicode = unicode;
  input.map.show_path = view.cheating;
  input.title = "wumpus replay | " + view.cave.preset + " | " +
                view.cave.shape + " | " + view.name;
  input.prompt = hint;
  Origin origin;
  MessageLog log;
  compose_frame(input, origin, log, screen);
}

std::uint64_t pause_between(const PlaybackFrame& shown,
                            const PlaybackFrame& next) {
  return std::min(kMaxPauseMs, next.at_ms - std::min(next.at_ms, shown.at_ms));
}

}  // namespace

int play_back(FrameSource& frames, double speed, bool ascii) {
  std::string error;
  auto terminal = Terminal::open({ascii}, &error);
  if (!terminal) {
    fmt::print(stderr, "wumpus replay: {}\n", error);
    return 1;
  }
  auto shown = frames.next();
  if (!shown) return 0;
  auto upcoming = frames.next();
  std::size_t number = 1;
  CharGrid screen;
  bool paused = false;
  while (upcoming || paused) {
    screen.resize(terminal->width(), terminal->height());
    compose(shown->view, terminal->unicode(),
            fmt::format("{}  x{:.2g}  space: pause  + -: speed  q: quit",
                        number, speed) +
                (paused ? "  (paused)" : ""),
            screen);
    terminal->present(screen, -1, -1, Tint::None);
    const auto wait = std::chrono::milliseconds(static_cast<long long>(
        upcoming ? pause_between(*shown, *upcoming) / speed : 0));
    const auto until = std::chrono::steady_clock::now() + wait;
    bool next = !paused;
    while (true) {
      if (Terminal::take_signal() != 0) return 0;
      const int key = terminal->read_key(kPlaybackPollMs);
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
    if (next && upcoming) {
      shown = std::move(upcoming);
      upcoming = frames.next();
      ++number;
    }
  }
  // The last frame stays until a key.
  screen.resize(terminal->width(), terminal->height());
  compose(shown->view, terminal->unicode(), "the end: any key quits", screen);
  terminal->present(screen, -1, -1, Tint::None);
  while (terminal->read_key(kPlaybackPollMs) == Terminal::kNoKey &&
         Terminal::take_signal() == 0) {
  }
  return 0;
}

bool export_cast(FrameSource& frames, int width, int height,
                 const std::string& path, std::size_t* written,
                 std::string* error) {
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
  std::optional<PlaybackFrame> shown;
  *written = 0;
  while (auto frame = frames.next()) {
    if (shown)
      at += static_cast<double>(pause_between(*shown, *frame)) / 1000.0;
    screen.clear();
    compose(frame->view, true, "", screen);
    std::string text = "\x1b[H\x1b[2J";
    for (int y = 0; y < height; ++y)
      text += screen.row_text(y) + (y + 1 < height ? "\r\n" : "");
    out << nlohmann::json::array({at, "o", text}).dump() << "\n";
    shown = std::move(frame);
    ++*written;
  }
  if (!out) {
    *error = "cannot write " + path;
    return false;
  }
  return true;
}

}  // namespace wumpus::ui
