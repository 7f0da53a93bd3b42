// The server in process, talked to through its real Unix socket: players
// share a cave, chat, reconnect to their seat, watch; a bad peer is
// dropped alone (the caves over time are in server_caves_test.cpp).
#include "server_fixture.hpp"

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;

TEST_CASE("two players share a cave, rounds and chat", "[server]") {
  RunningServer running(temp_dir("share"));
  auto alice = connect(running, "alice");
  CHECK(alice->name() == "alice");
  const auto cave = create_cave(*alice);
  auto bob = connect(running, "bob");
  REQUIRE(await<net::Lobby>(*bob)->caves.size() == 1);
  join_cave(*bob, cave);
  net::RemoteLink bobs_seat(*bob, net::Seated{cave, false});
  CHECK(hears(*alice, "bob enters the cave"));
  bob->send(typed("say hello alice"));
  CHECK(hears(*alice, "<bob> hello alice"));
  alice->send(typed("wait"));
  const auto view = view_until(*bob, bobs_seat, [](const auto& v) {
    return v.table.waiting_for == std::vector<std::string>{"bob"};
  });
  REQUIRE(view);
  CHECK(view->table.shared);
  CHECK(view->cave.seed_known == false);
}

TEST_CASE("a bad message drops its sender alone", "[server]") {
  RunningServer running(temp_dir("bad"));
  auto alice = connect(running, "alice");
  create_cave(*alice);
  // A raw peer sending garbage, then a frame over the limit.
  for (const std::string& junk : {std::string("\x00\x00\x00\x05hello", 9),
                                  std::string("\x00\x00\x00\x02{}", 6),
                                  std::string("\x7f\xff\xff\xff", 4)}) {
    const int fd = raw_connect(running);
    REQUIRE(::write(fd, junk.data(), junk.size()) ==
            static_cast<ssize_t>(junk.size()));
    char buffer[4096];
    ssize_t total = 0, n = 0;
    while ((n = ::read(fd, buffer, sizeof buffer)) > 0) total += n;
    CHECK(total > 0);  // a bye, then the close
    ::close(fd);
  }
  alice->send(typed("say still here"));
  CHECK(hears(*alice, "<alice> still here"));
}

TEST_CASE("a dropped player reconnects to the seat with what was missed",
          "[server]") {
  AliceAndBob two("back");
  auto& [running, alice, cave, bob] = two;
  alice.reset();  // the SSH connection drops
  CHECK(hears(*bob, "alice has lost the thread"));
  bob->send(typed("say come back"));
  CHECK(hears(*bob, "<bob> come back"));
  auto again = connect(running, "ALICE");
  const auto seated = await<net::Seated>(*again);
  REQUIRE(seated);
  CHECK(seated->cave == cave);
  CHECK(hears(*again, "<bob> come back"));
}

// Leaving on purpose used to be announced as a lost connection.
TEST_CASE("a player who leaves is said to leave, not to be lost", "[server]") {
  AliceAndBob two("leaves");
  two.bob->send(net::Leave{});
  CHECK(hears(*two.alice, "bob leaves the cave."));
}

TEST_CASE("a second login with the same name takes over", "[server]") {
  RunningServer running(temp_dir("twice"));
  auto first = connect(running, "alice");
  auto second = connect(running, "alice");
  const auto bye = await<net::Bye>(*first);
  REQUIRE(bye);
  CHECK(bye->reason.find("again from elsewhere") != std::string::npos);
  CHECK(await<net::Lobby>(*second));
}

TEST_CASE("spectators follow a player and may only talk", "[server]") {
  RunningServer running(temp_dir("watch"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  auto eve = connect(running, "eve");
  eve->send(net::WatchCave{cave, "alice"});
  const auto seated = await<net::Seated>(*eve);
  REQUIRE(seated);
  CHECK(seated->watching);
  const auto view = await<net::ViewUpdate>(*eve);
  REQUIRE(view);
  CHECK(view->view.name == "alice");
  eve->send(typed("east"));
  CHECK(await<net::Problem>(*eve)->text.find("watching") != std::string::npos);
  eve->send(typed("say nice move"));
  CHECK(hears(*alice, "<eve (watching)> nice move"));

  auto mallory = connect(running, "mallory");
  const auto hidden = create_cave(*mallory, true);
  eve->send(net::Leave{});
  eve->send(net::JoinCave{hidden});
  CHECK(await<net::Problem>(*eve)->text.find("private") != std::string::npos);
}

TEST_CASE("a spectator picks whom to follow among the players", "[server]") {
  AliceAndBob two("watch-whom");
  auto& [running, alice, cave, bob] = two;
  auto eve = connect(running, "eve");
  eve->send(net::WatchCave{cave, "nobody"});
  const auto refused = await<net::Problem>(*eve);
  REQUIRE(refused);
  CHECK(refused->text.find("nobody of that name") != std::string::npos);
  eve->send(net::WatchCave{cave, "BOB"});  // names are case-insensitive
  const auto seated = await<net::Seated>(*eve);
  REQUIRE(seated);
  net::RemoteLink gallery(*eve, *seated);
  REQUIRE(
      view_until(*eve, gallery, [](const auto& v) { return v.name == "bob"; }));
  // From the cave, `watch NAME` follows another player; anything else
  // but chat the server refuses.
  gallery.send("east");
  CHECK(view_until(*eve, gallery, [](const auto& v) {
    return !v.messages.empty() &&
           v.messages.back().text.find("watch NAME") != std::string::npos;
  }));
  // A word past what the server's check takes is refused by the client
  // itself: the connection, which the server would drop, stays.
  gallery.send("watch " + std::string(1500, 'x'));
  CHECK(gallery.view().messages.back().text.find("a player's name") !=
        std::string::npos);
  CHECK_FALSE(gallery.closed());
  gallery.send("watch alice");
  const auto alices = view_until(
      *eve, gallery, [](const auto& v) { return v.name == "alice"; });
  REQUIRE(alices);
  for (const auto& message : alices->messages)  // bob's log was let go
    CHECK(message.text.find("watch NAME") == std::string::npos);
  bob->send(typed("say still here"));
  CHECK(view_until(*eve, gallery, [](const auto& v) {
    return !v.messages.empty() &&
           v.messages.back().text.find("still here") != std::string::npos;
  }));
  // Watching is the server's to allow: a player at the table may not.
  bob->send(typed("watch alice"));
  const auto playing = await<net::Problem>(*bob);
  REQUIRE(playing);
  CHECK(playing->text.find("you are playing here") != std::string::npos);
}

// A view coming while the previous one is still on the wire must replace
// any unsent view, never the one being written, nor be lost with it.
TEST_CASE("the newest view arrives however fast views come", "[server]") {
  RunningServer running(temp_dir("views"));
  auto alice = connect(running, "alice");
  net::RemoteLink seat(*alice, net::Seated{create_cave(*alice), false});
  constexpr int kWaits = 30;  // within the input burst
  for (int i = 0; i < kWaits; ++i) alice->send(typed("wait"));
  const auto view =
      view_until(*alice, seat, [](const auto& v) { return v.turn >= kWaits; });
  REQUIRE(view);
  CHECK(view->turn == kWaits);
}

// A mod's glyph and colour reach a remote player's view (the first whole,
// the next as deltas), so `wumpus connect` draws modded things as a local
// game does.
TEST_CASE("a remote seat sees the looks the rules give kinds", "[server]") {
  const game_api::KindLook ghost{"ghost", "\u263a", "cyan"};
  RunningServer running(temp_dir("looks"), {{"ghosts:ghost", ghost}});
  auto alice = connect(running, "alice");
  net::RemoteLink seat(*alice, net::Seated{create_cave(*alice), false});
  alice->send(typed("wait"));
  const auto view =
      view_until(*alice, seat, [](const auto& v) { return v.turn == 1; });
  REQUIRE(view);
  REQUIRE(view->kinds.size() == 1);
  CHECK(view->kinds.at("ghosts:ghost") == ghost);
}
