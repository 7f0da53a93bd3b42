// The host's moderation over the admin channel: a muted player's chat is
// refused with a reason, a banned name is let go and refused at login,
// both survive a restart, and a wrong order is refused naming what is
// wrong.
#include "server/server_fixture.hpp"

#include <catch2/catch.hpp>

namespace wumpus::server::testing {
using namespace std::chrono_literals;
namespace {

AdminReply order(const RunningServer& running, const std::string& command,
                 const std::string& argument = "") {
  std::string error;
  const auto reply = ask_server(running.socket(), {command, argument}, &error);
  INFO(error);
  REQUIRE(reply);
  return *reply;
}

// The reason code of the next problem or goodbye within `wait` ("" for
// none), and the text that came with it.
std::pair<std::string, std::string> refusal(net::Client& client,
                                            std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  // Messages read before the connection closed still wait in the inbox
  // (the goodbye may follow a table's event): read them all first.
  while (std::chrono::steady_clock::now() < deadline) {
    const auto message = client.wait(50);
    if (!message) {
      if (client.closed()) break;
      continue;
    }
    if (const auto* problem = std::get_if<net::Problem>(&*message))
      return {problem->code, problem->text};
    if (const auto* bye = std::get_if<net::Bye>(&*message))
      return {bye->code, bye->reason};
  }
  return {"", client.reason()};
}

TEST_CASE("a muted player's chat is refused until the mute ends", "[server]") {
  AliceAndBob s("mute");
  CHECK(order(s.running, "mute", "BOB 5").text ==
        "BOB muted for 5 minute(s)\n");
  s.bob->send(typed("say hello"));
  const auto [code, text] = refusal(*s.bob, 3000ms);
  CHECK(code == reason::kMuted);
  CHECK(text == "the host muted you for 5 more minute(s)");
  s.bob->send(typed("who"));  // only chat is refused
  CHECK(hears(*s.bob, "At this table"));
  CHECK(order(s.running, "moderation").text ==
        "muted BOB for 5 more minute(s)\n");

  s.running.stop();  // kept in the state directory
  s.running.start();
  auto bob = connect(s.running, "bob");
  join_cave(*bob, s.cave);
  bob->send(typed("say hello again"));
  CHECK(refusal(*bob, 3000ms).first == reason::kMuted);
  CHECK(order(s.running, "unmute", "bob").ok);
  bob->send(typed("say free to talk"));
  CHECK(hears(*bob, "free to talk"));
  CHECK(order(s.running, "moderation").text == "nobody is muted or banned\n");
}

TEST_CASE("a banned name is let go and refused at login, across a restart",
          "[server]") {
  AliceAndBob s("ban");
  CHECK(order(s.running, "ban", "Bob").ok);
  CHECK(refusal(*s.bob, 3000ms).first == reason::kBanned);
  std::string error;
  CHECK_FALSE(net::Client::connect(s.running.socket(), "bob", kWaitMs, &error));
  CHECK(error.find("bob is banned from this server") != std::string::npos);

  s.running.stop();
  s.running.start();
  CHECK_FALSE(net::Client::connect(s.running.socket(), "BOB", kWaitMs, &error));
  CHECK(order(s.running, "moderation").text == "banned Bob\n");
  CHECK(order(s.running, "unban", "bob").ok);
  CHECK(net::Client::connect(s.running.socket(), "bob", kWaitMs, &error));
}

TEST_CASE("a moderator kicks and mutes in their cave, nobody else does",
          "[server]") {
  RunningServer running(temp_dir("moderators"), {},
                        [](ServerSetup& setup) { setup.admins = {"alice"}; });
  auto alice = connect(running, "Alice");
  const auto cave = create_cave(*alice);
  auto bob = connect(running, "bob");
  join_cave(*bob, cave);
  auto carol = connect(running, "carol");  // in the lobby

  bob->send(typed("kick alice"));
  CHECK(refusal(*bob, 3000ms).first == reason::kNotModerator);
  alice->send(typed("kick carol"));
  CHECK(refusal(*alice, 3000ms).second == "carol is not in this cave");
  alice->send(typed("mute bob soon"));
  CHECK(refusal(*alice, 3000ms).second ==
        "minutes must be a whole number from 1 to 525600, not \"soon\"");

  alice->send(typed("mute bob 10"));
  CHECK(hears(*bob, "Alice (moderator) muted bob for 10 minute(s)."));
  bob->send(typed("say let me talk"));
  CHECK(refusal(*bob, 3000ms).first == reason::kMuted);
  alice->send(typed("kick BOB"));
  CHECK(refusal(*bob, 3000ms).first == reason::kKicked);
  CHECK(hears(*alice, "Alice (moderator) let BOB go."));
}

TEST_CASE("a moderation order that is wrong is refused, saying why",
          "[server]") {
  RunningServer running(temp_dir("orders"));
  const auto refused = [&](const std::string& command,
                           const std::string& argument) {
    const auto reply = order(running, command, argument);
    CHECK_FALSE(reply.ok);
    return reply.text;
  };
  CHECK(refused("mute", "bob 0") ==
        "minutes must be a whole number from 1 to 525600, not \"0\"\n");
  CHECK(refused("mute", "bob soon") ==
        "minutes must be a whole number from 1 to 525600, not \"soon\"\n");
  CHECK(refused("ban", "bob 5") == "one name only, not \"bob 5\"\n");
  const auto escape = refused("ban", "\x1b[31m");
  CHECK(escape.find("is not a player's name") != std::string::npos);
  CHECK(escape.find('\x1b') == std::string::npos);
  CHECK(refused("unmute", "bob") == "bob is not muted\n");
  CHECK(refused("unban", "bob") == "bob is not banned\n");
}

}  // namespace
}  // namespace wumpus::server::testing
