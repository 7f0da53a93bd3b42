// How long one full redraw of a 200x60 terminal takes: composing the frame
// (map, status, log) into the character grid, and pushing a whole-screen
// repaint through ncurses to a pseudo-terminal.
#include "ui/frame.hpp"
#include "ui/terminal.hpp"

#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <thread>

using namespace wumpus;

namespace {

constexpr int kColumns = 200, kRows = 60;

// A 60x40 cave, every room seen, with a mix of walls, marks and things:
// larger than the screen, so the viewport scrolls and clips.
game::PlayerView busy_view() {
  game::PlayerView view;
  view.width = 60;
  view.height = 40;
  view.x = 30;
  view.y = 20;
  view.room = view.y * view.width + view.x;
  view.arrows = 3;
  for (std::uint32_t y = 0; y < view.height; ++y) {
    for (std::uint32_t x = 0; x < view.width; ++x) {
      game::RoomView room;
      room.room = y * view.width + x;
      room.x = x;
      room.y = y;
      room.sight =
          (x + y) % 3 == 0 ? game::Sight::Visible : game::Sight::Remembered;
      room.visited = (x * 7 + y) % 4 == 0;
      room.open = static_cast<std::uint8_t>(((x * 31 + y * 17) % 16) & 0b1111);
      if ((x + 2 * y) % 11 == 0) room.percepts = {"breeze"};
      if ((3 * x + y) % 13 == 0) room.percepts.push_back("stench");
      if ((x * y) % 29 == 5) room.things = {"gold"};
      view.rooms.push_back(room);
    }
  }
  for (int i = 0; i < 200; ++i)
    view.messages.push_back({i % 2 ? "breeze" : "info",
                             "You feel a breeze. Somewhere a pit waits.", 0});
  return view;
}

// One full frame of the busy view, composed into a 200x60 grid.
struct Redraw {
  game::PlayerView view = busy_view();
  ui::FrameInput input;
  ui::CharGrid screen{kColumns, kRows};
  ui::MessageLog log;

  Redraw() {
    input.view = &view;
    input.map.unicode = true;
    input.title = "wumpus | bench";
    input.prompt = "? help";
  }
  void compose() {
    ui::Origin origin;
    ui::compose_frame(input, origin, log, screen);
  }
};

void BM_ComposeFrame(benchmark::State& state) {
  Redraw redraw;
  for (auto _ : state) {
    redraw.compose();
    benchmark::DoNotOptimize(redraw.screen.at(0, 0));
  }
}
BENCHMARK(BM_ComposeFrame)->Unit(benchmark::kMicrosecond);

// Reads the pty's master side so ncurses never blocks on a full buffer.
class PtyDrain {
 public:
  explicit PtyDrain(int master) : master_(master), reader_([this] { run(); }) {}
  ~PtyDrain() {
    stop_ = true;
    reader_.join();
  }

 private:
  void run() {
    char buffer[65536];
    while (!stop_) {
      if (read(master_, buffer, sizeof buffer) <= 0) usleep(1000);
    }
  }
  int master_;
  std::atomic<bool> stop_{false};
  std::thread reader_;
};

void BM_ComposeAndRepaintNcurses(benchmark::State& state) {
  const int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) {
    state.SkipWithError("no pseudo-terminal");
    return;
  }
  fcntl(master, F_SETFL, O_NONBLOCK);
  std::FILE* slave = std::fopen(ptsname(master), "r+");
  const winsize size{kRows, kColumns, 0, 0};
  ioctl(fileno(slave), TIOCSWINSZ, &size);
  setenv("TERM", "xterm-256color", 1);
  {
    PtyDrain drain(master);
    std::string error;
    ui::TerminalOptions options;
    options.input = options.output = slave;
    const auto terminal = ui::Terminal::open(options, &error);
    if (!terminal) {
      state.SkipWithError(error.c_str());
    } else {
      Redraw redraw;
      for (auto _ : state) {
        redraw.compose();
        terminal->present(redraw.screen, -1, -1, ui::Tint::None, true);
      }
    }
  }
  std::fclose(slave);
  close(master);
}
BENCHMARK(BM_ComposeAndRepaintNcurses)->Unit(benchmark::kMicrosecond);

}  // namespace
