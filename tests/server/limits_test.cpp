// The host's limits as a config file sets them, and the budgets that
// count a player's requests by name.
#include "server/host/limits.hpp"
#include "server/server_setup.hpp"
#include "server/sessions/player_budgets.hpp"

#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <sys/stat.h>

using namespace wumpus;
using namespace std::chrono_literals;

TEST_CASE("a config file sets limits by name", "[limits]") {
  wumpus::testing::TempDir dir("limits");
  server::ServerSetup setup;
  std::string error;
  const auto path = dir.write("serve.conf",
                              "# a small public server\n"
                              "caves-per-player = 2\n"
                              "\n"
                              "  kick=60   # seated players\n"
                              "recording-bytes = 100000\n"
                              "admins = Alice, bob_2\n");
  REQUIRE(server::read_limits_file(path, &setup, &error));
  CHECK(setup.limits.caves_per_player == 2);
  CHECK(setup.kick_after == 60s);
  CHECK(setup.limits.recording_bytes == 100000);
  CHECK(setup.admins == std::set<std::string>{"alice", "bob_2"});
  CHECK(server::describe_limits(setup).find("admins = alice, bob_2\n") !=
        std::string::npos);
  CHECK(setup.limits.chats_per_minute == server::Limits{}.chats_per_minute);
  CHECK(server::describe_limits(setup).find("caves-per-player = 2\n") !=
        std::string::npos);
}

TEST_CASE("a bad config file is refused naming its line", "[limits]") {
  wumpus::testing::TempDir dir("limits-bad");
  server::ServerSetup setup;
  std::string error;
  const auto check = [&](const std::string& text, const std::string& said) {
    error.clear();
    CHECK_FALSE(
        server::read_limits_file(dir.write("c.conf", text), &setup, &error));
    INFO(error);
    CHECK(error.find(said) != std::string::npos);
  };
  check("kick = 60\ncaves-per-plaer = 2\n",
        "c.conf:2: there is no limit named \"caves-per-plaer\"");
  check("\n\nkick = soon\n", "c.conf:3: kick must be a whole number");
  check("kick = 0\n", "from 1 to");
  check("kick = 99999999999999999999999\n", "kick must be");
  check("kick\n", "c.conf:1: expected KEY = VALUE");
  check("admins = alice, b@d\n",
        "c.conf:1: admins: \"b@d\" is not a player's name");
  check(std::string(70 * 1024, '#'), "not a regular file of at most");
  REQUIRE(::mkfifo(dir.file("fifo").c_str(), 0600) == 0);
  CHECK_FALSE(server::read_limits_file(dir.file("fifo"), &setup, &error));
  CHECK(error.find("not a regular file") != std::string::npos);
  CHECK_FALSE(server::read_limits_file(dir.path().string(), &setup, &error));
}

TEST_CASE("budgets are a player's, however the name is spelt", "[limits]") {
  server::Limits limits;
  limits.requests_per_second = 1;
  limits.request_burst = 3;
  server::PlayerBudgets budgets(limits);
  const auto now = std::chrono::steady_clock::now();
  CHECK(budgets.take_request("alice", now));
  CHECK(budgets.take_request("Alice", now));
  CHECK(budgets.take_request("ALICE", now));
  CHECK_FALSE(budgets.take_request("alice", now));
  CHECK(budgets.take_request("bob", now));
  CHECK(budgets.take_request("alice", now + 1s));  // one more a second
  CHECK_FALSE(budgets.take_request("alice", now + 1s));
  budgets.forget_rested(now + 2s);
  CHECK(budgets.size() == 1);  // bob has rested, alice not yet
  budgets.forget_rested(now + 10s);
  CHECK(budgets.size() == 0);
}

TEST_CASE("limits: docs/hosting.md lists every limit with its default",
          "[limits]") {
  const std::string page = wumpus::testing::read_text(
      std::string(WUMPUS_SOURCE_DIR) + "/docs/hosting.md");
  const server::ServerSetup defaults;
  for (const server::LimitField& limit : server::limit_fields()) {
    const std::string row =
        "| `" + limit.key + "` | " + std::to_string(limit.get(defaults)) + " |";
    INFO(row);
    CHECK(page.find(row) != std::string::npos);
  }
}
