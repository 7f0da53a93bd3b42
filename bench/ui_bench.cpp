// How long one redraw of a 200x60 terminal takes: composing the frame
// (map, status, log) into the character grid, then pushing it through
// ncurses to a pseudo-terminal, whole (a repaint) or as a step's changes;
// and a page of the whole-map view of a million-room cave.
#include "game_api/view_topology.hpp"
#include "maze/maze.hpp"
#include "ui/map/map_overview.hpp"
#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"

#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>

using namespace wumpus;

namespace {

constexpr int kColumns = 200, kRows = 60;

// A 60x40 cave, every room seen, with a mix of walls, marks and things:
// larger than the screen, so the viewport scrolls and clips. `hex`: of
// hexagonal rooms (the default cave's tiling), every passage known open.
game_api::PlayerView busy_view(bool hex = false) {
  game_api::PlayerView view;
  view.width = 60;
  view.height = 40;
  if (hex) {
    view.grid = false;
    view.shape = maze::Shape::Hex;
  }
  const auto topology = game_api::view_topology(view);
  view.x = 30;
  view.y = 20;
  view.room = view.y * view.width + view.x;
  view.arrows = 3;
  for (std::uint32_t y = 0; y < view.height; ++y) {
    for (std::uint32_t x = 0; x < view.width; ++x) {
      game_api::RoomView room;
      room.room = y * view.width + x;
      room.x = x;
      room.y = y;
      room.sight = (x + y) % 3 == 0 ? game_api::Sight::Visible
                                    : game_api::Sight::Remembered;
      room.visited = (x * 7 + y) % 4 == 0;
      room.open = static_cast<std::uint8_t>(((x * 31 + y * 17) % 16) & 0b1111);
      if (hex) {
        maze::Neighbor next[maze::Maze::kMaxNeighbors];
        for (int i = 0, n = topology->neighbors(room.room, next); i < n; ++i)
          room.open_rooms.push_back(next[i].room);
      }
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
  game_api::PlayerView view;
  ui::FrameInput input;
  ui::CharGrid screen{kColumns, kRows};
  ui::MessageLog log;

  explicit Redraw(bool hex = false) : view(busy_view(hex)) {
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

// Argument 0: square rooms; 1: hexagonal rooms, whose painters share one
// tile layout.
void BM_ComposeFrame(benchmark::State& state) {
  Redraw redraw(state.range(0) == 1);
  for (auto _ : state) {
    redraw.compose();
    benchmark::DoNotOptimize(redraw.screen.at(0, 0));
  }
}
BENCHMARK(BM_ComposeFrame)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// One page of the whole-map view (X) of a 1000x1000 cave (a million
// rooms) with a band of 100,000 rooms seen, a letter a room on a 200x58
// page: its cost is the page's and the rooms seen, not the cave's.
void BM_WholeMapPage(benchmark::State& state) {
  game_api::PlayerView view;
  view.width = view.height = 1000;
  view.x = view.y = 500;
  view.room = 500 * 1000 + 500;
  for (std::uint32_t y = 0; y < view.height; ++y)
    for (std::uint32_t x = y > 50 ? y - 50 : 0; x < std::min(1000u, y + 50);
         ++x) {
      game_api::RoomView room;
      room.room = y * view.width + x;
      room.x = x;
      room.y = y;
      room.visited = (x + y) % 2 == 0;
      if ((x * y) % 29 == 5) room.things = {"gold"};
      view.rooms.push_back(room);
    }
  ui::MapOverview overview;
  overview.start(view, kColumns, kRows - 2);
  ui::CharGrid page(kColumns, kRows - 2);
  ui::MapOptions options;
  for (auto _ : state) {
    overview.draw(view, options, page);
    benchmark::DoNotOptimize(page.at(0, 0));
  }
}
BENCHMARK(BM_WholeMapPage)->Unit(benchmark::kMicrosecond);

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

// A Terminal on a fresh pseudo-terminal of 200x60 whose output is drained.
class PtyTerminal {
 public:
  PtyTerminal() {
    master_ = posix_openpt(O_RDWR | O_NOCTTY);
    if (master_ < 0 || grantpt(master_) != 0 || unlockpt(master_) != 0) {
      error_ = "no pseudo-terminal";
      return;
    }
    fcntl(master_, F_SETFL, O_NONBLOCK);
    slave_ = std::fopen(ptsname(master_), "r+");
    const winsize size{kRows, kColumns, 0, 0};
    ioctl(fileno(slave_), TIOCSWINSZ, &size);
    setenv("TERM", "xterm-256color", 1);
    drain_ = std::make_unique<PtyDrain>(master_);
    ui::TerminalOptions options;
    options.input = options.output = slave_;
    terminal_ = ui::Terminal::open(options, &error_);
  }
  ~PtyTerminal() {
    terminal_.reset();
    drain_.reset();
    if (slave_ != nullptr) std::fclose(slave_);
    if (master_ >= 0) close(master_);
  }
  ui::Terminal* terminal() { return terminal_.get(); }
  const std::string& error() const { return error_; }

 private:
  int master_ = -1;
  std::FILE* slave_ = nullptr;
  std::unique_ptr<PtyDrain> drain_;
  std::unique_ptr<ui::Terminal> terminal_;
  std::string error_;
};

// The worst case: every cell pushed out again, as Ctrl-L does.
void BM_ComposeAndRepaintNcurses(benchmark::State& state) {
  PtyTerminal pty;
  if (pty.terminal() == nullptr)
    return state.SkipWithError(pty.error().c_str());
  Redraw redraw;
  for (auto _ : state) {
    redraw.compose();
    pty.terminal()->present(redraw.screen, -1, -1, ui::Tint::None, true);
  }
}
BENCHMARK(BM_ComposeAndRepaintNcurses)->Unit(benchmark::kMicrosecond);

// The common case: the player steps east and back, so the view scrolls by
// a room each frame and only the cells that changed go out.
void BM_ComposeAndPresentStep(benchmark::State& state) {
  PtyTerminal pty;
  if (pty.terminal() == nullptr)
    return state.SkipWithError(pty.error().c_str());
  Redraw redraw;
  const std::uint32_t home = redraw.view.x;
  for (auto _ : state) {
    redraw.view.x = redraw.view.x == home ? home + 1 : home;
    redraw.view.room = redraw.view.y * redraw.view.width + redraw.view.x;
    redraw.compose();
    pty.terminal()->present(redraw.screen, -1, -1, ui::Tint::None);
  }
}
BENCHMARK(BM_ComposeAndPresentStep)->Unit(benchmark::kMicrosecond);

}  // namespace
