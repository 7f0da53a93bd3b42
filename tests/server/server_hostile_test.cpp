// Hostile peers against the server in process: a cave churned by
// players joining and leaving while one seated client never reads (it is
// dropped from inside the walk over the cave's sessions, which must
// neither crash, as it once did, nor stop serving the others); a
// connection that never says hello; rejoins used to flood the output.
#include "server_fixture.hpp"

#include <poll.h>

#include <atomic>
#include <cerrno>
#include <vector>

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;

namespace {

// A peer that says hello, takes a seat in `cave` and never reads again.
int silent_seat(const RunningServer& server, std::uint32_t cave) {
  const int fd = raw_connect(server);
  int small = 4096;
  ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
  const std::string frames =
      net::encode_frame(
          net::encode(net::Hello{net::kProtocolVersion, "mallory", "", 0})) +
      net::encode_frame(net::encode(net::JoinCave{cave}));
  REQUIRE(::write(fd, frames.data(), frames.size()) ==
          static_cast<ssize_t>(frames.size()));
  return fd;
}

// True once the server has closed `fd` (what it had sent read and let go).
bool closed_by_server(int fd, std::chrono::milliseconds within) {
  const auto deadline = std::chrono::steady_clock::now() + within;
  char buffer[65536];
  while (std::chrono::steady_clock::now() < deadline) {
    pollfd in{fd, POLLIN, 0};
    if (::poll(&in, 1, 100) <= 0) continue;
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, MSG_DONTWAIT);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return true;
  }
  return false;
}

// True once the server has closed `fd`, read or not.
bool hung_up_on(int fd, std::chrono::milliseconds within) {
  pollfd peer{fd, POLLRDHUP, 0};
  return ::poll(&peer, 1, static_cast<int>(within.count())) > 0 &&
         (peer.revents & (POLLHUP | POLLRDHUP)) != 0;
}

}  // namespace

TEST_CASE("a non-reading seat in a churning cave is dropped, nothing else",
          "[server][hostile]") {
  RunningServer running(temp_dir("churn"), {}, [](server::ServerSetup& setup) {
    setup.max_queued_bytes = 128 * 1024;  // reached in seconds of churn
    setup.limits.requests_per_second = 100;
    setup.limits.request_burst = 100;
    setup.limits.logins_per_minute = 100'000;
    // Chat must churn on.
    setup.limits.chats_per_minute = 100'000;
    setup.limits.chat_burst = 100'000;
  });
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  const int mallory = silent_seat(running, cave);
  REQUIRE(hears(*alice, "mallory enters the cave"));

  std::atomic<bool> go_on{true};
  std::vector<std::thread> churners;
  // Parsed here: Catch's INFO in typed() is not for other threads.
  const net::Act chat = typed("say " + std::string(200, 'x'));
  for (int i = 0; i < 2; ++i)
    churners.emplace_back([&running, &go_on, &chat, cave, i] {
      // A churner the server lets go (too slow for its backlog) comes
      // back: the churn goes on until mallory is dropped.
      while (go_on) {
        std::string error;
        auto client = net::Client::connect(
            running.socket(), "churn" + std::to_string(i), kWaitMs, &error);
        // Chat: comings and goings reach others once a second at most.
        if (client) client->send(net::JoinCave{cave});
        while (client && go_on && !client->closed()) {
          client->send(chat);
          while (client->wait(1)) {
          }  // read all there is, as a player's client does
          std::this_thread::sleep_for(2ms);
        }
      }
    });
  churners.emplace_back([&alice, &go_on] {  // alice plays on: she reads
    while (go_on) alice->wait(10);
  });
  // mallory reads nothing while the cave churns: she only watches for
  // the server to hang up. Under ASan, with two tests beside it, filling
  // her socket and backlog took 25 to over 30 s.
  const bool dropped = hung_up_on(mallory, 90s);
  go_on = false;
  for (auto& churner : churners) churner.join();
  ::close(mallory);
  CHECK(dropped);
  // The server plays on for everyone else.
  alice->send(typed("who"));
  // The server may still be answering the churners' last requests.
  bool heard = false;
  for (int tries = 0; tries < 8 && !heard; ++tries)
    heard = hears(*alice, "At this table: alice");
  INFO("alice: " << (alice->closed() ? alice->reason() : "connected"));
  CHECK(heard);
  auto newcomer = connect(running, "newcomer");
  CHECK(await<net::Lobby>(*newcomer));
}

TEST_CASE("a connection that says no hello is closed in time",
          "[server][hostile]") {
  RunningServer running(temp_dir("silent"), {}, [](server::ServerSetup& setup) {
    setup.hello_timeout = 300ms;
  });
  auto greeted = connect(running, "alice");
  const int silent = raw_connect(running);
  CHECK(closed_by_server(silent, 3s));
  ::close(silent);
  std::this_thread::sleep_for(400ms);  // past the timeout: still welcome
  greeted->send(net::CreateCave{});
  CHECK(await<net::Seated>(*greeted));
}

// A join used to resend the player's whole log (up to 1000 messages) for
// a 30-byte request: the cheapest way to flood a server's output.
TEST_CASE("a rejoin sends only the messages not sent before",
          "[server][hostile]") {
  RunningServer running(temp_dir("rejoin"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  for (int i = 0; i < 5; ++i)  // as many as the chat limit lets through
    alice->send(typed("say line " + std::to_string(i)));
  REQUIRE(hears(*alice, "<alice> line 4"));
  alice->send(net::Leave{});
  join_cave(*alice, cave);
  std::vector<std::string> resent;
  while (auto message = alice->wait(300))
    if (const auto* fresh = std::get_if<net::NewMessages>(&*message))
      for (const auto& m : fresh->messages) resent.push_back(m.text);
  for (const auto& text : resent) CHECK(text.find("line") == std::string::npos);
  CHECK(resent.size() <= 2);  // what happened since: "alice is back."
}
