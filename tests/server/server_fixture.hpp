// The server in process for the server's tests, talked to through its
// real Unix socket, and what a test does as a client: connect, create and
// join caves, wait for what a message or a view should say.
#pragma once

#include "server/server.hpp"

#include "game/game_fixtures.hpp"
#include "game/saves/recording.hpp"
#include "net/client.hpp"
#include "net/remote_link.hpp"
#include "net/view_delta.hpp"
#include "server/typed_input.hpp"

#include <catch2/catch.hpp>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <functional>
#include <map>
#include <thread>

namespace wumpus::server::testing {

inline constexpr int kWaitMs = 3000;

class RunningServer {
 public:
  // `looks`: what the caves' rules give their kinds, as a mod would.
  // `tune` changes the setup before the server starts (limits, timings).
  using Tune = std::function<void(server::ServerSetup&)>;
  explicit RunningServer(std::filesystem::path dir,
                         std::map<std::string, game_api::KindLook> looks = {},
                         Tune tune = {})
      : dir_(std::move(dir)), looks_(std::move(looks)), tune_(std::move(tune)) {
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
    setup.save_every = std::chrono::milliseconds(100);
    // Called on the server's worker thread: no Catch2 macros there.
    setup.create = [this](const net::CaveOptions& options, std::string* error) {
      return game::Game::create(
          game::testing::small_settings(11, options.size ? options.size : 5),
          rules(), error);
    };
    setup.load = [this](const std::string& path, std::string* error) {
      return game::Game::load(path, rules(), error);
    };
    setup.carve = [this](const game::Settings& settings, std::string* error) {
      return game::Game::carve(settings, *rules(), error);
    };
    if (tune_) tune_(setup);
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
  const std::filesystem::path& dir() const { return dir_; }
  server::Server& server() { return *server_; }

 private:
  std::shared_ptr<game::testing::FakeRules> rules() const {
    auto rules = std::make_shared<game::testing::FakeRules>();
    rules->kind_looks = looks_;
    return rules;
  }

  std::filesystem::path dir_;
  std::map<std::string, game_api::KindLook> looks_;
  Tune tune_;
  std::unique_ptr<server::Server> server_;
  std::thread thread_;
};

inline std::filesystem::path temp_dir(const char* name) {
  return std::filesystem::temp_directory_path() /
         ("wumpus-server-" + std::string(name) + "-" +
          std::to_string(::getpid()));
}

inline std::unique_ptr<net::Client> connect(const RunningServer& server,
                                            const std::string& name) {
  std::string error;
  auto client = net::Client::connect(server.socket(), name, kWaitMs, &error);
  INFO(error);
  REQUIRE(client);
  return client;
}

// A peer that speaks for itself, bytes on the socket.
inline int raw_connect(const RunningServer& server) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strcpy(address.sun_path, server.socket().c_str());
  REQUIRE(::connect(fd, reinterpret_cast<sockaddr*>(&address),
                    sizeof address) == 0);
  return fd;
}

// Waits for the first message of type T, dropping the others.
template <class T>
std::optional<T> await(net::Client& client) {
  // Long enough for a sanitizer build on a loaded machine: an answer
  // that comes returns at once.
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (std::chrono::steady_clock::now() < deadline) {
    auto message = client.wait(100);
    if (message && std::holds_alternative<T>(*message))
      return std::get<T>(*message);
  }
  return std::nullopt;
}

// Reads messages until one carries `text`, for up to `within`.
inline bool hears(net::Client& client, const std::string& text,
                  std::chrono::seconds within = std::chrono::seconds(3)) {
  const auto deadline = std::chrono::steady_clock::now() + within;
  while (std::chrono::steady_clock::now() < deadline) {
    auto message = client.wait(100);
    if (!message) continue;
    if (const auto* fresh = std::get_if<net::NewMessages>(&*message))
      for (const auto& m : fresh->messages)
        if (m.text.find(text) != std::string::npos) return true;
  }
  return false;
}

// Follows a seat's views as its game screen does (the first whole, then
// deltas merged in) until `wanted` holds; that view, or none in time.
template <class Wanted>
std::optional<game_api::PlayerView> view_until(net::Client& client,
                                               net::RemoteLink& link,
                                               Wanted wanted) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(3);
  while (std::chrono::steady_clock::now() < deadline && !link.closed()) {
    auto message = client.wait(100);
    if (message && link.take(*message) && wanted(link.view()))
      return link.view();
  }
  return std::nullopt;
}

inline std::uint32_t create_cave(net::Client& client, bool is_private = false,
                                 std::uint32_t size = 0) {
  net::CaveOptions options;
  options.is_private = is_private;
  options.size = size;
  client.send(net::CreateCave{options});
  const auto seated = await<net::Seated>(client);
  REQUIRE(seated);
  return seated->cave;
}

inline void join_cave(net::Client& client, std::uint32_t cave) {
  client.send(net::JoinCave{cave});
  REQUIRE(await<net::Seated>(client));
}

// The start of most shared-play tests: alice made a cave, bob sits in it.
struct AliceAndBob {
  explicit AliceAndBob(const char* dir)
      : running(temp_dir(dir)),
        alice(connect(running, "alice")),
        cave(create_cave(*alice)),
        bob(connect(running, "bob")) {
    join_cave(*bob, cave);
  }
  RunningServer running;
  std::unique_ptr<net::Client> alice;
  std::uint32_t cave;
  std::unique_ptr<net::Client> bob;
};

}  // namespace wumpus::server::testing
