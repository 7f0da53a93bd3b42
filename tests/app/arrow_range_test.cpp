// The arrow's range is one rule (issue 20): the preset's arrow_range,
// applied by scripts/arrow.lua and changeable by mods, reported in the
// view; the parser, the engine, the aiming mode and the agent follow it.
#include "agent/shots.hpp"
#include "game/saves/world_json.hpp"
#include "game/settings/settings.hpp"
#include "game_api/view_json.hpp"
#include "script/lua_game_fixtures.hpp"
#include "ui/play/aim.hpp"
#include "ui/play/aim_mode.hpp"

#include "game_api/view_builder.hpp"
#include "script/mod_fixture.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using maze::Direction;

namespace {

// A 12x3 cave with every passage open, the real Lua rules, the given
// preset range (none: the preset does not say).
std::unique_ptr<Game> open_game(std::optional<double> range) {
  Settings settings = small_settings(3, 12);
  settings.height = 3;
  settings.algorithm = "open";
  if (range) settings.parameters["arrow_range"] = *range;
  std::string error;
  auto game = Game::create(settings, builtin_lua_rules(), &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// How many rooms lie east of `room` before the cave's edge.
std::size_t rooms_east(const World& world, RoomId room) {
  std::size_t n = 0;
  while ((room = world.cave().step(room, Direction::East)) != kNoRoom) ++n;
  return n;
}

game_api::Command shot_east(int rooms) {
  game_api::Command shot = cmd("shoot");
  shot.path.assign(static_cast<std::size_t>(rooms), Direction::East);
  return shot;
}

}  // namespace

TEST_CASE("a preset's arrow_range is a whole number from 1 to 32",
          "[app][arrow_range]") {
  for (const char* bad : {"0", "33", "2.5", "-1"}) {
    Settings settings;
    std::string error;
    REQUIRE(parse_preset(
        std::string(R"({"parameters": {"arrow_range": )") + bad + "}}", "test",
        &settings, &error));
    INFO(bad);
    CHECK_FALSE(validate_settings(settings, &error));
    CHECK(error ==
          "parameter \"arrow_range\" (how many rooms an arrow flies) must be "
          "a whole number from 1 to 32");
  }
  for (double good : {1.0, 3.0, 7.0, 32.0}) {
    Settings settings;
    settings.parameters["arrow_range"] = good;
    std::string error;
    CHECK(validate_settings(settings, &error));
  }
}

TEST_CASE("the shipped presets say 5, and so does arrow.lua when one does not",
          "[app][arrow_range]") {
  for (const char* preset : {"classic", "easy", "hard"}) {
    Settings settings;
    std::string error;
    REQUIRE(apply_preset(
        std::string(WUMPUS_SOURCE_DIR "/data/presets/") + preset + ".json",
        &settings, &error));
    CHECK(settings.parameters.at("arrow_range") == 5);
  }
  auto game = open_game(std::nullopt);
  const game_api::PlayerView view = game->view(game->add_player("ann"));
  CHECK(view.arrow_range == 5);
  CHECK_FALSE(view.cave.parameters.count("arrow_range"));
}

TEST_CASE("the engine flies arrows as far as the rule and no further",
          "[app][arrow_range]") {
  for (int range : {3, 7}) {
    INFO("range " << range);
    auto game = open_game(range);
    const game_api::PlayerId me = game->add_player("ann");
    const game_api::PlayerView view = game->view(me);
    CHECK(view.arrow_range == range);
    CHECK(view.cave.parameters.at("arrow_range") == range);
    const World& world = game->world();
    const std::size_t east = rooms_east(world, world.cave().entrance());
    REQUIRE(east >= 7);

    // Longer than the rule: refused, no arrow spent, no turn.
    const auto refused = game->apply(me, shot_east(range + 1));
    CHECK(said(refused, "info",
               "An arrow flies through at most " + std::to_string(range) +
                   " rooms in this game."));
    CHECK(game->view(me).arrows == 3);
    CHECK(game->view(me).turn == 0);

    // Straight on: exactly the rule's rooms.
    game->apply(me, cmd("shoot"));
    REQUIRE(world.player(me)->flights.size() == 1);
    CHECK(world.player(me)->flights.back().size() ==
          static_cast<std::size_t>(range));
    // A path of the rule's length flies whole.
    if (game->view(me).outcome == game_api::Outcome::Playing) {
      game->apply(me, shot_east(range));
      CHECK(world.player(me)->flights.back().size() ==
            static_cast<std::size_t>(range));
    }
  }
}

TEST_CASE("a typed shot may name up to 32 rooms, the game says how far",
          "[app][arrow_range][command]") {
  std::string error;
  std::string line = "shoot";
  for (int i = 0; i < 32; ++i) line += " e";
  const auto longest = game_api::parse_command(line, &error);
  REQUIRE(longest);
  CHECK(longest->path.size() == 32);
  CHECK_FALSE(game_api::parse_command(line + " e", &error));
  CHECK(error == "An arrow flies through at most 32 rooms.");
  CHECK(game_api::parse_command("shoot e e e e e e e", &error));
}

TEST_CASE("a mod changes the range: the view follows, the preset stays",
          "[app][arrow_range][mods]") {
  script::testing::TempMods mods;
  mods.add("longbow.lua", R"(
game.register("longbow", {
  setup_order = 90,
  setup = function() game.set_arrow_range(game.arrow_range() + 2) end,
  use = function(player, item)
    if item ~= "bowstring" then return false end
    game.set_arrow_range(33)
  end,
}))");
  Settings settings = small_settings(3, 12);
  settings.height = 3;
  settings.algorithm = "open";
  settings.parameters["arrow_range"] = 3;
  std::string error;
  auto game =
      Game::create(settings, script::testing::load_rules({mods.dir()}), &error);
  INFO(error);
  REQUIRE(game);
  const game_api::PlayerId me = game->add_player("ann");
  CHECK(game->view(me).arrow_range == 5);
  CHECK(game->view(me).cave.parameters.at("arrow_range") == 3);
  // Out of range: a Lua error the engine reports, the range unchanged.
  const auto failed = game->apply(me, cmd("use bowstring"));
  CHECK(said(failed, "error", "the range must be 1 to 32 rooms"));
  CHECK(game->view(me).arrow_range == 5);
}

TEST_CASE("aiming follows the view's range", "[app][arrow_range][ui][aim]") {
  for (int range : {3, 7}) {
    INFO("range " << range);
    game_api::PlayerView view;
    view.width = 12;
    view.height = 1;
    view.room = 0;
    view.facing = Direction::East;
    view.arrow_range = range;
    // Straight on into rooms never seen: the whole range.
    CHECK(ui::plan_shot(view, {}).rooms.size() ==
          static_cast<std::size_t>(range));
    ui::AimMode aim;
    aim.start();
    for (int i = 0; i < 10; ++i) aim.key('l', ui::Action::MoveEast, view);
    const auto shot = aim.key('f', ui::Action::Shoot, view);
    REQUIRE(shot.outcome == ui::AimMode::Outcome::Shoot);
    CHECK(shot.shot.path.size() == static_cast<std::size_t>(range));
  }
}

TEST_CASE("the agent shoots only as far as the view's range",
          "[app][arrow_range][agent]") {
  game_api::testing::ViewBuilder builder(8, 1);
  std::vector<RoomId> corridor;
  for (std::uint32_t x = 0; x < 8; ++x) corridor.push_back(builder.at(x, 0));
  builder.corridor(corridor);
  for (RoomId room : corridor) builder.visit(room);
  const RoomId wumpus = builder.at(6, 0);
  for (int range : {3, 7}) {
    INFO("range " << range);
    game_api::PlayerView view = builder.build();
    view.arrow_range = range;
    const inference::CaveMap map(view);
    const agent::Shot shot = agent::best_shot(
        map, view.room, agent::flight_rooms(view), view.arrow_rules,
        [&](RoomId r) { return r == wumpus ? 1.0 : 0.0; });
    CHECK(shot.hit == (range >= 6 ? 1.0 : 0.0));
    CHECK(shot.flight.size() <= static_cast<std::size_t>(range));
  }
}

TEST_CASE("saves and views from before the rule mean a range of 5",
          "[app][arrow_range][save]") {
  auto game = open_game(7);
  const game_api::PlayerId me = game->add_player("ann");
  nlohmann::json saved = world_to_json(game->world());
  CHECK(saved.at("arrow_range") == 7);
  saved.erase("arrow_range");
  World old = game->world();
  std::string error;
  REQUIRE(world_from_json(saved, &old, &error));
  CHECK(old.arrow_range() == 5);

  nlohmann::json view = game_api::view_to_json(game->view(me));
  CHECK(view.at("arrow_range") == 7);
  view.erase("arrow_range");
  const auto decoded = game_api::view_from_json(view, &error);
  INFO(error);
  REQUIRE(decoded);
  CHECK(decoded->arrow_range == 5);
}
