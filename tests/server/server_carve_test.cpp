// A cave's `new` is carved off the loop and off every cave's lock: while
// it is carved, newcomers are welcomed, the lobby answers and other caves
// play; the cave itself waits, then plays the new cave.
#include "server/held_gate.hpp"
#include "server/server_fixture.hpp"

#include <catch2/catch.hpp>

namespace wumpus::server::testing {
using namespace std::chrono_literals;
namespace {

// A server whose carves wait at `gate`.
RunningServer::Tune carving_at(std::shared_ptr<HeldGate> gate) {
  return [gate](ServerSetup& setup) {
    setup.carve = [gate, carve = setup.carve](const game::Settings& settings,
                                              std::string* error) {
      gate->enter_and_wait();
      return carve(settings, error);
    };
  };
}

TEST_CASE("a cave carving its new cave holds up no one else", "[server]") {
  auto gate = std::make_shared<HeldGate>();
  RunningServer running(temp_dir("carving"), {}, carving_at(gate));
  auto carver = connect(running, "carver");
  create_cave(*carver);
  auto player = connect(running, "player");
  create_cave(*player);  // before: caves are carved one at a time
  carver->send(typed("new 7"));
  REQUIRE(gate->entered_within(3s));
  CHECK(hears(*carver, "A new cave is being carved"));

  auto other = connect(running, "other");  // welcomed meanwhile
  other->send(net::ListCaves{});
  const auto lobby = await<net::Lobby>(*other);
  REQUIRE(lobby);
  CHECK(lobby->caves.size() == 2);
  player->send(typed("who"));
  CHECK(hears(*player, "At this table: player"));

  // The carving cave waits for its new cave: nothing is played meanwhile.
  carver->send(typed("east"));
  CHECK(hears(*carver, "being carved; wait a moment"));
  carver->send(typed("new 6"));
  CHECK(hears(*carver, "being carved; wait for it"));
  gate->open();
  CHECK(hears(*carver, "A new cave, 7x7."));
}

// Whether a message of type T arrives within `wait`, the others dropped.
template <class T>
bool arrives_within(net::Client& client, std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline) {
    const auto message = client.wait(50);
    if (message && std::holds_alternative<T>(*message)) return true;
  }
  return false;
}

TEST_CASE("server: one player's carve holds one maker, not another's create",
          "[server]") {
  auto gate = std::make_shared<HeldGate>();
  RunningServer running(temp_dir("carve-pool"), {}, carving_at(gate));
  auto carver = connect(running, "carver");
  create_cave(*carver);
  carver->send(typed("new 7"));
  REQUIRE(gate->entered_within(3s));
  // The carver's own next cave waits behind its carve...
  carver->send(net::CreateCave{});
  // ...while another player's is made on the other worker.
  auto player = connect(running, "player");
  create_cave(*player);
  CHECK_FALSE(arrives_within<net::Seated>(*carver, 300ms));
  gate->open();
  CHECK(arrives_within<net::Seated>(*carver, 3s));
}

}  // namespace
}  // namespace wumpus::server::testing
