// The host's list of caves and a cave's close never make the loop wait
// for a cave's mutex: a cave busy on its strand (a move's views, a save's
// copy) holds up neither answer, nor the lobby meanwhile; the close
// itself happens on the cave's strand once it is free.
#include "server/busy_cave.hpp"

#include <future>

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;

namespace {

// The host's order, asked from a thread of its own: whether it was
// answered within 3 s, and how.
std::optional<server::AdminReply> host_order(const RunningServer& running,
                                             const std::string& command,
                                             const std::string& argument) {
  auto asked = std::async(std::launch::async, [&running, command, argument] {
    std::string error;
    return server::ask_server(running.socket(), {command, argument}, &error);
  });
  if (asked.wait_for(3s) != std::future_status::ready) return std::nullopt;
  return asked.get();
}

bool gone_within(const std::filesystem::path& file,
                 std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::filesystem::exists(file) &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(20ms);
  return !std::filesystem::exists(file);
}

}  // namespace

TEST_CASE("closing: a busy cave holds up neither the host's list nor its close",
          "[server][closing]") {
  BusyCave busy("closing");
  auto bob = connect(busy.running, "bob");
  join_cave(*bob, busy.cave);
  auto carol = connect(busy.running, "carol");
  busy.hold();

  const auto listed = host_order(busy.running, "caves", "");
  REQUIRE(listed);
  CHECK(listed->text == std::to_string(busy.cave) +
                            " owner=alice players=alice,bob connected=2\n");
  const auto closed =
      host_order(busy.running, "close", std::to_string(busy.cave));
  REQUIRE(closed);
  CHECK(closed->ok);
  // Out of the lobby at once, though its strand has not closed it yet
  // (carol's welcome brought a lobby listing it).
  bool in_lobby = true;
  const auto deadline = std::chrono::steady_clock::now() + 3s;
  while (in_lobby && std::chrono::steady_clock::now() < deadline) {
    carol->send(net::ListCaves{});
    const auto lobby = await<net::Lobby>(*carol);
    in_lobby = !lobby || !lobby->caves.empty();
  }
  CHECK_FALSE(in_lobby);
  const auto again =
      host_order(busy.running, "close", std::to_string(busy.cave));
  REQUIRE(again);
  CHECK_FALSE(again->ok);
  // Bob, still seated while it closes, is told so, not sent to the lobby.
  bob->send(typed("east"));
  const auto closing = await<net::Problem>(*bob);
  REQUIRE(closing);
  CHECK(closing->text == "this cave is closing");

  busy.gate.open();
  for (auto* player : {busy.alice.get(), bob.get()}) {
    const auto bye = await<net::Bye>(*player);
    REQUIRE(bye);
    CHECK(bye->code == server::reason::kCaveClosed);
  }
  const auto state = busy.running.dir() / "state";
  const auto file = [&](const char* suffix) {
    return state / ("cave-" + std::to_string(busy.cave) + suffix);
  };
  CHECK(gone_within(file(".meta.json"), 3s));
  CHECK(gone_within(file(".json"), 3s));
  CHECK(std::filesystem::exists(file(".rec")));
}
