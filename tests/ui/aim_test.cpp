// Aiming from what the player knows (ui/play/aim.cpp), and the aiming mode's
// keys (ui/play/aim_mode.cpp).
#include "ui/play/aim.hpp"
#include "ui/play/aim_mode.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using game_api::PlayerView;
using maze::Direction;

namespace {

// A 4x2 cave; the player in (0,0) facing east; rooms 0 and 1 known, 0
// open east, 1 open west and south.
PlayerView cave() {
  PlayerView view;
  view.width = 4;
  view.height = 2;
  view.room = 0;
  view.facing = Direction::East;
  view.arrow_range = 5;
  game_api::RoomView a, b;
  a.room = 0;
  a.open = 1 << static_cast<int>(Direction::East);
  b.room = 1;
  b.x = 1;
  b.open = 1 << static_cast<int>(Direction::West) |
           1 << static_cast<int>(Direction::South);
  view.rooms = {a, b};
  return view;
}

}  // namespace

TEST_CASE("a straight shot stops at the first known wall", "[ui][aim]") {
  const ui::AimPlan plan = ui::plan_shot(cave(), {});
  CHECK(plan.rooms == std::vector<maze::RoomId>{1});
  CHECK_FALSE(plan.wall_at_once);
  CHECK_FALSE(plan.stops_short);
  CHECK(ui::plan_shot(cave(), {Direction::East}).rooms == plan.rooms);
}

TEST_CASE("a shot into a known wall or the edge is flagged", "[ui][aim]") {
  CHECK(ui::plan_shot(cave(), {Direction::South}).wall_at_once);
  CHECK(ui::plan_shot(cave(), {Direction::North}).wall_at_once);
  const ui::AimPlan crooked =
      ui::plan_shot(cave(), {Direction::East, Direction::East});
  CHECK(crooked.rooms == std::vector<maze::RoomId>{1});
  CHECK(crooked.stops_short);
}

TEST_CASE("a crooked shot turns corners and flies on into the unknown",
          "[ui][aim]") {
  const ui::AimPlan plan = ui::plan_shot(
      cave(), {Direction::East, Direction::South, Direction::East});
  CHECK(plan.rooms == std::vector<maze::RoomId>{1, 5, 6});
  CHECK(ui::path_text({Direction::East, Direction::South}) == "e s");
}

TEST_CASE("aiming: directions draw the path, a wall asks twice", "[ui][aim]") {
  ui::AimMode aim;
  aim.start();
  const PlayerView view = cave();
  using Outcome = ui::AimMode::Outcome;
  CHECK(aim.key('l', ui::Action::MoveEast, view).outcome == Outcome::Aiming);
  CHECK(aim.key('j', ui::Action::MoveSouth, view).outcome == Outcome::Aiming);
  CHECK(aim.plan(view).rooms == std::vector<maze::RoomId>{1, 5});
  const auto shot = aim.key('f', ui::Action::Shoot, view);
  REQUIRE(shot.outcome == Outcome::Shoot);
  CHECK(shot.shot.path ==
        std::vector<Direction>{Direction::East, Direction::South});
  aim.start();
  aim.key('j', ui::Action::MoveSouth, view);
  const auto warned = aim.key('\n', std::nullopt, view);
  CHECK(warned.outcome == Outcome::Aiming);
  CHECK(warned.note.find("wall") != std::string::npos);
  CHECK(aim.key('\n', std::nullopt, view).outcome == Outcome::Shoot);
  aim.start();
  CHECK(aim.key(27, std::nullopt, view).outcome == Outcome::Cancel);
}
