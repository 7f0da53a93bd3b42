// Joins, watches and leaves change a cave on its strand: a cave busy
// there (its mutex held by a move's views, a save's copy) holds up none
// of them on the loop, which goes on answering the lobby meanwhile.
#include "server/held_gate.hpp"
#include "server/server_fixture.hpp"

#include <atomic>

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;

namespace {

// Alice's cave, whose strand the first view counted after hold() waits
// at the gate in (a score is counted for every view), its mutex held.
struct BusyCave {
  explicit BusyCave(const char* dir)
      : running(temp_dir(dir), {}, [this](server::ServerSetup& setup) {
          setup.create = [this](const net::CaveOptions& options,
                                std::string* error) {
            auto rules = std::make_shared<game::testing::FakeRules>();
            rules->on_score = [this] {
              if (holding.exchange(false)) gate.enter_and_wait();
            };
            return game::Game::create(
                game::testing::small_settings(11, options.size), rules, error);
          };
        }) {}
  ~BusyCave() { gate.open(); }  // however the test ends: the server stops

  // Alice moves, and her cave's strand stays busy with it until let go.
  void hold() {
    holding = true;
    alice->send(typed("east"));
    REQUIRE(gate.entered_within(3s));
  }

  HeldGate gate;
  std::atomic<bool> holding{false};
  RunningServer running;
  std::unique_ptr<net::Client> alice = connect(running, "alice");
  std::uint32_t cave = create_cave(*alice, false, 5);
};

}  // namespace

TEST_CASE("seats: a busy cave holds up no join, watch or leave on the loop",
          "[server][seats]") {
  BusyCave busy("seats");
  auto bob = connect(busy.running, "bob");
  auto carol = connect(busy.running, "carol");
  auto dave = connect(busy.running, "dave");
  join_cave(*dave, busy.cave);
  busy.hold();

  bob->send(net::JoinCave{busy.cave});
  bob->send(net::ListCaves{});
  CHECK(await<net::Lobby>(*bob));
  carol->send(net::WatchCave{busy.cave, "alice"});
  carol->send(net::ListCaves{});
  CHECK(await<net::Lobby>(*carol));
  dave->send(net::Leave{});
  dave->send(net::ListCaves{});
  CHECK(await<net::Lobby>(*dave));

  busy.gate.open();
  const auto bob_seated = await<net::Seated>(*bob);
  REQUIRE(bob_seated);
  CHECK(bob_seated->cave == busy.cave);
  CHECK_FALSE(bob_seated->watching);
  const auto carol_seated = await<net::Seated>(*carol);
  REQUIRE(carol_seated);
  CHECK(carol_seated->watching);
}

TEST_CASE("seats: a join given up before the cave seats it leaves no seat",
          "[server][seats]") {
  BusyCave busy("seats-given-up");
  auto bob = connect(busy.running, "bob");
  busy.hold();
  bob->send(net::JoinCave{busy.cave});
  bob->send(net::Leave{});  // before the cave could seat bob
  bob->send(net::ListCaves{});
  REQUIRE(await<net::Lobby>(*bob));
  busy.gate.open();

  // Bob's seat, taken on the strand after he left, is given up again.
  CHECK(hears(*busy.alice, "bob leaves the cave"));
  bob->send(typed("east"));
  const auto problem = await<net::Problem>(*bob);
  REQUIRE(problem);
  CHECK(problem->text.find("lobby") != std::string::npos);
}
