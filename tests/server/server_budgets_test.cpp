// What a player's requests cost them, on a running server: chat is one
// limit, the server's, for seated players and spectators alike; the
// joins and votes others see a line of count as chat; caves are charged
// by the rooms carved.
#include "server/server_fixture.hpp"

#include <catch2/catch.hpp>

namespace wumpus::server::testing {
using namespace std::chrono_literals;
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

// The lines about `name` a client hears within `wait`.
int lines_about(net::Client& client, const std::string& name,
                std::chrono::milliseconds wait) {
  int lines = 0;
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline)
    if (auto message = client.wait(50))
      if (const auto* news = std::get_if<net::NewMessages>(&*message))
        for (const auto& m : news->messages)
          lines += m.text.find(name) != std::string::npos ? 1 : 0;
  return lines;
}

TEST_CASE("coming and going or voting in a loop pushes few lines at others",
          "[server]") {
  RunningServer running(temp_dir("lines"), {}, [](ServerSetup& setup) {
    setup.limits.request_burst = 1000;  // the request budget is not tested
    setup.limits.chats_per_minute = 1;
    setup.limits.chat_burst = 5;
  });
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  auto bob = connect(running, "bob");
  SECTION("joins and leaves") {
    for (int i = 0; i < 30; ++i) {
      bob->send(net::JoinCave{cave});
      bob->send(net::Leave{});
    }
    CHECK(lines_about(*alice, "bob", 1500ms) <= 2 * 5);
    CHECK(problem_code(*bob) == reason::kChatRate);
  }
  SECTION("votes") {
    join_cave(*bob, cave);
    for (int i = 0; i < 15; ++i) {
      bob->send(typed("restart"));
      bob->send(typed("new 5"));
    }
    // One line for the join, the rest for the votes.
    CHECK(lines_about(*alice, "bob", 1500ms) <= 1 + 4);
    CHECK(problem_code(*bob) == reason::kChatRate);
  }
}

TEST_CASE(
    "server: a join and leave flood within chat's budget is one line "
    "a second at others",
    "[server]") {
  RunningServer running(temp_dir("event-lines"), {}, [](ServerSetup& setup) {
    setup.limits.request_burst = 1000;
    setup.limits.chat_burst = 1000;  // the sender may: the lines are held
  });
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  auto bob = connect(running, "bob");
  for (int i = 0; i < 30; ++i) {
    bob->send(net::JoinCave{cave});
    bob->send(net::Leave{});
  }
  // 60 comings and goings; the first at once, the rest counted into the
  // next second's line.
  CHECK(lines_about(*alice, "bob", 1500ms) <= 2);
  CHECK(problem_code(*bob, 200ms) == "");
}

TEST_CASE("caves are charged by their rooms, new ones and votes too",
          "[server]") {
  RunningServer running(temp_dir("rooms"), {}, [](ServerSetup& setup) {
    setup.limits.caves_per_hour = 3;
    setup.limits.chat_burst = 1000;
  });
  auto alice = connect(running, "alice");
  net::CaveOptions deep;
  deep.size = 256;
  deep.levels = 4;  // 4 caves' worth of rooms
  alice->send(net::CreateCave{deep});
  CHECK(problem_code(*alice) == reason::kCaveRate);
  const auto cave = create_cave(*alice);
  // Bob asks; alone of two he carves nothing, but each ask is charged.
  auto bob = connect(running, "bob");
  join_cave(*bob, cave);
  for (int i = 0; i < 10; ++i) bob->send(typed("new 8"));  // free
  for (int i = 0; i < 3; ++i) bob->send(typed("new 256"));
  CHECK(problem_code(*bob, 1000ms) == "");
  bob->send(typed("new 256"));
  CHECK(problem_code(*bob) == reason::kCaveRate);
  bob->send(typed("new 8"));
  CHECK(problem_code(*bob, 1000ms) == "");
}

TEST_CASE("a vote's rooms are charged to its proposer alone", "[server]") {
  RunningServer running(temp_dir("proposer"), {}, [](ServerSetup& setup) {
    setup.limits.caves_per_hour = 2;
    setup.limits.chat_burst = 1000;
  });
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  auto bob = connect(running, "bob");
  join_cave(*bob, cave);
  auto carol = connect(running, "carol");
  join_cave(*carol, cave);
  // Two of three pass a vote: bob proposes, carol agrees.
  for (int i = 0; i < 2; ++i) {
    bob->send(typed("new 256"));
    REQUIRE(hears(*carol, "bob asks for \"new 256\""));
    carol->send(typed("new 256"));
    // A carve: slow under the sanitizers on a loaded machine.
    REQUIRE(hears(*carol, "A new cave, 256x256.", std::chrono::seconds(20)));
  }
  bob->send(typed("new 256"));
  CHECK(problem_code(*bob) == reason::kCaveRate);
  // Carol's agreeing cost her nothing: her own share is whole.
  carol->send(typed("new 256"));
  CHECK(problem_code(*carol, 1000ms) == "");
}

}  // namespace
}  // namespace wumpus::server::testing
