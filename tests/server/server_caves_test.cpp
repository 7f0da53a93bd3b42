// The server's caves over time: saved on stop and resumed, saves written
// off the loop; who a peer is; views as deltas; clients of other
// protocol versions.
#include "server_fixture.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;

TEST_CASE("caves are saved on stop and resumed on start", "[server]") {
  RunningServer running(temp_dir("resume"));
  std::uint32_t cave = 0;
  {
    auto alice = connect(running, "alice");
    cave = create_cave(*alice);
    net::RemoteLink seat(*alice, net::Seated{cave, false});
    alice->send(typed("wait"));
    alice->send(typed("wait"));
    REQUIRE(
        view_until(*alice, seat, [](const auto& v) { return v.turn == 2; }));
  }
  running.stop();
  running.start();
  CHECK(running.server().cave_count() == 1);
  auto alice = connect(running, "alice");
  const auto seated = await<net::Seated>(*alice);
  REQUIRE(seated);
  CHECK(seated->cave == cave);
  const auto view = await<net::ViewUpdate>(*alice);
  REQUIRE(view);
  CHECK(view->view.turn == 2);
}

// A cave's journal lies in cave-N.journal: its saves name how many of
// its entries they stand on instead of holding them, and a restarted
// server goes on with the same file.
TEST_CASE("a cave's saves keep its journal in a file of its own",
          "[server][journal]") {
  RunningServer running(temp_dir("journal"));
  const auto state = running.dir() / "state";
  const auto read = [](const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  const auto lines = [](const std::string& text) {
    return std::size_t(std::count(text.begin(), text.end(), '\n'));
  };
  const auto named_entries = [&] {
    const auto save = nlohmann::json::parse(read(state / "cave-1.json"));
    CHECK_FALSE(save["game"].contains("log"));
    return save["game"]["journal"]["entries"].get<std::size_t>();
  };
  const auto play = [&](int waits, std::uint32_t turn) {
    auto alice = connect(running, "alice");
    std::uint32_t cave = 1;
    if (running.server().cave_count() == 0)
      cave = create_cave(*alice);
    else
      REQUIRE(await<net::Seated>(*alice));
    net::RemoteLink seat(*alice, net::Seated{cave, false});
    for (int i = 0; i < waits; ++i) alice->send(typed("wait"));
    REQUIRE(view_until(*alice, seat,
                       [turn](const auto& v) { return v.turn == turn; }));
  };
  play(2, 2);
  running.stop();
  const std::string first = read(state / "cave-1.journal");
  CHECK(lines(first) == 1 + named_entries());
  CHECK(named_entries() >= 3);  // the join and two waits

  running.start();
  play(1, 3);
  running.stop();
  const std::string second = read(state / "cave-1.journal");
  CHECK(lines(second) == 1 + named_entries());
  CHECK(lines(second) > lines(first));
  CHECK(second.compare(0, first.size(), first) == 0);
  // Replayed from the journal: nobody is told it went on from its
  // snapshot, as they are once the file is cut short.
  const auto said_on_return = [&] {
    running.start();
    auto alice = connect(running, "alice");
    REQUIRE(await<net::Seated>(*alice));
    std::string said;
    std::optional<net::ServerMessage> next;
    while ((next = alice->wait(kWaitMs)) &&
           std::holds_alternative<net::NewMessages>(*next))
      for (const auto& message : std::get<net::NewMessages>(*next).messages)
        said += message.text + "\n";
    REQUIRE(next);
    REQUIRE(std::holds_alternative<net::ViewUpdate>(*next));
    CHECK(std::get<net::ViewUpdate>(*next).view.turn == 3);
    running.stop();
    return said;
  };
  CHECK_THAT(said_on_return(),
             !Catch::Matchers::Contains("goes on from its snapshot"));
  std::filesystem::resize_file(state / "cave-1.journal", first.size() - 1);
  CHECK_THAT(said_on_return(),
             Catch::Matchers::Contains("goes on from its snapshot"));
}

TEST_CASE("names come from the peer's account unless it is trusted",
          "[server]") {
  std::string error;
  CHECK(server::player_name_for(1000, 1000, "alice", &error) == "alice");
  CHECK_FALSE(server::player_name_for(1000, 1000, "a", &error));
  CHECK_FALSE(server::player_name_for(1000, 1000, "evil\x1b[2J", &error));
  CHECK_FALSE(server::player_name_for(1001, 1000, "alice", &error));
  CHECK(error.find("only the hosting account") != std::string::npos);
  CHECK(server::player_name_for(0, 1000, "", &error) == "root");
}

// Deltas stand for whole views: what a seat builds from them is what a
// newcomer is sent whole, and a client that was away (and so missed
// updates) starts again from a whole view.
TEST_CASE("views after the first come as deltas that rebuild the whole",
          "[server][delta]") {
  RunningServer running(temp_dir("deltas"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice, false, 8);
  const auto first = await<net::ViewUpdate>(*alice);
  REQUIRE(first);
  game_api::PlayerView held = first->view;
  for (int turn = 1; turn <= 3; ++turn) {
    alice->send(typed("wait"));
    const auto delta = await<net::ViewDelta>(*alice);
    REQUIRE(delta);
    CHECK(delta->rooms.size() * 2 <= held.rooms.size());
    // The cave and the table did not change: only the turn and what the
    // player senses travel.
    CHECK_FALSE(delta->changed.contains("cave"));
    CHECK_FALSE(delta->changed.contains("table"));
    CHECK(delta->changed.contains("turn"));
    REQUIRE(net::apply_delta(held, *delta));
    CHECK(held.turn == static_cast<std::uint32_t>(turn));
  }
  auto eve = connect(running, "eve");
  eve->send(net::WatchCave{cave, "alice"});
  REQUIRE(await<net::Seated>(*eve));
  const auto whole = await<net::ViewUpdate>(*eve);
  REQUIRE(whole);
  const auto watched = await<net::ViewDelta>(*alice);  // a spectator came
  REQUIRE(watched);
  REQUIRE(net::apply_delta(held, *watched));
  CHECK(held.table.spectators == 1);
  CHECK(whole->view == held);

  alice.reset();  // away while the cave goes on
  eve->send(typed("say where are you"));
  auto again = connect(running, "alice");
  REQUIRE(await<net::Seated>(*again));
  std::optional<net::ServerMessage> resumed;
  while ((resumed = again->wait(kWaitMs)) &&
         std::holds_alternative<net::NewMessages>(*resumed)) {
  }
  REQUIRE(resumed);
  REQUIRE(std::holds_alternative<net::ViewUpdate>(*resumed));
  CHECK(std::get<net::ViewUpdate>(*resumed).view.turn == held.turn);
}

TEST_CASE("a client of another protocol version is told to update",
          "[server]") {
  RunningServer running(temp_dir("version"));
  const int fd = raw_connect(running);
  const std::string hello = net::encode_frame(
      net::encode(net::Hello{net::kProtocolVersion - 1, "alice", "", 0}));
  REQUIRE(::write(fd, hello.data(), hello.size()) ==
          static_cast<ssize_t>(hello.size()));
  net::FrameDecoder decoder(net::kMaxServerFrame);
  char buffer[4096];
  for (ssize_t n = 0; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
    decoder.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
  ::close(fd);
  const auto frame = decoder.next();
  REQUIRE(frame);
  std::string error;
  const auto bye = net::decode_server(*frame, &error);
  REQUIRE(bye);
  REQUIRE(std::holds_alternative<net::Bye>(*bye));
  CHECK(std::get<net::Bye>(*bye).reason ==
        "this server speaks protocol version " +
            std::to_string(net::kProtocolVersion) + "; update wumpus");
}

// Saves are written off the event loop, yet every cave's state and its
// recording reach the disk by the time the server has stopped.
TEST_CASE("saves written off the loop are whole when the server stops",
          "[server][save]") {
  RunningServer running(temp_dir("writer"));
  std::vector<std::uint32_t> caves;
  for (const char* name : {"alice", "bobby", "carol"}) {
    auto player = connect(running, name);
    caves.push_back(create_cave(*player));
    player->send(typed("wait"));
    player->send(typed("save"));
    CHECK(hears(*player, "The cave is saved."));
  }
  running.stop();
  for (std::uint32_t cave : caves) {
    const auto dir = running.dir() / "state";
    const auto save = dir / ("cave-" + std::to_string(cave) + ".json");
    std::string error;
    const auto game = game::Game::load(
        save.string(), std::make_shared<game::testing::FakeRules>(), &error);
    INFO(error);
    REQUIRE(game);
    CHECK(game->view(game->players().front()).turn == 1);
    const auto recording = game::read_recording(
        (dir / ("cave-" + std::to_string(cave) + ".rec")).string(), &error);
    INFO(error);
    REQUIRE(recording);
    CHECK_FALSE(recording->entries.empty());
  }
}

TEST_CASE(
    "a private cave's owner invites players, who see it and may join, "
    "after a restart too",
    "[server][invite]") {
  RunningServer running(temp_dir("invite"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice, true);
  auto bob = connect(running, "bob");
  bob->send(net::JoinCave{cave});
  CHECK(await<net::Problem>(*bob)->text.find("private") != std::string::npos);
  alice->send(typed("invite Bob"));
  CHECK(hears(*alice, "alice invites Bob"));
  alice->send(typed("invite carol"));
  CHECK(hears(*alice, "alice invites carol"));
  bob->send(net::ListCaves{});
  const auto lobby = await<net::Lobby>(*bob);
  REQUIRE(lobby);
  REQUIRE(lobby->caves.size() == 1);
  CHECK(lobby->caves[0].invited);
  CHECK(lobby->caves[0].is_private);
  join_cave(*bob, cave);
  // Only the owner invites.
  bob->send(typed("invite mallory"));
  CHECK(hears(*bob, "who owns this cave, can invite"));

  alice.reset();
  bob.reset();
  running.stop();
  running.start();
  auto carol = connect(running, "carol");
  join_cave(*carol, cave);
  auto mallory = connect(running, "mallory");
  mallory->send(net::ListCaves{});
  const auto theirs = await<net::Lobby>(*mallory);
  REQUIRE(theirs);
  CHECK_FALSE(theirs->caves.at(0).invited);
  mallory->send(net::JoinCave{cave});
  CHECK(await<net::Problem>(*mallory)->text.find("private") !=
        std::string::npos);
}

TEST_CASE("the lobby gives each cave's round and who watches it",
          "[server][lobby]") {
  AliceAndBob two("lobby-watchers");
  auto& [running, alice, cave, bob] = two;
  auto eve = connect(running, "eve");
  eve->send(net::WatchCave{cave, "bob"});
  REQUIRE(await<net::Seated>(*eve));
  auto dan = connect(running, "dan");
  dan->send(net::ListCaves{});
  const auto lobby = await<net::Lobby>(*dan);
  REQUIRE(lobby);
  REQUIRE(lobby->caves.size() == 1);
  CHECK(lobby->caves[0].watchers == std::vector<std::string>{"eve"});
  CHECK(lobby->caves[0].round >= 1);
}

TEST_CASE("a seated client takes its seat back by itself after a restart",
          "[server][reconnect]") {
  RunningServer running(temp_dir("reconnect"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  net::RemoteLink seat(*alice, net::Seated{cave, false});
  alice->send(typed("wait"));
  REQUIRE(view_until(*alice, seat, [](const auto& v) { return v.turn == 1; }));
  running.stop();
  const auto until = [&](auto done) {
    const auto deadline = std::chrono::steady_clock::now() + 5s;
    while (!done() && std::chrono::steady_clock::now() < deadline) {
      seat.update();
      std::this_thread::sleep_for(20ms);
    }
    return done();
  };
  REQUIRE(until([&] { return alice->closed(); }));
  CHECK(alice->worth_retrying());  // the server said it is stopping
  CHECK_FALSE(seat.closed());
  CHECK(seat.trouble().find("reconnecting") != std::string::npos);
  running.start();
  REQUIRE(until([&] {
    return seat.trouble().empty() && !seat.view().messages.empty() &&
           seat.view().messages.back().text == "The connection is back.";
  }));
  CHECK(seat.view().turn == 1);
  seat.send("wait");
  CHECK(view_until(*alice, seat, [](const auto& v) { return v.turn == 2; }));
}
