#include "server/host/server_lock.hpp"

#include "server/server.hpp"
#include "server/server_fixture.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

#include <string>

namespace wumpus::server {
namespace {

TEST_CASE("A second lock on a state directory names the holder") {
  wumpus::testing::TempDir dir("lock");
  const std::string state = dir.path().string(), socket = state + "/a.sock";
  std::string error;
  auto first = ServerLock::take(state, socket, &error);
  REQUIRE(first);
  REQUIRE_FALSE(ServerLock::take(state, state + "/b.sock", &error));
  CHECK_THAT(error, Catch::Contains("state directory"));
  CHECK_THAT(error, Catch::Contains("pid " + std::to_string(::getpid())));
  CHECK_THAT(error, Catch::Contains(socket));
  const auto running = running_server(state_lock_path(state));
  REQUIRE(running);
  CHECK(running->socket_path == socket);
  CHECK(running->pid == ::getpid());
}

TEST_CASE("A second lock on a socket is refused whatever the state") {
  wumpus::testing::TempDir dir("lock");
  const std::string base = dir.path().string(), socket = base + "/s.sock";
  std::filesystem::create_directories(base + "/one");
  std::filesystem::create_directories(base + "/two");
  std::string error;
  auto first = ServerLock::take(base + "/one", socket, &error);
  REQUIRE(first);
  REQUIRE_FALSE(ServerLock::take(base + "/two", socket, &error));
  CHECK_THAT(error, Catch::Contains("socket"));
  CHECK_THAT(error, Catch::Contains(base + "/one"));
}

TEST_CASE("A lock file left behind by a server that went is free") {
  wumpus::testing::TempDir dir("lock");
  const std::string state = dir.path().string();
  std::string error;
  {
    auto gone = ServerLock::take(state, state + "/a.sock", &error);
    REQUIRE(gone);
  }
  CHECK_FALSE(running_server(state_lock_path(state)));
  CHECK(ServerLock::take(state, state + "/b.sock", &error));
  CHECK_FALSE(running_server(state_lock_path(state + "/nowhere")));
}

TEST_CASE("A second server on a running server's state does not start") {
  const auto dir = server::testing::temp_dir("lock");
  server::testing::RunningServer running(dir);
  ServerSetup setup;
  setup.socket_path = (dir / "other.sock").string();
  setup.state_dir = (dir / "state").string();
  Server second(setup);
  std::string error;
  CHECK_FALSE(second.start(&error));
  CHECK_THAT(error, Catch::Contains(running.socket()));
  // The first one's socket is still its own.
  CHECK(server::testing::connect(running, "alice"));
}

}  // namespace
}  // namespace wumpus::server
