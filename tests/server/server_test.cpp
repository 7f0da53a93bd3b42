// The server in process, talked to through its real Unix socket: players
// share a cave, chat, reconnect to their seat, watch; a bad peer is
// dropped alone; caves outlive the server.
#include "server/server.hpp"

#include "game/game_fixtures.hpp"
#include "net/client.hpp"

#include <catch2/catch.hpp>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <filesystem>
#include <thread>

using namespace wumpus;
using namespace std::chrono_literals;

namespace {

constexpr int kWaitMs = 3000;

class RunningServer {
 public:
  explicit RunningServer(std::filesystem::path dir) : dir_(std::move(dir)) {
    std::filesystem::create_directories(dir_);
    start();
  }
  ~RunningServer() {
    stop();
    std::filesystem::remove_all(dir_);
  }

  void start() {
    server::ServerSetup setup;
    setup.socket_path = socket();
    setup.state_dir = (dir_ / "state").string();
    setup.trusted_uid = ::geteuid();
    setup.save_every = 100ms;
    setup.create = [](const net::CaveOptions& options, std::string*) {
      return game::testing::fake_game(11, options.size ? options.size : 5);
    };
    setup.load = [](const std::string& path, std::string* error) {
      return game::Game::load(
          path, std::make_shared<game::testing::FakeRules>(), error);
    };
    server_ = std::make_unique<server::Server>(setup);
    std::string error;
    INFO(error);
    REQUIRE(server_->start(&error));
    thread_ = std::thread([this] { server_->run(); });
  }
  void stop() {
    if (!server_) return;
    server_->stop();
    thread_.join();
    server_.reset();
  }
  std::string socket() const { return (dir_ / "s.sock").string(); }
  server::Server& server() { return *server_; }

 private:
  std::filesystem::path dir_;
  std::unique_ptr<server::Server> server_;
  std::thread thread_;
};

std::filesystem::path temp_dir(const char* name) {
  return std::filesystem::temp_directory_path() /
         ("wumpus-server-" + std::string(name) + "-" +
          std::to_string(::getpid()));
}

std::unique_ptr<net::Client> connect(const RunningServer& server,
                                     const std::string& name) {
  std::string error;
  auto client = net::Client::connect(server.socket(), name, kWaitMs, &error);
  INFO(error);
  REQUIRE(client);
  return client;
}

// Waits for the first message of type T, dropping the others.
template <class T>
std::optional<T> await(net::Client& client) {
  const auto deadline = std::chrono::steady_clock::now() + 3s;
  while (std::chrono::steady_clock::now() < deadline) {
    auto message = client.wait(100);
    if (message && std::holds_alternative<T>(*message))
      return std::get<T>(*message);
  }
  return std::nullopt;
}

// Reads messages until one carries `text`.
bool hears(net::Client& client, const std::string& text) {
  const auto deadline = std::chrono::steady_clock::now() + 3s;
  while (std::chrono::steady_clock::now() < deadline) {
    auto message = client.wait(100);
    if (!message) continue;
    if (const auto* fresh = std::get_if<net::NewMessages>(&*message))
      for (const auto& m : fresh->messages)
        if (m.text.find(text) != std::string::npos) return true;
  }
  return false;
}

std::uint32_t create_cave(net::Client& client, bool is_private = false) {
  net::CaveOptions options;
  options.is_private = is_private;
  client.send(net::CreateCave{options});
  const auto seated = await<net::Seated>(client);
  REQUIRE(seated);
  return seated->cave;
}

}  // namespace

TEST_CASE("two players share a cave, rounds and chat", "[server]") {
  RunningServer running(temp_dir("share"));
  auto alice = connect(running, "alice");
  CHECK(alice->name() == "alice");
  const auto cave = create_cave(*alice);
  auto bob = connect(running, "bob");
  REQUIRE(await<net::Lobby>(*bob)->caves.size() == 1);
  bob->send(net::JoinCave{cave});
  REQUIRE(await<net::Seated>(*bob));
  CHECK(hears(*alice, "bob enters the cave"));
  bob->send(net::Line{"say hello alice"});
  CHECK(hears(*alice, "<bob> hello alice"));
  alice->send(net::Line{"wait"});
  std::optional<net::ViewUpdate> view;
  while ((view = await<net::ViewUpdate>(*bob)) &&
         view->view.table.waiting_for != std::vector<std::string>{"bob"}) {
  }
  REQUIRE(view);
  CHECK(view->view.table.shared);
  CHECK(view->view.cave.seed_known == false);
}

TEST_CASE("a bad message drops its sender alone", "[server]") {
  RunningServer running(temp_dir("bad"));
  auto alice = connect(running, "alice");
  create_cave(*alice);
  // A raw peer sending garbage, then a frame over the limit.
  for (const std::string& junk : {std::string("\x00\x00\x00\x05hello", 9),
                                  std::string("\x00\x00\x00\x02{}", 6),
                                  std::string("\x7f\xff\xff\xff", 4)}) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strcpy(address.sun_path, running.socket().c_str());
    REQUIRE(::connect(fd, reinterpret_cast<sockaddr*>(&address),
                      sizeof address) == 0);
    REQUIRE(::write(fd, junk.data(), junk.size()) ==
            static_cast<ssize_t>(junk.size()));
    char buffer[4096];
    ssize_t total = 0, n = 0;
    while ((n = ::read(fd, buffer, sizeof buffer)) > 0) total += n;
    CHECK(total > 0);  // a bye, then the close
    ::close(fd);
  }
  alice->send(net::Line{"say still here"});
  CHECK(hears(*alice, "<alice> still here"));
}

TEST_CASE("a dropped player reconnects to the seat with what was missed",
          "[server]") {
  RunningServer running(temp_dir("back"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  auto bob = connect(running, "bob");
  bob->send(net::JoinCave{cave});
  REQUIRE(await<net::Seated>(*bob));
  alice.reset();  // the SSH connection drops
  CHECK(hears(*bob, "alice has lost the thread"));
  bob->send(net::Line{"say come back"});
  CHECK(hears(*bob, "<bob> come back"));
  auto again = connect(running, "ALICE");
  const auto seated = await<net::Seated>(*again);
  REQUIRE(seated);
  CHECK(seated->cave == cave);
  CHECK(hears(*again, "<bob> come back"));
}

TEST_CASE("a second login with the same name takes over", "[server]") {
  RunningServer running(temp_dir("twice"));
  auto first = connect(running, "alice");
  auto second = connect(running, "alice");
  const auto bye = await<net::Bye>(*first);
  REQUIRE(bye);
  CHECK(bye->reason.find("again from elsewhere") != std::string::npos);
  CHECK(await<net::Lobby>(*second));
}

TEST_CASE("spectators follow a player and may only talk", "[server]") {
  RunningServer running(temp_dir("watch"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  auto eve = connect(running, "eve");
  eve->send(net::WatchCave{cave, "alice"});
  const auto seated = await<net::Seated>(*eve);
  REQUIRE(seated);
  CHECK(seated->watching);
  const auto view = await<net::ViewUpdate>(*eve);
  REQUIRE(view);
  CHECK(view->view.name == "alice");
  eve->send(net::Line{"east"});
  CHECK(await<net::Problem>(*eve)->text.find("watching") != std::string::npos);
  eve->send(net::Line{"say nice move"});
  CHECK(hears(*alice, "<eve (watching)> nice move"));

  auto mallory = connect(running, "mallory");
  const auto hidden = create_cave(*mallory, true);
  eve->send(net::Leave{});
  eve->send(net::JoinCave{hidden});
  CHECK(await<net::Problem>(*eve)->text.find("private") != std::string::npos);
}

// A view coming while the previous one is still on the wire must replace
// any unsent view, never the one being written, nor be lost with it.
TEST_CASE("the newest view arrives however fast views come", "[server]") {
  RunningServer running(temp_dir("views"));
  auto alice = connect(running, "alice");
  create_cave(*alice);
  constexpr int kWaits = 30;  // within the input burst
  for (int i = 0; i < kWaits; ++i) alice->send(net::Line{"wait"});
  std::optional<net::ViewUpdate> view;
  while ((view = await<net::ViewUpdate>(*alice)) && view->view.turn < kWaits) {
  }
  REQUIRE(view);
  CHECK(view->view.turn == kWaits);
}

TEST_CASE("caves are saved on stop and resumed on start", "[server]") {
  RunningServer running(temp_dir("resume"));
  std::uint32_t cave = 0;
  {
    auto alice = connect(running, "alice");
    cave = create_cave(*alice);
    alice->send(net::Line{"wait"});
    alice->send(net::Line{"wait"});
    std::optional<net::ViewUpdate> view;
    while ((view = await<net::ViewUpdate>(*alice)) && view->view.turn < 2) {
    }
    REQUIRE(view);
  }
  running.stop();
  running.start();
  CHECK(running.server().cave_count() == 1);
  auto alice = connect(running, "alice");
  const auto seated = await<net::Seated>(*alice);
  REQUIRE(seated);
  CHECK(seated->cave == cave);
  const auto view = await<net::ViewUpdate>(*alice);
  REQUIRE(view);
  CHECK(view->view.turn == 2);
}

TEST_CASE("names come from the peer's account unless it is trusted",
          "[server]") {
  std::string error;
  CHECK(server::player_name_for(1000, 1000, "alice", &error) == "alice");
  CHECK_FALSE(server::player_name_for(1000, 1000, "a", &error));
  CHECK_FALSE(server::player_name_for(1000, 1000, "evil\x1b[2J", &error));
  CHECK_FALSE(server::player_name_for(1001, 1000, "alice", &error));
  CHECK(error.find("only the hosting account") != std::string::npos);
  CHECK(server::player_name_for(0, 1000, "", &error) == "root");
}
