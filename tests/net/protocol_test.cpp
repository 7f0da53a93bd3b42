// Protocol messages: every kind round-trips; malformed ones are refused
// naming the field, whatever the peer sends.
#include "net/protocol.hpp"

#include "game/game_fixtures.hpp"
#include "game/table/local_link.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using nlohmann::json;

TEST_CASE("client messages round-trip", "[net][protocol]") {
  net::CaveOptions options;
  options.size = 12;
  options.graph = "dodecahedron";
  options.braid = 0.5;
  options.is_private = true;
  net::CaveOptions modded;
  modded.mask = "ring";
  modded.mods = std::vector<std::string>{"ghosts", "compass"};
  modded.settings = {{"ghosts.count", "5"}};
  const net::ClientMessage messages[] = {
      net::Hello{1, "alice", "abc", 42},
      net::ListCaves{},
      net::CreateCave{options},
      net::CreateCave{modded},
      net::JoinCave{7},
      net::WatchCave{7, "bob"},
      net::Act{*game_api::parse_input("shoot n e", nullptr)},
      net::Act{*game_api::parse_input("say hi all", nullptr)},
      net::Leave{},
      net::AskScores{},
      net::AskScores{"2026-11-26"}};
  for (const auto& message : messages) {
    std::string error;
    const json encoded = net::encode(message);
    const auto decoded = net::decode_client(encoded, &error);
    INFO(encoded.dump() << " " << error);
    REQUIRE(decoded);
    CHECK(net::encode(*decoded) == encoded);
  }
}

TEST_CASE("server messages round-trip, views included", "[net][protocol]") {
  auto link = game::seat_alone(game::testing::fake_game(4, 5), "ann", {});
  link->send("east");
  net::CaveSummary cave{
      3,  "ann", {"ann", "bob"}, "8x8", "classic", 9, "playing", false, 1,
      12, 4,     {"carol"},      true};
  const net::ServerMessage messages[] = {
      net::Welcome{"ann", "tok", {}},
      net::Welcome{"ann", "tok", {{{"ghosts", "Ghosts walk."}}, {"ghosts"}}},
      net::Welcome{
          "ann", "tok", {{{"ghosts", "Ghosts walk.", {{"count", "3"}}}}, {}}},
      net::Lobby{{cave}},
      net::Scores{{{"ann", 900, true, "won", 40, "8x8 backtracker"}}},
      net::Scores{{{"bob", 9, false, "fell", 4, "8x8 backtracker", "puzzle",
                    game_api::GuessPolicy::Deduce, true}}},
      net::Scores{{{"cid", 700, true, "won", 30, "8x8 backtracker", "classic",
                    game_api::GuessPolicy::Guess, false, 3}}},
      net::Seated{3, true},
      net::ViewUpdate{link->view()},
      net::NewMessages{link->view().messages},
      net::Problem{"no such cave"},
      net::Bye{"shutting down"}};
  for (const auto& message : messages) {
    std::string error;
    const json encoded = net::encode(message);
    const auto decoded = net::decode_server(encoded, &error);
    INFO(encoded.dump().substr(0, 200) << " " << error);
    REQUIRE(decoded);
    CHECK(net::encode(*decoded) == encoded);
  }
}

// A server encodes the views it shares without copying them into a
// ViewUpdate: the same message, from the one encoder.
TEST_CASE("a kept view encodes as its view message does", "[net][protocol]") {
  auto link = game::seat_alone(game::testing::fake_game(4, 5), "ann", {});
  link->send("east");
  CHECK(net::encode_view(link->view()) ==
        net::encode(net::ViewUpdate{link->view()}));
}

TEST_CASE(
    "a lobby from a protocol-4 server, without rounds, watchers or "
    "invitations, still reads",
    "[net][protocol]") {
  net::CaveSummary cave{3,    "ann", {"ann"}, "8x8", "classic", 9,    "playing",
                        true, 0,     12,      0,     {},        false};
  json old = net::encode(net::Lobby{{cave}});
  for (const char* added : {"round", "watchers", "invited"})
    old["caves"][0].erase(added);
  std::string error;
  const auto decoded = net::decode_server(old, &error);
  INFO(error);
  REQUIRE(decoded);
  const auto& read = std::get<net::Lobby>(*decoded).caves.at(0);
  CHECK(read.is_private);
  CHECK_FALSE(read.invited);
  CHECK(read.watchers.empty());
}

TEST_CASE("malformed client messages are refused naming the field",
          "[net][protocol]") {
  const std::pair<json, const char*> cases[] = {
      {json::array(), "message"},
      {{{"type", 5}}, "message.type"},
      {{{"type", "dance"}}, "message.type"},
      {{{"type", "line"}, {"text", "east"}}, "message.type"},  // protocol 5
      {{{"type", "command"}, {"verb", "move"}, {"direction", 3}},
       "command.direction"},
      {{{"type", "request"}, {"request", "say"}, {"argument", 7}},
       "request.argument"},
      {{{"type", "join"}, {"cave", -1}}, "join.cave"},
      {{{"type", "hello"}, {"version", 1}, {"name", "a"}, {"token", ""}},
       "hello.last_seq"},
      {{{"type", "create"},
        {"options",
         {{"preset", "classic"},
          {"size", 5000},
          {"levels", 0},
          {"algorithm", ""},
          {"graph", ""},
          {"braid", -1.0},
          {"private", false},
          {"deadline_seconds", 30}}}},
       "create.options.size"},
      {{{"type", "create"},
        {"options",
         {{"preset", "classic"},
          {"size", 8},
          {"levels", 0},
          {"algorithm", ""},
          {"graph", ""},
          {"braid", 7.0},
          {"private", false},
          {"deadline_seconds", 30}}}},
       "create.options.braid"},
  };
  for (const auto& [message, field] : cases) {
    std::string error;
    INFO(message.dump());
    CHECK_FALSE(net::decode_client(message, &error));
    CHECK(error.find(field) != std::string::npos);
  }
}

json create_with(const std::string& key, json value) {
  json options = {{"preset", "classic"}, {"size", 8},
                  {"levels", 0},         {"algorithm", ""},
                  {"graph", ""},         {"braid", -1.0},
                  {"private", false},    {"deadline_seconds", 30}};
  options[key] = std::move(value);
  return {{"type", "create"}, {"options", options}};
}

TEST_CASE("a cave's mask and mods are bounded, and optional in old records",
          "[net][protocol]") {
  std::string error;
  // A server's record of a cave made before protocol 4 has neither.
  const auto old = net::decode_client(create_with("graph", ""), &error);
  REQUIRE(old);
  const auto& options = std::get<net::CreateCave>(*old).options;
  CHECK(options.mask.empty());
  CHECK_FALSE(options.mods);
  const std::pair<json, const char*> bad[] = {
      {create_with("mask", 7), "create.options.mask"},
      {create_with("mask", std::string(100, 'x')), "create.options.mask"},
      {create_with("mods", "ghosts"), "create.options.mods"},
      {create_with("mods", json::array({1})), "create.options.mods"},
      {create_with("mods", json(std::vector<std::string>(65, "m"))),
       "create.options.mods"},
      {create_with("settings", json::array()), "create.options.settings"},
      {create_with("settings", {{"ghosts.count", 5}}),
       "create.options.settings"},
      {create_with("settings", {{"ghosts.count", std::string(300, '9')}}),
       "create.options.settings"},
  };
  for (const auto& [message, field] : bad) {
    INFO(message.dump());
    CHECK_FALSE(net::decode_client(message, &error));
    CHECK(error.find(field) != std::string::npos);
  }
}

TEST_CASE("a welcome's mod catalog is checked", "[net][protocol]") {
  const json good = net::encode(net::ServerMessage{
      net::Welcome{"ann", "tok", {{{"ghosts", "Ghosts walk."}}, {"ghosts"}}}});
  const std::pair<json, const char*> bad[] = {
      {json::object(), "welcome.mods.offered"},
      {{{"offered", json::array({{{"name", 3}}})}, {"defaults", json::array()}},
       "welcome.mods.offered[].name"},
      {{{"offered", json::array()}, {"defaults", json::array({1})}},
       "welcome.mods.defaults"},
      {{{"offered",
         json(std::vector<json>(65, {{"name", "m"}, {"description", ""}}))},
        {"defaults", json::array()}},
       "welcome.mods.offered"},
      {{{"offered", json::array({{{"name", "m"},
                                  {"description", ""},
                                  {"settings", json::array({"count"})}}})},
        {"defaults", json::array()}},
       "welcome.mods.offered[].settings"},
  };
  for (const auto& [mods, field] : bad) {
    json message = good;
    message["mods"] = mods;
    std::string error;
    INFO(message.dump());
    CHECK_FALSE(net::decode_server(message, &error));
    CHECK(error.find(field) != std::string::npos);
  }
}

TEST_CASE("scores' preset, policy and day are optional on the wire",
          "[net][protocol][scores]") {
  std::string error;
  // A client from before daily tables asks without a day...
  const auto ask = net::decode_client(json{{"type", "scores"}}, &error);
  REQUIRE(ask);
  CHECK(std::get<net::AskScores>(*ask).daily.empty());
  // ... and a server from before presets in the table lists without them.
  const json old_line = {{"name", "ann"},   {"points", 9}, {"won", false},
                         {"cause", "fell"}, {"turns", 4},  {"cave", "4x4"}};
  const auto scores = net::decode_server(
      json{{"type", "scores"}, {"best", json::array({old_line})}}, &error);
  INFO(error);
  REQUIRE(scores);
  const auto& line = std::get<net::Scores>(*scores).best.at(0);
  CHECK(line.preset.empty());
  CHECK(line.policy == game_api::GuessPolicy::Guess);
  CHECK_FALSE(line.replay);
  CHECK(line.rules_version == 1);  // a server from before versions
  json bad_line = old_line;
  bad_line["rules_version"] = 0;
  CHECK_FALSE(net::decode_server(
      json{{"type", "scores"}, {"best", json::array({bad_line})}}, &error));
  CHECK(error.find("rules_version") != std::string::npos);
  CHECK_FALSE(net::decode_client(
      json{{"type", "scores"}, {"daily", std::string(40, '9')}}, &error));
}
