// The view of a tiled cave through the codec (protocol 5): its shape,
// wrap and weave travel, a room's "open" bits reach the diagonals past
// one byte, an older view without them reads as square rooms, and the
// view's public rules rebuild the cave's directions.
#include "game_api/view_json.hpp"
#include "game_api/view_topology.hpp"
#include "maze/compass.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::game_api;

namespace {

PlayerView hex_view() {
  PlayerView view;
  view.grid = false;
  view.width = view.height = 5;
  view.room_count = 25;
  view.entrance = 0;
  view.exit = 24;
  view.shape = maze::Shape::Hex;
  view.room = 6;
  view.x = 1;
  view.y = 1;
  view.facing = maze::Direction::NorthEast;
  RoomView room;
  room.room = 6;
  room.x = 1;
  room.y = 1;
  room.open = 1u << static_cast<unsigned>(maze::Direction::NorthWest) |
              1u << static_cast<unsigned>(maze::Direction::East);
  room.open_rooms = {1, 7};
  view.rooms = {room};
  return view;
}

}  // namespace

TEST_CASE("a tiled view's shape and diagonal passages survive the codec",
          "[game_api][view_json][shapes]") {
  const PlayerView view = hex_view();
  const auto json = view_to_json(view);
  CHECK(json["shape"] == "hex");
  CHECK(json["rooms"][0]["open"].get<int>() > 255);
  std::string error;
  const auto back = view_from_json(json, &error);
  INFO(error);
  REQUIRE(back);
  CHECK(*back == view);
  CHECK(back->rooms[0].known_open(maze::Direction::NorthWest));
}

TEST_CASE("a view without a shape is square rooms, as before protocol 5",
          "[game_api][view_json][shapes]") {
  auto json = view_to_json(hex_view());
  json.erase("shape");
  json.erase("wrap");
  json.erase("weave");
  std::string error;
  const auto back = view_from_json(json, &error);
  REQUIRE(back);
  CHECK(back->shape == maze::Shape::Square);
  json["shape"] = "heptagon";
  CHECK_FALSE(view_from_json(json, &error));
  CHECK(error.find("shape") != std::string::npos);
  auto wide = view_to_json(hex_view());
  wide["rooms"][0]["open"] = 1024;
  CHECK_FALSE(view_from_json(wide, &error));
}

TEST_CASE("a view rebuilds the neighbour rules of its tiling",
          "[game_api][shapes]") {
  const PlayerView view = hex_view();
  CHECK(is_tiled(view));
  CHECK(walks_by_compass(view));
  CHECK(has_diagonals(view));
  const auto topology = view_topology(view);
  REQUIRE(topology);
  // Room 6 is [1,1], an odd row: northwest is [1,0], room 1.
  CHECK(maze::direction_to(*topology, 6, 1) == maze::Direction::NorthWest);
  PlayerView polar = view;
  polar.shape = maze::Shape::Polar;
  polar.width = 6;
  CHECK_FALSE(walks_by_compass(polar));
  PlayerView graph;
  graph.grid = false;
  graph.width = 20;
  graph.height = 1;
  CHECK_FALSE(is_tiled(graph));
  CHECK_FALSE(view_topology(graph));
}
