// Drives the real event loop through a pseudo-terminal: keys written to
// the pty's master side become Commands for a game played by the fake
// rules (no Lua), and signals end the loop with a save.
#include "ui/game_screen.hpp"

#include "game/game_fixtures.hpp"
#include "game/local_link.hpp"
#include "scoped_env.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <filesystem>
#include <thread>

using namespace wumpus;

namespace {

// A 100x30 pty with a Terminal on its slave side; what ncurses draws is
// read and thrown away so it never blocks.
class PtyScreen {
 public:
  PtyScreen() {
    master_ = posix_openpt(O_RDWR | O_NOCTTY);
    REQUIRE(master_ >= 0);
    REQUIRE(grantpt(master_) == 0);
    REQUIRE(unlockpt(master_) == 0);
    slave_ = std::fopen(ptsname(master_), "r+");
    REQUIRE(slave_ != nullptr);
    const winsize size{30, 100, 0, 0};
    ioctl(fileno(slave_), TIOCSWINSZ, &size);
    fcntl(master_, F_SETFL, O_NONBLOCK);
    drain_ = std::thread([this] {
      char buffer[65536];
      while (!stop_)
        if (read(master_, buffer, sizeof buffer) <= 0) usleep(1000);
    });
    ui::TerminalOptions options;
    options.input = options.output = slave_;
    std::string error;
    terminal_ = ui::Terminal::open(options, &error);
    INFO(error);
    REQUIRE(terminal_ != nullptr);
    keymap_.load(WUMPUS_SOURCE_DIR "/data/keymap", nullptr);
    save_path_ =
        (std::filesystem::temp_directory_path() /
         ("wumpus-screen-" + std::to_string(getpid())) / "autosave.json")
            .string();
  }
  ~PtyScreen() {
    terminal_.reset();
    close_master();
    std::fclose(slave_);
    std::filesystem::remove_all(
        std::filesystem::path(save_path_).parent_path());
  }

  // The terminal's other side goes away, with no signal: the program's
  // tty is not its controlling terminal here.
  void close_master() {
    if (master_ < 0) return;
    stop_ = true;
    drain_.join();
    close(master_);
    master_ = -1;
  }

  void type(const std::string& keys) {
    REQUIRE(write(master_, keys.data(), keys.size()) ==
            static_cast<ssize_t>(keys.size()));
  }

  // A single player's table over `game`, hang-ups saving to save_path().
  std::unique_ptr<game::LocalLink> seat(std::unique_ptr<game::Game> game) {
    std::filesystem::create_directories(
        std::filesystem::path(save_path_).parent_path());
    return game::seat_alone(std::move(game), "tester", {}, save_path_);
  }

  ui::ScreenExit play(game::TableLink& link, bool watching = false) {
    ui::ScreenSetup setup;
    setup.keymap = &keymap_;
    setup.watching = watching;
    ui::GameScreen screen(*terminal_, setup, link);
    return screen.run();
  }

  const std::string& save_path() const { return save_path_; }

 private:
  // The terminal type the screen is drawn for, while this screen lives.
  wumpus::testing::ScopedEnv term_{"TERM", "xterm-256color"};
  int master_ = -1;
  std::FILE* slave_ = nullptr;
  std::atomic<bool> stop_{false};
  std::thread drain_;
  std::unique_ptr<ui::Terminal> terminal_;
  ui::Keymap keymap_;
  std::string save_path_;
};

}  // namespace

TEST_CASE("keys become commands and q asks before quitting", "[ui][screen]") {
  PtyScreen pty;
  auto link = pty.seat(game::testing::fake_game(11, 5));
  const maze::Direction facing = link->view().facing;
  // wait, turn right, a typed command, then q: not confirmed, q: confirmed.
  pty.type(".]:wait\rqnqy");
  CHECK(pty.play(*link) == ui::ScreenExit::Quit);
  const game::PlayerView view = link->view();
  CHECK(view.turn == 2);
  CHECK(view.facing ==
        static_cast<maze::Direction>((static_cast<int>(facing) + 1) % 4));
  CHECK_FALSE(std::filesystem::exists(pty.save_path()));
}

TEST_CASE("a spectator's q goes back at once, asking nothing", "[ui][screen]") {
  PtyScreen pty;
  auto link = pty.seat(game::testing::fake_game(11, 5));
  // Asked first (as a player is), n would keep the screen and Z end it.
  pty.type("qnZ");
  CHECK(pty.play(*link, true) == ui::ScreenExit::Quit);
}

TEST_CASE("shooting takes a direction key or the shoot key again",
          "[ui][screen]") {
  PtyScreen pty;
  auto link = pty.seat(game::testing::fake_game(12, 5));
  const int arrows = link->view().arrows;
  pty.type(
      "f\x1b"
      "ffqy");  // Esc lowers the bow; f f shoots ahead
  CHECK(pty.play(*link) == ui::ScreenExit::Quit);
  CHECK(link->view().arrows == arrows - 1);
}

TEST_CASE("save-and-quit and a hang-up both leave a save to resume",
          "[ui][screen]") {
  PtyScreen pty;
  auto rules = std::make_shared<game::testing::FakeRules>();
  auto link = pty.seat(game::testing::fake_game(13, 5, rules));
  SECTION("the save-and-quit key") {
    pty.type(".Z");
    CHECK(pty.play(*link) == ui::ScreenExit::SaveQuit);
  }
  SECTION("SIGHUP between commands") {
    pty.type(".");
    std::raise(SIGHUP);
    CHECK(pty.play(*link) == ui::ScreenExit::HangUp);
  }
  SECTION("the terminal vanishing: no spinning on a dead tty") {
    pty.close_master();
    CHECK(pty.play(*link) == ui::ScreenExit::HangUp);
  }
  std::string error;
  const auto resumed = game::Game::load(pty.save_path(), rules, &error);
  INFO(error);
  REQUIRE(resumed != nullptr);
  CHECK(resumed->view(link->player()).turn == link->view().turn);
}
