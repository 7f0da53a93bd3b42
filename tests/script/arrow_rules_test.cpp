// How an arrow turns is a rule (issue 39): the preset's "arrow_straight"
// and "arrow_hits_shooter", applied by scripts/arrow.lua, reported in the
// view, followed by the engine, the aiming preview and the agent; saves
// and views from before the rules keep the old boomerang arrows.
#include "agent/shots.hpp"
#include "game/saves/world_json.hpp"
#include "game/settings/settings.hpp"
#include "game_api/view_json.hpp"
#include "script/lua_game_fixtures.hpp"
#include "ui/play/aim.hpp"
#include "ui/play/aim_mode.hpp"

#include "game_api/view_builder.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using maze::Direction;

namespace {

// A 6x3 cave with every passage open and the real Lua rules, with the
// given preset parameters on top.
std::unique_ptr<Game> open_game(const Parameters& parameters = {}) {
  Settings settings = small_settings(3, 6);
  settings.height = 3;
  settings.algorithm = "open";
  for (const auto& [key, value] : parameters) settings.parameters[key] = value;
  std::string error;
  auto game = Game::create(settings, builtin_lua_rules(), &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

game_api::Command shot(std::vector<Direction> path) {
  game_api::Command command = cmd("shoot");
  command.path = std::move(path);
  return command;
}

}  // namespace

TEST_CASE("the preset says how arrows turn and the view reports it",
          "[app][arrow_rules]") {
  auto game = open_game();
  const game_api::PlayerId me = game->add_player("ann");
  CHECK(game->view(me).arrow_rules == game_api::ArrowRules{true, true});
  auto boomerang =
      open_game({{"arrow_straight", 0}, {"arrow_hits_shooter", 0}});
  const game_api::PlayerId bob = boomerang->add_player("bob");
  CHECK(boomerang->view(bob).arrow_rules == game_api::ArrowRules{});
}

TEST_CASE("the engine refuses a shot that doubles back", "[app][arrow_rules]") {
  auto game = open_game();
  const game_api::PlayerId me = game->add_player("ann");
  const auto before = game->view(me);
  // Out through an open passage and straight back.
  Direction out = Direction::East;
  for (Direction d :
       {Direction::East, Direction::West, Direction::South, Direction::North})
    if (game->world().cave().step(before.room, d) != maze::kNoRoom) out = d;
  const auto said = game->apply(me, shot({out, maze::opposite(out)}));
  const auto after = game->view(me);
  CHECK(after.arrows == before.arrows);
  CHECK(after.turn == before.turn);
  REQUIRE_FALSE(said.empty());
  CHECK(said.back().text == game_api::kCrookedShot);
}

TEST_CASE("saves and views from before the rules fly boomerang arrows",
          "[app][arrow_rules][save]") {
  auto game = open_game();
  const game_api::PlayerId me = game->add_player("ann");
  nlohmann::json saved = world_to_json(game->world());
  CHECK(saved.at("arrow_straight") == true);
  CHECK(saved.at("arrow_hits_shooter") == true);
  World again = game->world();
  std::string error;
  REQUIRE(world_from_json(saved, &again, &error));
  CHECK(again.arrow_rules() == game_api::ArrowRules{true, true});
  saved.erase("arrow_straight");
  saved.erase("arrow_hits_shooter");
  REQUIRE(world_from_json(saved, &again, &error));
  CHECK(again.arrow_rules() == game_api::ArrowRules{});

  nlohmann::json view = game_api::view_to_json(game->view(me));
  CHECK(view.at("arrow_straight") == true);
  CHECK(view.at("arrow_hits_shooter") == true);
  const auto decoded = game_api::view_from_json(view, &error);
  INFO(error);
  REQUIRE(decoded);
  CHECK(decoded->arrow_rules == game_api::ArrowRules{true, true});
  view.erase("arrow_straight");
  view.erase("arrow_hits_shooter");
  const auto old = game_api::view_from_json(view, &error);
  REQUIRE(old);
  CHECK(old->arrow_rules == game_api::ArrowRules{});
}

TEST_CASE("aiming previews the arrow as the view's rules fly it",
          "[app][arrow_rules][ui][aim]") {
  game_api::testing::ViewBuilder builder(2, 2);
  builder.corridor({0, 1, 3, 2, 0});
  for (maze::RoomId room : {0, 1, 2, 3}) builder.visit(room);
  game_api::PlayerView view = builder.build();
  const std::vector<Direction> back = {Direction::East, Direction::West};
  const std::vector<Direction> round = {Direction::East, Direction::South,
                                        Direction::West, Direction::North};
  CHECK_FALSE(ui::plan_shot(view, back).crooked);
  CHECK(ui::plan_shot(view, round).rooms ==
        std::vector<maze::RoomId>{1, 3, 2, 0});
  view.arrow_rules = {true, true};
  const ui::AimPlan refused = ui::plan_shot(view, back);
  CHECK(refused.crooked);
  CHECK(refused.rooms.empty());
  const ui::AimPlan home = ui::plan_shot(view, round);
  CHECK(home.hits_shooter);
  CHECK_FALSE(home.stops_short);

  ui::AimMode aim;
  aim.start();
  aim.key('l', ui::Action::MoveEast, view);
  aim.key('h', ui::Action::MoveWest, view);
  const auto loosed = aim.key('f', ui::Action::Shoot, view);
  CHECK(loosed.outcome == ui::AimMode::Outcome::Aiming);
  CHECK(loosed.note == game_api::kCrookedShot);
}

TEST_CASE("the agent's shots never double back nor come round to it",
          "[app][arrow_rules][agent]") {
  // A corridor 0-1-2 with a side room 4 off 1 (a 3x2 grid), the player in
  // 0 and the Wumpus in 2 or 4.
  game_api::testing::ViewBuilder builder(3, 2);
  builder.corridor({0, 1, 2}).open(1, 4);
  for (maze::RoomId room : {0, 1, 2, 4}) builder.visit(room);
  builder.stand(0);
  game_api::PlayerView view = builder.build();
  const inference::CaveMap map(view);
  const auto wumpus_at = [](maze::RoomId r) {
    return r == 2 || r == 4 ? 0.5 : 0.0;
  };
  // Boomerang arrows cover both rooms: 1, 2, back to 1, 4.
  const agent::Shot old =
      agent::best_shot(map, 0, 5, game_api::ArrowRules{}, wumpus_at);
  CHECK(old.hit == Approx(1.0));
  view.arrow_rules = {true, true};
  const agent::Shot now =
      agent::best_shot(map, 0, 5, view.arrow_rules, wumpus_at);
  CHECK(now.hit == Approx(0.5));
  for (std::size_t i = 0; i < now.flight.size(); ++i) {
    CHECK(now.flight[i] != 0);
    if (i >= 2) CHECK(now.flight[i] != now.flight[i - 2]);
  }
}
