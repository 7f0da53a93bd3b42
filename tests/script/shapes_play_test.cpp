// Games on every room tiling (hex, triangle, polar, upsilon, zeta, and
// square rooms wrapped or woven) with the real Lua rules: each layout
// keeps the placement guarantees, the omniscient solver wins it, the
// percepts follow the cave's open passages, and a save resumes the same
// cave.
#include "game/layout/cave.hpp"
#include "game/layout/placement.hpp"
#include "game/layout/solver.hpp"
#include "script/lua_game_fixtures.hpp"
#include "seed_budget.hpp"
#include "shape_cases.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

using wumpus::testing::kShapeCases;
using wumpus::testing::ShapeCase;

Settings shape_settings(const ShapeCase& c, std::uint64_t seed) {
  Settings settings;
  std::string error;
  const bool read = apply_preset(WUMPUS_SOURCE_DIR "/data/presets/classic.json",
                                 &settings, &error);
  INFO(error);
  REQUIRE(read);
  settings.seed = seed;
  settings.shape = c.shape;
  settings.wrap = c.wrap;
  settings.weave = c.weave;
  settings.width = c.width;
  settings.height = c.height;
  return settings;
}

// Each percept the player holds in `room` is there exactly when an open
// neighbour holds its hazard.
void check_percepts(const Game& game, game_api::PlayerId me) {
  const World& world = game.world();
  const RoomId room = world.player(me)->room;
  const auto near = [&](const char* kind) {
    for (RoomId next : world.cave().open_neighbours(room))
      for (ThingId id : world.things_in(next))
        if (world.thing(id)->kind == kind &&
            !world.properties_of(Owner::thing(id)).flag("dead"))
          return true;
    return false;
  };
  const game_api::PlayerView view = game.view(me);
  if (view.outcome != game_api::Outcome::Playing) return;
  const auto sensed = [&](const char* percept) {
    return std::find(view.percepts.begin(), view.percepts.end(), percept) !=
           view.percepts.end();
  };
  INFO("room " << room);
  CHECK(sensed("breeze") == near("pit"));
  CHECK(sensed("stench") == near("wumpus"));
}

}  // namespace

TEST_CASE("every shape's games are placed validly and won by the solver",
          "[app][shapes][property]") {
  for (const ShapeCase& c : kShapeCases) {
    int won = 0;
    const int games = wumpus::testing::seed_budget(150);
    for (int i = 0; i < games; ++i) {
      const Settings settings = shape_settings(c, 7001ull * i + 13);
      std::string error;
      auto game = Game::create(settings, builtin_lua_rules(), &error);
      INFO(c.name << " seed " << settings.seed << ": " << error);
      REQUIRE(game);
      std::string problem;
      REQUIRE(check_placement(game->world(), &problem));
      const game_api::PlayerId me = game->add_player("solver");
      std::vector<game_api::Command> commands;
      const auto result = solve_game(*game, me, 10000, &commands);
      INFO(result.problem);
      CHECK(result.won);
      won += result.won;
    }
    INFO(c.name);
    CHECK(won == games);
  }
}

TEST_CASE("on every shape the percepts follow the open passages",
          "[app][shapes][property]") {
  for (const ShapeCase& c : kShapeCases) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      std::string error;
      auto game =
          Game::create(shape_settings(c, seed), builtin_lua_rules(), &error);
      INFO(c.name << " seed " << seed << ": " << error);
      REQUIRE(game);
      const game_api::PlayerId me = game->add_player("walker");
      check_percepts(*game, me);
      // A random walk through open passages, sensing at every step.
      maze::Random random(seed);
      for (int step = 0; step < 40; ++step) {
        if (game->view(me).outcome != game_api::Outcome::Playing) break;
        const auto open = game->world().cave().open_neighbours(
            game->world().player(me)->room);
        game_api::Command go;
        go.verb = game_api::Verb::Go;
        go.rooms = {
            open[random.below(static_cast<std::uint32_t>(open.size()))]};
        game->apply(me, go);
        check_percepts(*game, me);
      }
    }
  }
}

TEST_CASE("a save of every shape resumes the same cave and view",
          "[app][shapes][save]") {
  for (const ShapeCase& c : kShapeCases) {
    std::string error;
    auto game =
        Game::create(shape_settings(c, 99), builtin_lua_rules(), &error);
    INFO(c.name << ": " << error);
    REQUIRE(game);
    const game_api::PlayerId me = game->add_player("saver");
    std::vector<game_api::Command> commands;
    solve_game(*game, me, 6, &commands);
    const std::string text = game->save_text();
    auto loaded = Game::load_text(text, "save", builtin_lua_rules(), &error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->settings().shape == c.shape);
    CHECK(loaded->settings().wrap == c.wrap);
    CHECK(loaded->settings().weave == c.weave);
    CHECK(passage_hash(loaded->world().cave().maze()) ==
          passage_hash(game->world().cave().maze()));
    // Alike but for the mark a loaded game carries (its score says so).
    game_api::PlayerView resumed = loaded->view(me);
    CHECK(resumed.cave.resumed);
    resumed.cave.resumed = false;
    CHECK(resumed == game->view(me));
  }
}

TEST_CASE("a preset may name the rooms' tiling, wrap and weave",
          "[app][shapes][preset]") {
  Settings settings;
  std::string error;
  REQUIRE(parse_preset(R"({"size": 7, "shape": "hex"})", "hexes", &settings,
                       &error));
  CHECK(settings.shape == maze::Shape::Hex);
  Settings square;
  REQUIRE(parse_preset(R"({"wrap": "xy", "weave": true})", "torus", &square,
                       &error));
  CHECK(square.shape == maze::Shape::Square);
  CHECK(square.wrap == (maze::kWrapX | maze::kWrapY));
  CHECK(square.weave);
  Settings plain;
  REQUIRE(parse_preset(R"({"size": 5})", "plain", &plain, &error));
  CHECK_FALSE(is_tiled(plain));
  CHECK_FALSE(parse_preset(R"({"shape": "circle"})", "bad", &plain, &error));
  CHECK(error.find("\"shape\" must be") != std::string::npos);
  CHECK_FALSE(parse_preset(R"({"wrap": "z"})", "bad", &plain, &error));
  CHECK_FALSE(parse_preset(R"({"weave": 1})", "bad", &plain, &error));
  // Built, a hex preset refuses what only square rooms take.
  Settings hex_levels = settings;
  hex_levels.levels = 2;
  CHECK_FALSE(validate_settings(hex_levels, &error));
  CHECK(error.find("plain square rooms") != std::string::npos);
}
