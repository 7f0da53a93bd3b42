// The view codec: whatever the engine builds comes back the same, and
// hostile JSON is refused with the field named, never half read.
#include "game_api/view_json.hpp"

#include "game/game_fixtures.hpp"
#include "game/table/local_link.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::game;
using nlohmann::json;

namespace {

json round_trip(const game_api::PlayerView& view) {
  std::string error;
  const auto decoded =
      game_api::view_from_json(game_api::view_to_json(view), &error);
  INFO(error);
  REQUIRE(decoded);
  return game_api::view_to_json(*decoded);
}

// A good view's JSON spoilt one way, and the field its error must name.
struct Spoilt {
  const char* what;
  std::function<void(json&)> spoil;
};

void check_refused(const json& good, const std::vector<Spoilt>& cases) {
  for (const Spoilt& c : cases) {
    json bad = good;
    c.spoil(bad);
    std::string error;
    INFO(c.what);
    CHECK_FALSE(game_api::view_from_json(bad, &error));
    CHECK(error.find(c.what) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("views of real games survive the codec", "[game_api][view_json]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto link = seat_alone(game::testing::fake_game(seed, 6), "ann", {});
    for (const char* line :
         {"east", "south", "shoot", "look", "say hi", "wait"})
      link->send(line);
    const game_api::PlayerView& view = link->view();
    INFO("seed " << seed);
    CHECK(round_trip(view) == game_api::view_to_json(view));
    CHECK_FALSE(view.rooms.empty());
  }
}

TEST_CASE("the seed travels only once it is known", "[game_api][view_json]") {
  game_api::PlayerView view;
  view.cave.seed = 42;
  CHECK_FALSE(game_api::view_to_json(view)["cave"].contains("seed"));
  view.cave.seed_known = true;
  CHECK(game_api::view_to_json(view)["cave"]["seed"] == 42);
  std::string error;
  const auto back =
      game_api::view_from_json(game_api::view_to_json(view), &error);
  REQUIRE(back);
  CHECK(back->cave.seed == 42);
}

TEST_CASE("counts, parameters and the Wumpus's death travel",
          "[game_api][view_json]") {
  game_api::PlayerView view;
  view.room_count = 58;
  view.wumpus_dead = true;
  view.cave.parameters = {{"pits", 2}, {"wumpus_move_chance", 0.75}};
  view.cave.counts = {{"pit", 2}, {"bats", 1}, {"dark", 3}};
  std::string error;
  const auto back =
      game_api::view_from_json(game_api::view_to_json(view), &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->room_count == 58);
  CHECK(back->wumpus_dead);
  CHECK(back->cave.parameters == view.cave.parameters);
  CHECK(back->cave.counts == view.cave.counts);
  json spoilt = game_api::view_to_json(view);
  spoilt["cave"]["counts"]["pit"] = -1;
  CHECK_FALSE(game_api::view_from_json(spoilt, &error));
  CHECK(error.find("view.cave.counts") != std::string::npos);
}

TEST_CASE("a view can leave its messages out", "[game_api][view_json]") {
  game_api::PlayerView view;
  view.messages.push_back({"info", "hello", 3, 7});
  CHECK_FALSE(game_api::view_to_json(view, false).contains("messages"));
  std::string error;
  const auto message = game_api::message_from_json(
      game_api::message_to_json(view.messages[0]), &error);
  REQUIRE(message);
  CHECK(message->seq == 7);
  CHECK(message->text == "hello");
}

TEST_CASE("malformed views are refused naming the field",
          "[game_api][view_json]") {
  auto link = seat_alone(game::testing::fake_game(3, 5), "ann", {});
  const json good = game_api::view_to_json(link->view());
  const std::vector<Spoilt> cases = {
      {"view.turn", [](json& j) { j["turn"] = "many"; }},
      {"view.facing", [](json& j) { j["facing"] = "sideways"; }},
      {"view.outcome", [](json& j) { j["outcome"] = "bored"; }},
      {"view.name", [](json& j) { j["name"] = std::string(100, 'a'); }},
      {"view.rooms[0]", [](json& j) { j["rooms"][0]["open"] = 1024; }},
      {"view.rooms[0]",
       [](json& j) {
         j["rooms"][0]["things"] = json::array({1, 2});
       }},
      {"view.table", [](json& j) { j["table"]["team"] = 3; }},
      {"view.items", [](json& j) { j["items"]["torch"] = -1; }},
      {"view.arrows", [](json& j) { j.erase("arrows"); }},
      {"message", [](json& j) { j["messages"][0]["seq"] = -1; }},
  };
  check_refused(good, cases);
  std::string error;
  CHECK_FALSE(game_api::view_from_json(json::array(), &error));
  CHECK_FALSE(game_api::view_from_json(json("text"), &error));
}

TEST_CASE("the reveal and the cave's description survive the codec",
          "[game_api][view_json][reveal]") {
  game_api::PlayerView view;
  view.cave.braid = 0.25;
  view.cave.replay = true;
  view.goals.gold = true;
  game_api::RoomView room;
  room.room = 4;
  room.x = 1;
  room.things = {"dead wumpus", "pit"};
  room.visited = true;
  view.reveal.rooms = {room};
  view.reveal.flights = {{1, 2, 3}, {}};
  std::string error;
  const auto back =
      game_api::view_from_json(game_api::view_to_json(view), &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->cave.braid == 0.25);
  CHECK(back->cave.replay);
  CHECK(back->goals.gold);
  REQUIRE(back->reveal.rooms.size() == 1);
  CHECK(back->reveal.rooms[0].things == room.things);
  CHECK(back->reveal.rooms[0].visited);
  CHECK(back->reveal.flights == view.reveal.flights);
  CHECK(round_trip(view) == game_api::view_to_json(view));

  json bad = game_api::view_to_json(view);
  bad["reveal"]["flights"][0][0] = "up";
  CHECK_FALSE(game_api::view_from_json(bad, &error));
  CHECK(error.find("view.reveal.flights[0]") != std::string::npos);
  bad = game_api::view_to_json(view);
  bad["cave"]["braid"] = 2;
  CHECK_FALSE(game_api::view_from_json(bad, &error));
  CHECK(error.find("view.cave.braid") != std::string::npos);
}

// The patch compares fields as values and encodes only those that
// changed; patched onto the old fields it must give the new ones exactly.
TEST_CASE("a fields patch turns one view's fields into another's",
          "[game_api][view_json]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto link = seat_alone(game::testing::fake_game(seed, 6), "ann", {});
    game_api::PlayerView before = link->view();
    for (const char* line : {"east", "south", "shoot", "wait", "north"}) {
      link->send(std::string(line));
      link->update();
      const game_api::PlayerView& after = link->view();
      json patched = game_api::view_fields_to_json(before);
      patched.merge_patch(game_api::view_fields_patch(before, after));
      CHECK(patched == game_api::view_fields_to_json(after));
      CHECK(game_api::view_fields_patch(after, after).empty());
      before = after;
    }
  }
}

TEST_CASE("the looks rules give kinds survive the codec",
          "[game_api][view_json][kinds]") {
  auto rules = std::make_shared<game::testing::FakeRules>();
  game_api::KindLook web{"web", "#", "white"};
  web.percept = "silk";
  web.percept_glyph = "=";
  web.percept_colour = "white";
  web.counted = web.hazard = true;
  rules->kind_looks = {{"ghosts:ghost", {"ghost", "\u263a", "cyan"}},
                       {"lantern", {"", "L", ""}},
                       {"moss", {"moss", "", "green"}},
                       {"webs:web", web}};
  auto link = seat_alone(game::testing::fake_game(4, 5, rules), "ann", {});
  const game_api::PlayerView& view = link->view();
  REQUIRE(view.kinds == rules->kind_looks);
  const json encoded = game_api::view_to_json(view);
  CHECK(encoded["kinds"]["ghosts:ghost"] ==
        json({{"name", "ghost"}, {"glyph", "\u263a"}, {"colour", "cyan"}}));
  CHECK(encoded["kinds"]["webs:web"]["percept_glyph"] == "=");
  CHECK(encoded["kinds"]["webs:web"]["hazard"] == true);
  std::string error;
  const auto back = game_api::view_from_json(encoded, &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->kinds == view.kinds);
  CHECK(*back == view);
}

// Protocol 4 brought the looks: a view without them is refused, like a
// view without any other field.
TEST_CASE("a view without kinds is refused", "[game_api][view_json][kinds]") {
  game_api::PlayerView view;
  view.kinds["lantern"] = {"lantern", "L", "yellow"};
  json old = game_api::view_to_json(view);
  old.erase("kinds");
  std::string error;
  CHECK_FALSE(game_api::view_from_json(old, &error));
  CHECK(error.find("view.kinds") != std::string::npos);
}

TEST_CASE("hostile kinds are refused naming the field",
          "[game_api][view_json][kinds]") {
  game_api::PlayerView view;
  view.kinds["lantern"] = {"lantern", "L", "yellow"};
  const json good = game_api::view_to_json(view);
  const auto glyph = [](std::string text) {
    return [text](json& j) { j["kinds"]["lantern"]["glyph"] = text; };
  };
  json too_many = json::object();
  for (std::size_t i = 0; i <= game_api::kMaxViewStrings; ++i)
    too_many["kind" + std::to_string(i)] = good["kinds"]["lantern"];
  const std::vector<Spoilt> cases = {
      {"view.kinds.lantern.glyph", glyph("\x1b")},
      {"view.kinds.lantern.glyph", glyph("\x7f")},
      {"view.kinds.lantern.glyph", glyph("\xc2\x9b")},  // C1: CSI
      {"view.kinds.lantern.glyph", glyph("LL")},
      {"view.kinds.lantern.glyph", glyph("\u263aL")},
      {"view.kinds.lantern.glyph", glyph("\xf0\x9f\x91\xbb")},  // wide
      {"view.kinds.lantern.glyph", glyph("e\xcc\x81")},         // combining
      {"view.kinds.lantern.glyph", glyph("\xe2\x98")},          // cut short
      {"view.kinds.lantern.glyph", glyph("\xc0\xa0")},          // overlong
      {"view.kinds.lantern.glyph",
       [](json& j) { j["kinds"]["lantern"]["glyph"] = 76; }},
      {"view.kinds.lantern.name",
       [](json& j) { j["kinds"]["lantern"]["name"] = std::string(65, 'a'); }},
      {"view.kinds.lantern.colour",
       [](json& j) { j["kinds"]["lantern"]["colour"] = std::string(17, 'r'); }},
      {"view.kinds.lantern.colour",
       [](json& j) { j["kinds"]["lantern"].erase("colour"); }},
      {"view.kinds.lantern", [](json& j) { j["kinds"]["lantern"] = "L"; }},
      {"view.kinds",
       [](json& j) {
         j["kinds"][std::string(65, 'k')] = j["kinds"]["lantern"];
       }},
      {"view.kinds", [&](json& j) { j["kinds"] = too_many; }},
      {"view.kinds", [](json& j) { j["kinds"] = json::array(); }},
      {"view.kinds", [](json& j) { j["kinds"] = nullptr; }},
  };
  check_refused(good, cases);
  std::string error;
  INFO(error);
  CHECK(game_api::view_from_json(good, &error));
  json empty_glyph = good;  // a look with no glyph: drawn by the initial
  empty_glyph["kinds"]["lantern"]["glyph"] = "";
  CHECK(game_api::view_from_json(empty_glyph, &error));
  json longest = good;
  longest["kinds"]["lantern"]["glyph"] = "\xf0\x9d\x90\x80";  // U+1D400
  CHECK(game_api::view_from_json(longest, &error));
  json space = good;  // one cell, blank
  space["kinds"]["lantern"]["glyph"] = " ";
  CHECK(game_api::view_from_json(space, &error));
}

// An error names a hostile kind without its control bytes.
TEST_CASE("a kind's name in an error is printable",
          "[game_api][view_json][kinds]") {
  game_api::PlayerView view;
  json bad = game_api::view_to_json(view);
  bad["kinds"]["\x1b[2J"] = {{"name", ""}, {"glyph", "\x07"}, {"colour", ""}};
  std::string error;
  CHECK_FALSE(game_api::view_from_json(bad, &error));
  CHECK(error.find("view.kinds.?[2J.glyph") != std::string::npos);
  CHECK(error.find('\x1b') == std::string::npos);
}

TEST_CASE("room names and the advised mark survive the codec",
          "[game_api][view_json]") {
  game_api::PlayerView view;
  view.grid = false;
  game_api::RoomView hall;
  hall.room = 2;
  hall.name = "the great hall";
  game_api::RoomView plain;
  plain.room = 3;
  view.rooms = {hall, plain};
  view.cave.advised = true;
  const json encoded = game_api::view_to_json(view);
  CHECK_FALSE(encoded["rooms"][1].contains("name"));  // grid rooms as before
  std::string error;
  const auto back = game_api::view_from_json(encoded, &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->rooms[0].name == "the great hall");
  CHECK(back->rooms[1].name.empty());
  CHECK(back->cave.advised);
  // A server from before the advisor does not say: not advised.
  json old = encoded;
  old["cave"].erase("advised");
  const auto older = game_api::view_from_json(old, &error);
  REQUIRE(older);
  CHECK_FALSE(older->cave.advised);
}

TEST_CASE("view codec: the cave names its rules version when it knows it",
          "[game_api][view_json]") {
  game_api::PlayerView view;
  view.cave.rules_version = 3;
  const json encoded = game_api::view_to_json(view);
  std::string error;
  const auto back = game_api::view_from_json(encoded, &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->cave.rules_version == 3);
  // A server from before scores kept the version does not say.
  json old = encoded;
  old["cave"].erase("rules_version");
  CHECK(game_api::view_from_json(old, &error)->cave.rules_version == 0);
  old["cave"]["rules_version"] = -2;
  CHECK_FALSE(game_api::view_from_json(old, &error));
  CHECK(error.find("view.cave.rules_version") != std::string::npos);
}
