// What a player's requests cost them, on a running server: chat is one
// limit, the server's, for seated players and spectators alike.
#include "server/server_fixture.hpp"

#include <catch2/catch.hpp>

namespace wumpus::server::testing {
namespace {

// The reason code of the next problem within `wait`, or "" for none.
std::string problem_code(net::Client& client,
                         std::chrono::milliseconds wait = 3000ms) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline)
    if (auto message = client.wait(50))
      if (const auto* problem = std::get_if<net::Problem>(&*message))
        return problem->code;
  return "";
}

TEST_CASE("a seated player's chat is held to the server's one limit",
          "[server]") {
  RunningServer running(temp_dir("chat-limit"), {}, [](ServerSetup& setup) {
    setup.limits.chats_per_minute = 1;
    setup.limits.chat_burst = 8;
  });
  auto alice = connect(running, "alice");
  create_cave(*alice);
  for (int i = 0; i < 8; ++i)
    alice->send(typed("say line " + std::to_string(i)));
  CHECK(hears(*alice, "line 7"));
  alice->send(typed("say one too many"));
  CHECK(problem_code(*alice) == reason::kChatRate);
}

}  // namespace
}  // namespace wumpus::server::testing
