// Drives the real event loop through a pseudo-terminal: keys written to
// the pty's master side become Commands for a game played by the fake
// rules (no Lua), and signals end the loop with a save.
#include "ui/play/game_screen.hpp"

#include "game/game_fixtures.hpp"
#include "game/table/local_link.hpp"
#include "scoped_env.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <optional>
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
        if (::read(master_, buffer, sizeof buffer) <= 0) usleep(1000);
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

  ui::ScreenExit play(game_api::TableLink& link, bool watching = false) {
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

// Alice's seat at a two-seat table. Bob acts (he waits) only once Alice
// has acted and the round has waited a moment for him, as a person would;
// after `rounds` rounds (or 10 s) the link types a key that stops any walk
// and then quits.
class PartnerLink : public game_api::TableLink {
 public:
  PartnerLink(PtyScreen& pty, std::unique_ptr<game::Game> game, int rounds)
      : pty_(pty), rounds_(rounds) {
    table_ =
        std::make_shared<game::Table>(std::move(game), game::TableOptions{});
    std::string error;
    alice_ = *table_->sit("alice", game::Clock::now(), &error);
    bob_ = *table_->sit("bob", game::Clock::now(), &error);
    alice_link_ = std::make_unique<game::LocalLink>(table_, alice_);
  }
  void send(std::string_view line) override { alice_link_->send(line); }
  void send(const game_api::Input& input) override { alice_link_->send(input); }
  bool update() override {
    const auto now = std::chrono::steady_clock::now();
    const bool alice_acted = !table_->view(alice_, false).table.seats.empty() &&
                             table_->view(alice_, false).table.seats[0].acted;
    if (alice_acted && !waiting_since_) waiting_since_ = now;
    if (waiting_since_ && now - *waiting_since_ > kBobThinks) {
      table_->submit(bob_, "wait", game::Clock::now());
      waiting_since_.reset();
      ++rounds_passed_;
    }
    if (!quitting_ && (rounds_passed_ >= rounds_ || now - start_ > kGiveUp)) {
      quitting_ = true;
      pty_.type("~qy");
    }
    // Bob's turn changed Alice's view too: the screen must hear of it.
    alice_link_->update();
    return true;
  }
  const game_api::PlayerView& view() const override {
    return alice_link_->view();
  }
  bool suspend(std::string*) override { return false; }
  int rounds_passed() const { return rounds_passed_; }

 private:
  static constexpr auto kBobThinks = std::chrono::milliseconds(100);
  static constexpr auto kGiveUp = std::chrono::seconds(10);
  PtyScreen& pty_;
  int rounds_;
  std::shared_ptr<game::Table> table_;
  game_api::PlayerId alice_ = 0, bob_ = 0;
  std::unique_ptr<game::LocalLink> alice_link_;
  std::optional<std::chrono::steady_clock::time_point> waiting_since_;
  const std::chrono::steady_clock::time_point start_ =
      std::chrono::steady_clock::now();
  int rounds_passed_ = 0;
  bool quitting_ = false;
};

}  // namespace

TEST_CASE("in a shared cave a walk takes one step a round until stopped",
          "[ui][screen][walk]") {
  PtyScreen pty;
  // Seed 15: the rooms of the first five steps show nothing new.
  PartnerLink link(pty, game::testing::fake_game(15, 8), 5);
  pty.type("o");  // explore: one order for all the rounds
  CHECK(pty.play(link) == ui::ScreenExit::Quit);
  CHECK(link.rounds_passed() >= 5);
  CHECK(link.view().turn >= 5);
}

TEST_CASE("keys become commands and q asks before quitting", "[ui][screen]") {
  PtyScreen pty;
  auto link = pty.seat(game::testing::fake_game(11, 5));
  const maze::Direction facing = link->view().facing;
  // wait, turn right, a typed command, then q: not confirmed, q: confirmed.
  pty.type(".]:wait\rqnqy");
  CHECK(pty.play(*link) == ui::ScreenExit::Quit);
  const game_api::PlayerView view = link->view();
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

TEST_CASE("the advisor key marks the game as advised, shown once is enough",
          "[ui][screen][advisor]") {
  PtyScreen pty;
  auto link = pty.seat(game::testing::fake_game(11, 5));
  CHECK_FALSE(link->view().cave.advised);
  pty.type("A.Aqy");  // shown, a wait under advice, hidden, quit
  CHECK(pty.play(*link) == ui::ScreenExit::Quit);
  CHECK(link->view().cave.advised);
  CHECK(link->view().turn == 1);
}

TEST_CASE("a spectator cannot show the advisor", "[ui][screen][advisor]") {
  PtyScreen pty;
  auto link = pty.seat(game::testing::fake_game(11, 5));
  pty.type("Aq");
  CHECK(pty.play(*link, true) == ui::ScreenExit::Quit);
  CHECK_FALSE(link->view().cave.advised);
}

TEST_CASE("a new cave under the advisor is marked as advised too",
          "[ui][screen][advisor]") {
  PtyScreen pty;
  auto link = pty.seat(game::testing::fake_game(11, 5));
  pty.type("..A:new\rqy");  // two turns, the advisor, a new cave, quit
  CHECK(pty.play(*link) == ui::ScreenExit::Quit);
  CHECK(link->view().turn == 0);  // the new cave
  CHECK(link->view().cave.advised);
}
