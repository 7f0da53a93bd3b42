// An arrow's flight under the rules of how it turns (issue 39): judged by
// rooms, a path doubling back is refused and a flight coming round to the
// shooter ends there; without the rules arrows fly as before.
#include "game_api/arrow_flight.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using game_api::ArrowRules;
using maze::Direction;
using maze::RoomId;

namespace {

// A 2x2 ring of rooms, all open: 0 1 / 2 3, by compass steps.
RoomId step_in_square(RoomId room, Direction d) {
  const RoomId x = room % 2, y = room / 2;
  switch (d) {
    case Direction::East:
      return x == 0 ? room + 1 : maze::kNoRoom;
    case Direction::West:
      return x == 1 ? room - 1 : maze::kNoRoom;
    case Direction::South:
      return y == 0 ? room + 2 : maze::kNoRoom;
    case Direction::North:
      return y == 1 ? room - 2 : maze::kNoRoom;
    default:
      return maze::kNoRoom;
  }
}

// A corridor of 3 rooms wrapping round east: 0 1 2 0 1 ...
RoomId step_in_ring(RoomId room, Direction d) {
  if (d == Direction::East) return (room + 1) % 3;
  if (d == Direction::West) return (room + 2) % 3;
  return maze::kNoRoom;
}

constexpr ArrowRules kOriginal{true, true};

}  // namespace

TEST_CASE("a path doubling back is refused when arrows fly straight",
          "[game_api][arrow_flight]") {
  const std::vector<Direction> back = {Direction::East, Direction::West};
  const auto refused = game_api::arrow_flight(0, Direction::East, back, 5,
                                              kOriginal, step_in_square);
  CHECK(refused.crooked);
  CHECK(refused.rooms.empty());
  // Before the rule: the boomerang flies back through the shooter's room.
  const auto old =
      game_api::arrow_flight(0, Direction::East, back, 5, {}, step_in_square);
  CHECK_FALSE(old.crooked);
  CHECK(old.rooms == std::vector<RoomId>{1, 0});
  // Turning a corner is no doubling back.
  const auto turned = game_api::arrow_flight(
      0, Direction::East, {Direction::East, Direction::South}, 5, kOriginal,
      step_in_square);
  CHECK_FALSE(turned.crooked);
  CHECK(turned.rooms == std::vector<RoomId>{1, 3});
}

TEST_CASE("an arrow coming round to the shooter's room hits the shooter",
          "[game_api][arrow_flight]") {
  const std::vector<Direction> round = {Direction::East, Direction::South,
                                        Direction::West, Direction::North,
                                        Direction::East};
  const auto hit = game_api::arrow_flight(0, Direction::East, round, 5,
                                          kOriginal, step_in_square);
  CHECK(hit.hits_shooter);
  CHECK(hit.rooms == std::vector<RoomId>{1, 3, 2, 0});
  const auto old =
      game_api::arrow_flight(0, Direction::East, round, 5, {}, step_in_square);
  CHECK_FALSE(old.hits_shooter);
  CHECK(old.rooms == std::vector<RoomId>{1, 3, 2, 0, 1});
  // Straight on round a wrapped corridor, too.
  const auto ring = game_api::arrow_flight(0, Direction::East, {}, 5, kOriginal,
                                           step_in_ring);
  CHECK(ring.hits_shooter);
  CHECK(ring.rooms == std::vector<RoomId>{1, 2, 0});
}

TEST_CASE("a straight flight that would turn back stops as at a wall",
          "[game_api][arrow_flight]") {
  // Two rooms joined both ways east (a wrap of width 2): east of 1 is 0.
  const auto two = [](RoomId room, Direction d) {
    return d == Direction::East ? RoomId{1} - room : maze::kNoRoom;
  };
  const auto flight =
      game_api::arrow_flight(0, Direction::East, {}, 5, {true, false}, two);
  CHECK_FALSE(flight.crooked);
  CHECK(flight.rooms == std::vector<RoomId>{1});
}

TEST_CASE("a shot naming its rooms follows the same rules",
          "[game_api][arrow_flight]") {
  const auto open = [](RoomId a, RoomId b) { return a != b && a < 4 && b < 4; };
  CHECK(game_api::arrow_flight_through(0, {1, 0}, kOriginal, open).crooked);
  CHECK(game_api::arrow_flight_through(0, {1, 0}, {}, open).rooms ==
        std::vector<RoomId>{1, 0});
  const auto round =
      game_api::arrow_flight_through(0, {1, 2, 0, 3}, kOriginal, open);
  CHECK(round.hits_shooter);
  CHECK(round.rooms == std::vector<RoomId>{1, 2, 0});
}
