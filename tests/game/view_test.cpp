// Game::view (game/view.cpp): the reveal is filled only once the player's
// game is over, arrows' flights are told then, the cave is described.
#include "game/game_fixtures.hpp"
#include "game/layout/cave.hpp"

#include <algorithm>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

// The Wumpus three rooms along the way out, never moving even when woken.
std::unique_ptr<Game> still_wumpus_game(std::uint64_t seed,
                                        std::uint32_t size) {
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.place("wumpus", world.cave().solution().at(3));
    world.place("gold", world.cave().exit());
  };
  Settings settings = small_settings(seed, size);
  settings.parameters["wumpus_move_chance"] = 0;
  std::string error;
  auto game = Game::create(settings, rules, &error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// A direction from the entrance that does not lead along the way out.
maze::Direction away_from_path(const World& world) {
  for (maze::Direction d : {maze::Direction::North, maze::Direction::East,
                            maze::Direction::South, maze::Direction::West})
    if (world.cave().step(world.cave().entrance(), d) !=
        world.cave().solution().at(1))
      return d;
  return maze::Direction::North;
}

}  // namespace

TEST_CASE("the whole cave is revealed only when the game is over",
          "[game][view][reveal]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto game = still_wumpus_game(seed, 6);
    const game_api::PlayerId me = game->add_player("ann");
    const World& world = game->world();
    const auto& path = world.cave().solution();
    // A shot away from the Wumpus, then a walk up to it.
    game_api::Command shot = cmd("shoot");
    shot.path = {away_from_path(world)};
    game->apply(me, shot);
    walk(*game, me, {path.begin(), path.begin() + 3});
    game_api::PlayerView view = game->view(me);
    INFO("seed " << seed);
    REQUIRE(view.outcome == game_api::Outcome::Playing);
    CHECK(view.reveal.rooms.empty());
    CHECK(view.reveal.flights.empty());
    CHECK_FALSE(view.cave.seed_known);

    CHECK_FALSE(view.wumpus_dead);
    CHECK_FALSE(view.goals.gold);
    walk(*game, me, {path[2], path[3]});
    view = game->view(me);
    REQUIRE(view.outcome == game_api::Outcome::Dead);
    REQUIRE(view.reveal.rooms.size() == world.cave().rooms().size());
    const game_api::RoomView& lair = view.reveal.rooms.at(path[3]);
    CHECK(lair.room == path[3]);
    CHECK(std::count(lair.things.begin(), lair.things.end(), "wumpus") == 1);
    CHECK(lair.visited);
    CHECK(view.reveal.rooms.at(path[1]).visited);
    CHECK_FALSE(view.reveal.rooms.at(world.cave().exit()).visited);
    CHECK(view.reveal.rooms.at(world.cave().exit()).things ==
          std::vector<std::string>{"gold"});
    REQUIRE(view.reveal.flights.size() == 1);
    CHECK(view.cave.seed_known);
  }
}

TEST_CASE("a chosen seed, or the day's, is in the view from the start",
          "[game][view][reveal]") {
  auto rules = std::make_shared<FakeRules>();
  for (const int way : {0, 1, 2}) {
    Settings settings = small_settings(7, 5);
    settings.seed_chosen = way == 1;
    if (way == 2) settings.daily = "2026-11-26";
    std::string error;
    auto game = Game::create(settings, rules, &error);
    REQUIRE(game);
    const game_api::PlayerView view = game->view(game->add_player("ann"));
    INFO("way " << way);
    REQUIRE(view.outcome == game_api::Outcome::Playing);
    CHECK(view.cave.seed_known == (way != 0));
    if (way != 0) CHECK(view.cave.seed == 7);
  }
}

TEST_CASE("one direction flies straight to a wall, several turn corners",
          "[game][view][shoot]") {
  auto game = still_wumpus_game(5, 8);
  const game_api::PlayerId me = game->add_player("ann");
  const World& world = game->world();
  const RoomId start = world.cave().entrance();
  for (maze::Direction d : {away_from_path(world), maze::Direction::North}) {
    std::vector<RoomId> straight;
    for (RoomId room = world.cave().step(start, d);
         room != kNoRoom && straight.size() < 5;
         room = world.cave().step(room, d))
      straight.push_back(room);
    game_api::Command shot = cmd("shoot");
    shot.path = {d};
    game->apply(me, shot);
    CHECK(world.player(me)->flights.back() == straight);
  }
  const auto& path = world.cave().solution();
  game_api::Command crooked = cmd("shoot");
  crooked.path = directions_along(world, {path[0], path[1], path[2]});
  game->apply(me, crooked);
  CHECK(world.player(me)->flights.back() ==
        std::vector<RoomId>{path[1], path[2]});
}

TEST_CASE("the cave is described truly, and a restart is a replay",
          "[game][view]") {
  Settings settings = small_settings(3, 6);
  settings.levels = 2;
  settings.braid = 0.5;
  std::string error;
  auto game = Game::create(settings, std::make_shared<FakeRules>(), &error);
  REQUIRE(game);
  const game_api::PlayerId me = game->add_player("ann");
  game_api::CaveInfo cave = game->view(me).cave;
  CHECK(cave.shape == "6x6, 2 levels");
  CHECK(cave.braid == 0.5);
  CHECK_FALSE(cave.replay);
  game->restart(me, &error);
  CHECK(game->view(me).cave.replay);
  game->start_new(me, "", &error);
  CHECK_FALSE(game->view(me).cave.replay);
}

TEST_CASE("a mask cave is named with the mask's own size", "[game][view]") {
  // The preset says 6x6; the mask is far wider, and the cave its size.
  Settings settings = small_settings(3, 6);
  settings.mask_file = WUMPUS_SOURCE_DIR "/data/masks/wumpus";
  std::string error;
  REQUIRE(read_cave_files(&settings, &error));
  auto game = Game::create(settings, std::make_shared<FakeRules>(), &error);
  REQUIRE(game);
  const auto& topology = game->world().cave().maze().topology();
  CHECK(topology.width() > 6);
  const std::string size = std::to_string(topology.width()) + "x" +
                           std::to_string(topology.height());
  CHECK(game->view(game->add_player("ann")).cave.shape ==
        "wumpus mask " + size);
}

TEST_CASE("a view written over an older one is the view built afresh",
          "[game][view]") {
  // Begun over a view of another, bigger cave walked to its end: more
  // rooms and messages than the new view has, and a reveal.
  auto other = still_wumpus_game(99, 8);
  const game_api::PlayerId bob = other->add_player("bob");
  walk(*other, bob, other->world().cave().solution());
  game_api::PlayerView reused = other->view(bob);
  REQUIRE_FALSE(reused.reveal.rooms.empty());
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto game = still_wumpus_game(seed, 6);
    const game_api::PlayerId me = game->add_player("ann");
    const auto& path = game->world().cave().solution();
    INFO("seed " << seed);
    game->view_into(me, reused);
    CHECK(reused == game->view(me));
    for (std::size_t step = 1; step < 3; ++step) {
      walk(*game, me, {path.begin() + step - 1, path.begin() + step + 1});
      game->view_into(me, reused);
      CHECK(reused == game->view(me));
    }
    game->view_into(game_api::PlayerId{999}, reused);  // no such player: empty
    CHECK(reused == game_api::PlayerView{});
  }
}
