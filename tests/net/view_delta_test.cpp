#include "net/view_delta.hpp"
#include "game_api/view_json.hpp"
#include "net/protocol.hpp"
#include "net/wire_frame.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace wumpus;

namespace {

game_api::RoomView room(maze::RoomId id, std::uint8_t open, bool visible) {
  game_api::RoomView r;
  r.room = id;
  r.x = id % 10;
  r.y = id / 10;
  r.open = open;
  r.sight = visible ? game_api::Sight::Visible : game_api::Sight::Remembered;
  r.visited = true;
  return r;
}

// A view knowing a random subset of 100 rooms, each in a random state.
game_api::PlayerView random_view(std::mt19937& random) {
  game_api::PlayerView view;
  view.width = view.height = 10;
  view.turn = random() % 50;
  view.room = random() % 100;
  for (maze::RoomId id = 0; id < 100; ++id)
    if (random() % 3 != 0)
      view.rooms.push_back(room(id, random() % 4, random() % 2));
  if (random() % 2) view.rooms.back().things = {"gold"};
  return view;
}

}  // namespace

TEST_CASE("a view delta turns the old view into the new one", "[net][delta]") {
  std::mt19937 random(GENERATE(1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u));
  const game_api::PlayerView from = random_view(random);
  const game_api::PlayerView to = random_view(random);
  const net::ViewDelta delta = net::make_delta(from, to);
  game_api::PlayerView held = from;
  held.messages = {{"info", "kept", 1, 1}};
  REQUIRE(net::apply_delta(held, delta));
  CHECK(held.messages.size() == 1);
  held.messages.clear();
  CHECK(held == to);
}

TEST_CASE("a view delta carries only the rooms that changed", "[net][delta]") {
  game_api::PlayerView from;
  from.rooms = {room(1, 1, true), room(2, 2, true), room(3, 4, false)};
  game_api::PlayerView to = from;
  to.rooms[1].sight = game_api::Sight::Remembered;  // walked on
  to.rooms.erase(to.rooms.begin());                 // forgotten (a restart)
  to.rooms.push_back(room(7, 8, true));             // newly seen
  to.turn = 1;
  const auto delta = net::make_delta(from, to);
  REQUIRE(delta.rooms.size() == 2);
  CHECK(delta.rooms[0].room == 2);
  CHECK(delta.rooms[1].room == 7);
  CHECK(delta.gone == std::vector<maze::RoomId>{1});
  CHECK(net::make_delta(to, to).rooms.empty());
}

TEST_CASE("a view delta carries only the fields that changed", "[net][delta]") {
  game_api::PlayerView from;
  from.cave.preset = "classic";
  from.cave.parameters = {{"arrows", 5}, {"pits", 2}};
  from.table.seats = {
      {"alice", true, false, false, game_api::Outcome::Playing}};
  from.items = {{"torch", 1}};
  game_api::PlayerView to = from;
  to.turn = 4;
  to.table.round = 3;
  to.items.clear();  // the torch burnt out
  const auto delta = net::make_delta(from, to);
  CHECK(delta.changed == nlohmann::json{{"turn", 4},
                                        {"table", {{"round", 3}}},
                                        {"items", {{"torch", nullptr}}}});
  CHECK(net::make_delta(to, to).changed.empty());
  game_api::PlayerView held = from;
  REQUIRE(net::apply_delta(held, delta));
  CHECK(held == to);
}

// Rules reloaded with a mod added: only the looks change, and only they
// travel, through the protocol and onto the held view.
TEST_CASE("a view delta carries the kinds' looks when they change",
          "[net][delta][kinds]") {
  game_api::PlayerView from;
  from.rooms = {room(1, 1, true)};
  from.kinds = {{"lantern", {"lantern", "L", "yellow"}},
                {"moss", {"moss", "m", "green"}}};
  game_api::PlayerView to = from;
  to.kinds["lantern"].colour = "red";
  to.kinds.erase("moss");
  to.kinds["ghosts:ghost"] = {"ghost", "\u263a", "cyan"};
  const net::ServerMessage sent = net::make_delta(from, to);
  const auto& delta = std::get<net::ViewDelta>(sent);
  CHECK(
      delta.changed ==
      nlohmann::json{
          {"kinds",
           {{"lantern", {{"colour", "red"}}},
            {"moss", nullptr},
            {"ghosts:ghost",
             {{"name", "ghost"}, {"glyph", "\u263a"}, {"colour", "cyan"}}}}}});
  CHECK(delta.rooms.empty());
  std::string error;
  const auto received = net::decode_server(net::encode(sent), &error);
  INFO(error);
  REQUIRE(received);
  game_api::PlayerView held = from;
  REQUIRE(net::apply_delta(held, std::get<net::ViewDelta>(*received)));
  CHECK(held == to);
  net::ViewDelta spoilt = delta;  // a hostile server's look is refused
  spoilt.changed["kinds"]["lantern"]["glyph"] = "\x1b";
  held = from;
  CHECK_FALSE(net::apply_delta(held, spoilt));
  CHECK(held == from);
}

TEST_CASE("a delta whose fields do not make a view is refused, the view kept",
          "[net][delta]") {
  game_api::PlayerView held;
  held.turn = 7;
  net::ViewDelta delta;
  delta.changed = {{"turn", "seven"}};
  CHECK_FALSE(net::apply_delta(held, delta));
  delta.changed = {{"facing", nullptr}};  // a field a view must have
  CHECK_FALSE(net::apply_delta(held, delta));
  CHECK(held.turn == 7);
}

TEST_CASE("a view delta survives the protocol", "[net][delta]") {
  std::mt19937 random(9);
  const game_api::PlayerView from = random_view(random);
  const game_api::PlayerView to = random_view(random);
  const net::ServerMessage sent = net::make_delta(from, to);
  std::string error;
  const auto received = net::decode_server(net::encode(sent), &error);
  INFO(error);
  REQUIRE(received);
  const auto* delta = std::get_if<net::ViewDelta>(&*received);
  REQUIRE(delta);
  const auto& original = std::get<net::ViewDelta>(sent);
  CHECK(delta->gone == original.gone);
  CHECK(delta->rooms == original.rooms);
  CHECK(delta->changed == original.changed);
}

TEST_CASE("a delta whose gone rooms are not room numbers is refused",
          "[net][delta]") {
  auto json = net::encode(net::ServerMessage(net::ViewDelta{}));
  json["gone"] = {"kitchen"};
  std::string error;
  CHECK_FALSE(net::decode_server(json, &error));
  CHECK(error.find("delta.gone") != std::string::npos);
}

TEST_CASE("a delta out of room order is refused, the view kept",
          "[net][delta]") {
  game_api::PlayerView held;
  held.rooms = {room(1, 1, true), room(5, 2, true)};
  net::ViewDelta delta;
  delta.rooms = {room(7, 1, true), room(3, 1, true)};
  CHECK_FALSE(net::apply_delta(held, delta));
  REQUIRE(held.rooms.size() == 2);
  CHECK(held.rooms[1].room == 5);
}

TEST_CASE("a delta is sent only when it is the smaller", "[net][delta]") {
  game_api::PlayerView from;
  for (maze::RoomId id = 0; id < 10; ++id)
    from.rooms.push_back(room(id, 1, false));
  game_api::PlayerView moved = from;
  moved.rooms[3].sight = game_api::Sight::Visible;
  CHECK(net::worth_sending(net::make_delta(from, moved), moved));
  game_api::PlayerView other = from;  // a new cave: every room changed
  for (auto& r : other.rooms) r.open = 8;
  CHECK_FALSE(net::worth_sending(net::make_delta(from, other), other));
}

namespace {

// A table in one of a few states, so that views share some and not others.
game_api::TableView random_table(std::mt19937& random) {
  game_api::TableView table;
  table.shared = true;
  table.owner = "ann";
  for (const char* name : {"ann", "bob", "cy"}) {
    game_api::SeatView seat;
    seat.name = name;
    seat.acted = random() % 2;
    table.seats.push_back(seat);
    if (!seat.acted) table.waiting_for.push_back(name);
  }
  table.round = random() % 3;
  return table;
}

}  // namespace

TEST_CASE("a view delta: one update's deltas share patches, each still right",
          "[net][delta]") {
  std::mt19937 random(GENERATE(1u, 2u, 3u, 4u, 5u, 6u));
  std::vector<game_api::PlayerView> views;
  for (int i = 0; i < 24; ++i) {
    views.push_back(random_view(random));
    views.back().table = random_table(random);
    views.back().cave.counts = {{"pit", static_cast<int>(random() % 3)}};
  }
  game_api::FieldPatchMemo memo;
  for (int pair = 0; pair < 200; ++pair) {
    const auto& from = views[random() % views.size()];
    const auto& to = views[random() % views.size()];
    INFO("pair " << pair);
    CHECK(net::make_delta(from, to, &memo).changed ==
          net::make_delta(from, to).changed);
  }
}
