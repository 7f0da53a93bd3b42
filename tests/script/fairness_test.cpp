// The fairness rules over many seeds with the real Lua rules and every
// shipped preset: the entrance never senses a breeze or a stench (no pit
// next to it, the Wumpus never next door), and the Wumpus lies at least
// the preset's distance away, as far as the cave allows.
#include "game/layout/cave.hpp"
#include "script/lua_game_fixtures.hpp"
#include "seed_budget.hpp"

#include <algorithm>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

int moves(const World& world, RoomId from, RoomId to) {
  return static_cast<int>(world.cave().path(from, to).size()) - 1;
}

void check_fair(const Game& game, game_api::PlayerId me, int asked) {
  const World& world = game.world();
  const game_api::PlayerView view = game.view(me);
  CHECK(std::count(view.percepts.begin(), view.percepts.end(), "breeze") == 0);
  CHECK(std::count(view.percepts.begin(), view.percepts.end(), "stench") == 0);
  int farthest = 0;
  for (RoomId room : world.cave().rooms())
    farthest = std::max(farthest, moves(world, world.cave().entrance(), room));
  for (ThingId id : world.things_of("wumpus"))
    CHECK(moves(world, world.cave().entrance(), world.thing(id)->room) >=
          std::min(std::max(asked, 2), farthest));
}

}  // namespace

TEST_CASE("every preset's caves start fair", "[app][placement][fair]") {
  const char* preset = GENERATE("easy", "classic", "hard");
  Settings base;
  std::string error;
  REQUIRE(apply_preset(
      std::string(WUMPUS_SOURCE_DIR "/data/presets/") + preset + ".json", &base,
      &error));
  const int asked = static_cast<int>(base.parameters.count("wumpus_distance")
                                         ? base.parameters.at("wumpus_distance")
                                         : 2);
  const auto seeds =
      static_cast<std::uint64_t>(wumpus::testing::seed_budget(300));
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    Settings settings = base;
    settings.seed = seed;
    auto game = Game::create(settings, builtin_lua_rules(), &error);
    INFO(preset << " seed " << seed << ": " << error);
    REQUIRE(game);
    check_fair(*game, game->add_player("ann"), asked);
  }
}

TEST_CASE("the dodecahedron starts fair", "[app][placement][fair][graph]") {
  Settings settings;
  std::string error;
  REQUIRE(apply_preset(WUMPUS_SOURCE_DIR "/data/presets/classic.json",
                       &settings, &error));
  settings.graph_file = WUMPUS_SOURCE_DIR "/data/maps/dodecahedron";
  settings.shape = wumpus::maze::Shape::Square;  // a graph has no tiling
  settings.algorithm = "open";
  REQUIRE(read_cave_files(&settings, &error));
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    settings.seed = seed;
    auto game = Game::create(settings, builtin_lua_rules(), &error);
    INFO("seed " << seed << ": " << error);
    REQUIRE(game);
    check_fair(*game, game->add_player("ann"), 2);
  }
}
