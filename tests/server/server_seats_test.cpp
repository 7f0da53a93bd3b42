// Joins, watches and leaves change a cave on its strand: a cave busy
// there (its mutex held by a move's views, a save's copy) holds up none
// of them on the loop, which goes on answering the lobby meanwhile.
#include "server/busy_cave.hpp"

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;

namespace {

// What a client asking again for its seat is sent within 3 s: views
// coalesce, so a message may overtake the whole view.
struct SeatedAgain {
  bool seated = false;
  bool whole_view = false;
  bool heard = false;
  std::vector<std::string> problems;
};

SeatedAgain seated_again(net::Client& client, const std::string& text) {
  SeatedAgain got;
  const auto deadline = std::chrono::steady_clock::now() + 3s;
  while (std::chrono::steady_clock::now() < deadline &&
         !(got.seated && got.whole_view && got.heard)) {
    const auto message = client.wait(100);
    if (!message) continue;
    got.seated |= std::holds_alternative<net::Seated>(*message);
    got.whole_view |= std::holds_alternative<net::ViewUpdate>(*message);
    if (const auto* problem = std::get_if<net::Problem>(&*message))
      got.problems.push_back(problem->text);
    if (const auto* fresh = std::get_if<net::NewMessages>(&*message))
      for (const auto& line : fresh->messages)
        got.heard |= line.text.find(text) != std::string::npos;
  }
  return got;
}

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

TEST_CASE(
    "seats: joining the cave one sits in, or is being seated in, keeps "
    "the seat",
    "[server][seats]") {
  BusyCave busy("seats-again");
  auto bob = connect(busy.running, "bob");
  join_cave(*bob, busy.cave);

  // What bob plays right after asking again is played in his seat, not
  // refused as from the lobby, and the next view comes whole.
  bob->send(net::JoinCave{busy.cave});
  bob->send(typed("say still here"));
  const auto got = seated_again(*bob, "<bob> still here");
  CHECK(got.seated);
  CHECK(got.whole_view);
  CHECK(got.heard);
  CHECK(got.problems.empty());

  // Asked twice while the cave is busy: seated once.
  auto carol = connect(busy.running, "carol");
  busy.hold();
  carol->send(net::JoinCave{busy.cave});
  carol->send(net::JoinCave{busy.cave});
  busy.gate.open();
  CHECK(await<net::Seated>(*carol));
  carol->send(typed("say me too"));
  CHECK(hears(*carol, "<carol> me too"));

  CHECK_FALSE(hears(*busy.alice, "leaves the cave", 1s));
}
