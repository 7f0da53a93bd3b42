// The host's limits on a running server, through its real socket: every
// kind of request is counted per player name (a reconnect resets
// nothing), spectators' chat too; a refusal comes with its reason code;
// caves have an owner's quota, a creation rate and a largest size, are
// made off the event loop, and are closed when nobody uses them, their
// recordings kept within the host's retention.
#include "server/server.hpp"

#include "game/game_fixtures.hpp"
#include "net/client.hpp"
#include "net/remote_link.hpp"
#include "server/typed_input.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <future>
#include <thread>

using namespace wumpus;
using namespace std::chrono_literals;
using wumpus::server::testing::typed;

namespace {

// A server in this process whose setup a test adjusts first.
class LimitedServer {
 public:
  explicit LimitedServer(
      const std::function<void(server::ServerSetup&)>& adjust = {}) {
    setup_.socket_path = dir_.file("s.sock");
    setup_.state_dir = dir_.file("state");
    setup_.trusted_uid = ::geteuid();
    setup_.save_every = 100ms;
    // Called on the server's worker thread: no Catch2 macros there.
    setup_.create = [](const net::CaveOptions& options, std::string* error) {
      return game::Game::create(
          game::testing::small_settings(11, options.size ? options.size : 5),
          std::make_shared<game::testing::FakeRules>(), error);
    };
    setup_.load = [](const std::string& path, std::string* error) {
      return game::Game::load(
          path, std::make_shared<game::testing::FakeRules>(), error);
    };
    if (adjust) adjust(setup_);
    start();
  }
  ~LimitedServer() { stop(); }

  void restart() {
    stop();
    start();
  }

  std::unique_ptr<net::Client> connect(const std::string& name) {
    std::string error;
    auto client = net::Client::connect(setup_.socket_path, name, 3000, &error);
    INFO(error);
    REQUIRE(client);
    return client;
  }
  const std::string& socket() const { return setup_.socket_path; }
  std::string state(const std::string& file) const {
    return setup_.state_dir + "/" + file;
  }

 private:
  void start() {
    server_ = std::make_unique<server::Server>(setup_);
    std::string error;
    INFO(error);
    REQUIRE(server_->start(&error));
    thread_ = std::thread([this] { server_->run(); });
  }
  void stop() {
    server_->stop();
    thread_.join();
  }

  wumpus::testing::TempDir dir_{"server-limits"};
  server::ServerSetup setup_;
  std::unique_ptr<server::Server> server_;
  std::thread thread_;
};

// The first message of type T within `wait`, the others dropped.
template <class T>
std::optional<T> await(net::Client& client,
                       std::chrono::milliseconds wait = 3000ms) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline) {
    auto message = client.wait(50);
    if (message && std::holds_alternative<T>(*message))
      return std::get<T>(*message);
  }
  return std::nullopt;
}

// Reads messages until one carries `text`.
bool hears(net::Client& client, const std::string& text) {
  while (auto news = await<net::NewMessages>(client))
    for (const auto& m : news->messages)
      if (m.text.find(text) != std::string::npos) return true;
  return false;
}

// The reason code of the next problem.
std::string refused(net::Client& client) {
  const auto problem = await<net::Problem>(client);
  return problem ? problem->code : "(no problem came)";
}

net::CaveOptions cave_of(std::uint32_t size) {
  net::CaveOptions options;
  options.size = size;
  return options;
}

std::uint32_t create_cave(net::Client& client, std::uint32_t size = 0) {
  client.send(net::CreateCave{cave_of(size)});
  const auto seated = await<net::Seated>(client);
  REQUIRE(seated);
  return seated->cave;
}

}  // namespace

TEST_CASE("every kind of request is counted per player, across reconnects",
          "[limits]") {
  LimitedServer running([](server::ServerSetup& setup) {
    setup.limits.requests_per_second = 1;
    setup.limits.request_burst = 4;
  });
  auto alice = running.connect("alice");
  alice->send(net::ListCaves{});
  alice->send(net::AskScores{});
  alice->send(net::JoinCave{99});
  alice->send(net::WatchCave{99, ""});
  alice->send(net::Leave{});
  CHECK(refused(*alice) == "");  // no such cave, to join
  CHECK(refused(*alice) == "");  // nor to watch
  CHECK(refused(*alice) == server::reason::kRequestRate);
  alice.reset();
  auto again = running.connect("ALICE");
  // Refilled at one a second, so a slow machine may let one or two in.
  for (int i = 0; i < 5; ++i) again->send(net::ListCaves{});
  const auto problem = await<net::Problem>(*again);
  REQUIRE(problem);
  CHECK(problem->code == server::reason::kRequestRate);
  CHECK(net::shown(problem->text, problem->code) ==
        "too many requests too fast: wait a moment (request-rate)");
}

TEST_CASE("spectators' chat is limited as players' is", "[limits]") {
  LimitedServer running([](server::ServerSetup& setup) {
    setup.limits.chats_per_minute = 1;
    setup.limits.chat_burst = 2;
  });
  auto alice = running.connect("alice");
  const auto cave = create_cave(*alice);
  auto eve = running.connect("eve");
  eve->send(net::WatchCave{cave, "alice"});
  REQUIRE(await<net::Seated>(*eve));
  for (int i = 0; i < 3; ++i) eve->send(typed("say look out"));
  CHECK(refused(*eve) == server::reason::kChatRate);
}

TEST_CASE("caves have an owner's quota, a rate and a largest size",
          "[limits]") {
  SECTION("caves per player") {
    LimitedServer running(
        [](server::ServerSetup& setup) { setup.limits.caves_per_player = 2; });
    auto alice = running.connect("alice");
    create_cave(*alice);
    create_cave(*alice);
    alice->send(net::CreateCave{cave_of(0)});
    CHECK(refused(*alice) == server::reason::kCavesPerPlayer);
    auto bob = running.connect("bob");
    create_cave(*bob);
  }
  SECTION("caves an hour") {
    LimitedServer running(
        [](server::ServerSetup& setup) { setup.limits.caves_per_hour = 2; });
    auto alice = running.connect("alice");
    create_cave(*alice);
    create_cave(*alice);
    alice.reset();
    auto again = running.connect("alice");
    again->send(net::CreateCave{cave_of(0)});
    CHECK(refused(*again) == server::reason::kCaveRate);
  }
  SECTION("the largest cave") {
    LimitedServer running(
        [](server::ServerSetup& setup) { setup.limits.largest_cave = 100; });
    auto alice = running.connect("alice");
    alice->send(net::CreateCave{cave_of(11)});
    CHECK(refused(*alice) == server::reason::kCaveSize);
    create_cave(*alice, 10);
    alice->send(typed("new 12"));
    CHECK(refused(*alice) == server::reason::kCaveSize);
  }
}

TEST_CASE("a cave being made holds up no other cave", "[limits]") {
  std::promise<void> gate;
  auto opened = gate.get_future().share();
  LimitedServer running([opened](server::ServerSetup& setup) {
    auto plain = setup.create;
    setup.create = [plain, opened](const net::CaveOptions& options,
                                   std::string* error) {
      if (options.size == 9) opened.wait();  // a large cave, carving
      return plain(options, error);
    };
  });
  auto bob = running.connect("bob");
  create_cave(*bob);
  auto alice = running.connect("alice");
  alice->send(net::CreateCave{cave_of(9)});
  bob->send(typed("say still playing"));
  const bool heard = hears(*bob, "still playing");
  // Bob was answered while alice's cave was still being made.
  const bool alice_seated_early = await<net::Seated>(*alice, 100ms).has_value();
  gate.set_value();
  CHECK(heard);
  CHECK_FALSE(alice_seated_early);
  CHECK(await<net::Seated>(*alice));
}

TEST_CASE("the silent are let go from the lobby and from watching",
          "[limits]") {
  LimitedServer running([](server::ServerSetup& setup) {
    setup.limits.lobby_idle_seconds = 1;
    setup.limits.watch_idle_seconds = 1;
  });
  auto alice = running.connect("alice");
  const auto cave = create_cave(*alice);
  auto eve = running.connect("eve");
  eve->send(net::WatchCave{cave, ""});
  auto carol = running.connect("carol");
  for (auto* idle : {eve.get(), carol.get()}) {
    const auto bye = await<net::Bye>(*idle);
    REQUIRE(bye);
    CHECK(bye->code == server::reason::kIdle);
  }
  alice->send(typed("say alone"));
  CHECK_FALSE(await<net::Bye>(*alice, 300ms));
}

TEST_CASE("unused caves close, their recordings kept as the host says",
          "[limits]") {
  LimitedServer running([](server::ServerSetup& setup) {
    setup.limits.close_empty_seconds = 1;
    setup.limits.recordings_kept = 1;
  });
  auto alice = running.connect("alice");
  const auto first = create_cave(*alice);
  alice->send(net::Leave{});
  const auto second = create_cave(*alice);
  alice->send(net::Leave{});
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  std::size_t listed = 2;
  while (listed > 0 && std::chrono::steady_clock::now() < deadline) {
    alice->send(net::ListCaves{});
    const auto lobby = await<net::Lobby>(*alice);
    listed = lobby ? lobby->caves.size() : listed;
    std::this_thread::sleep_for(100ms);
  }
  CHECK(listed == 0);
  const auto file = [&](std::uint32_t id, const char* suffix) {
    return std::filesystem::exists(
        running.state("cave-" + std::to_string(id) + suffix));
  };
  // Out of the lobby first; its files go on its strand, once written, and
  // the recordings are pruned after.
  while ((file(second, ".meta.json") || file(first, ".rec")) &&
         std::chrono::steady_clock::now() < deadline + 3s)
    std::this_thread::sleep_for(20ms);
  CHECK_FALSE(file(second, ".meta.json"));
  CHECK(file(second, ".rec"));
  CHECK_FALSE(file(first, ".rec"));  // one recording kept: the newest
  // A new cave never takes a closed one's id, nor its recording.
  CHECK(create_cave(*alice) > second);
}

TEST_CASE("a problem's reason code travels to the client", "[limits]") {
  std::string error;
  const auto decoded = net::decode_server(
      net::encode(net::Problem{"slow down", "request-rate"}), &error);
  REQUIRE(decoded);
  CHECK(std::get<net::Problem>(*decoded).code == "request-rate");
  // From a server that sends none, as older ones do.
  const auto old = net::decode_server(
      nlohmann::json{{"type", "bye"}, {"text", "shutting down"}}, &error);
  REQUIRE(old);
  CHECK(std::get<net::Bye>(*old).code.empty());
  CHECK(net::shown("slow down", "") == "slow down");
}

TEST_CASE("a cave's recording stops at the host's size", "[limits]") {
  constexpr std::uint64_t kLimit = 8192;
  LimitedServer running([](server::ServerSetup& setup) {
    setup.limits.recording_bytes = kLimit;
    setup.limits.request_burst = 1000;
    setup.limits.chat_burst = 1000;
  });
  auto alice = running.connect("alice");
  const auto cave = create_cave(*alice);
  const auto recording = running.state("cave-" + std::to_string(cave) + ".rec");
  const auto size = [&] {
    std::error_code ignored;
    const auto bytes = std::filesystem::file_size(recording, ignored);
    return ignored ? 0 : bytes;
  };
  // A spectator's chat is recorded, and a spectator cannot die.
  auto eve = running.connect("eve");
  eve->send(net::WatchCave{cave, ""});
  REQUIRE(await<net::Seated>(*eve));
  for (int i = 0; i < 300; ++i)
    eve->send(typed("say " + std::string(100, 'x')));
  eve->send(typed("say done"));
  REQUIRE(hears(*alice, "<eve (watching)> done"));
  // Saved every 100 ms: give the last saves time to pass the limit.
  const auto deadline = std::chrono::steady_clock::now() + 1s;
  while (size() <= kLimit && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(50ms);
  CHECK(size() > 0);
  CHECK(size() <= kLimit);
}

TEST_CASE("a resumed cave keeps its round and its idle time", "[limits]") {
  LimitedServer running;
  auto alice = running.connect("alice");
  const auto cave = create_cave(*alice);
  // Rounds are counted once a cave is shared.
  auto carol = running.connect("carol");
  carol->send(net::JoinCave{cave});
  REQUIRE(await<net::Seated>(*carol));
  net::RemoteLink seat(*alice, net::Seated{cave, false});
  for (std::uint32_t closed = 2; closed <= 4; ++closed) {
    alice->send(typed("wait"));
    carol->send(typed("wait"));
    const auto deadline = std::chrono::steady_clock::now() + 3s;
    while (seat.view().table.round < closed &&
           std::chrono::steady_clock::now() < deadline)
      if (auto message = alice->wait(50)) seat.take(*message);
  }
  const auto round = seat.view().table.round;
  REQUIRE(round >= 2);  // three rounds, unless the Wumpus came first
  alice.reset();
  carol.reset();
  running.restart();
  auto bob = running.connect("bob");
  const auto lobby = await<net::Lobby>(*bob);
  REQUIRE(lobby);
  REQUIRE(lobby->caves.size() == 1);
  // Not the host's uptime: the seconds since alice's last command.
  CHECK(lobby->caves[0].idle_seconds < 60);
  auto again = running.connect("alice");
  REQUIRE(await<net::Seated>(*again));
  net::RemoteLink back(*again, net::Seated{cave, false});
  const auto until = std::chrono::steady_clock::now() + 3s;
  while (back.view().table.round != round &&
         std::chrono::steady_clock::now() < until)
    if (auto message = again->wait(50)) back.take(*message);
  CHECK(back.view().table.round == round);
}

TEST_CASE("a local user holds a bounded number of connections", "[limits]") {
  LimitedServer running([](server::ServerSetup& setup) {
    setup.trusted_uid = ::geteuid() + 1;  // this user plays by login
    setup.limits.connections_per_login = 2;
  });
  const auto raw = [&] {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, running.socket().c_str(),
                 sizeof address.sun_path - 1);
    REQUIRE(::connect(fd, reinterpret_cast<sockaddr*>(&address),
                      sizeof address) == 0);
    return fd;
  };
  const int first = raw(), second = raw(), third = raw();
  std::string said;
  char buffer[4096];
  ssize_t n = 0;
  while ((n = ::read(third, buffer, sizeof buffer)) > 0) said.append(buffer, n);
  CHECK(said.find(R"("code":"connections")") != std::string::npos);
  for (int fd : {first, second, third}) ::close(fd);
}
