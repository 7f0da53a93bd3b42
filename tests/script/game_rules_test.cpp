// Each rule of the game, through the engine, with the real Lua rules.
#include "game/world/sight.hpp"
#include "script/lua_game_fixtures.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

// The path from the entrance to `room`, entering no hazard.
std::vector<RoomId> path_to(const Game& game, RoomId room) {
  return game.world().cave().path(game.world().cave().entrance(), room);
}

maze::Direction wall_of(const World& world, RoomId room) {
  for (maze::Direction d : maze::kAllDirections)
    if (world.cave().step(room, d) == kNoRoom && d != maze::Direction::Up &&
        d != maze::Direction::Down)
      return d;
  FAIL("no wall around room " << room);
  return maze::Direction::North;
}

}  // namespace

TEST_CASE("the Wumpus smells next door and eats who walks in",
          "[app][rules][wumpus]") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto game = lua_layout_game(seed, 6, [](World& w) {
      place_wumpus(w, w.cave().solution().at(2));
      w.place("gold", w.cave().exit());
    });
    const game_api::PlayerId me = game->add_player("ann");
    const auto& solution = game->world().cave().solution();
    walk(*game, me, {solution[0], solution[1]});
    CHECK(game->view(me).percepts == std::vector<std::string>{"stench"});
    walk(*game, me, {solution[1], solution[2]});
    CHECK(game->view(me).outcome == game_api::Outcome::Dead);
    CHECK(game->view(me).cause == "eaten by the Wumpus");
    CHECK(said(game->view(me).messages, "death", "Wumpus"));
  }
}

TEST_CASE(
    "an arrow kills the Wumpus anywhere on its flight, then the exit wins",
    "[app][rules][wumpus][arrow][exit]") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto game = lua_layout_game(seed, 6, [](World& w) {
      place_wumpus(w, w.cave().solution().at(3));
      w.place("gold", w.cave().exit());
    });
    const game_api::PlayerId me = game->add_player("ann");
    const auto& solution = game->world().cave().solution();
    game_api::Command shot = cmd("shoot");
    const std::size_t rooms = std::min<std::size_t>(solution.size(), 6);
    shot.path = directions_along(game->world(),
                                 {solution.begin(), solution.begin() + rooms});
    CHECK(said(game->apply(me, shot), "arrow", "kills the Wumpus"));
    walk(*game, me, solution);
    const auto view = game->view(me);
    CHECK(view.gold == 1);
    CHECK(view.outcome == game_api::Outcome::Won);
    CHECK(said(view.messages, "victory", "win"));
  }
}

TEST_CASE("a missed arrow wakes the Wumpus, which walks and eats",
          "[app][rules][wumpus]") {
  auto game = lua_layout_game(3, 5,
                              [](World& w) {
                                place_wumpus(w, w.cave().solution().at(2));
                                w.place("gold", w.cave().exit());
                              },
                              {{"wumpus_move_chance", 1.0}});
  const game_api::PlayerId me = game->add_player("ann");
  const RoomId before =
      game->world().thing(game->world().things_of("wumpus")[0])->room;
  game_api::Command shot = cmd("shoot");
  shot.path = {wall_of(game->world(), game->world().cave().entrance())};
  CHECK(said(game->apply(me, shot), "arrow", "wakes the Wumpus"));
  const ThingId wumpus = game->world().things_of("wumpus")[0];
  CHECK(game->world().properties_of(Owner::thing(wumpus)).flag("awake"));
  CHECK(game->world().thing(wumpus)->room !=
        before);  // moved on the shot's turn
  for (int turn = 0;
       turn < 500 && game->view(me).outcome == game_api::Outcome::Playing;
       ++turn)
    game->apply(me, cmd("wait"));
  CHECK(game->view(me).cause == "eaten by the Wumpus");
  CHECK(said(game->view(me).messages, "death", "walks in"));
}

TEST_CASE("arrows run out and it is told", "[app][rules][arrow]") {
  auto game =
      lua_layout_game(4, 5, [](World& w) { w.place("gold", w.cave().exit()); });
  const game_api::PlayerId me = game->add_player("ann");
  game_api::Command shot = cmd("shoot");
  shot.path = {wall_of(game->world(), game->world().cave().entrance())};
  std::vector<game_api::Message> messages;
  for (int i = 0; i < 4; ++i) {
    const auto more = game->apply(me, shot);
    messages.insert(messages.end(), more.begin(), more.end());
  }
  CHECK(said(messages, "arrow", "hits the wall"));
  CHECK(said(messages, "arrow", "last arrow"));
  CHECK(said(messages, "arrow", "no arrows left"));
  CHECK(game->view(me).arrows == 0);
}

TEST_CASE("a pit is breezy next door and a fall, unless a rope is carried",
          "[app][rules][pit][rope]") {
  int tested = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    for (const bool rope : {false, true}) {
      auto game = lua_layout_game(seed, 6, [rope](World& w) {
        w.place("gold", w.cave().exit());
        const RoomId pit = room_beside_path(w);
        if (pit == kNoRoom) return;
        w.place("pit", pit);
        if (rope) w.place("rope", w.cave().solution().at(1));
      });
      if (game->world().things_of("pit").empty()) continue;
      ++tested;
      const game_api::PlayerId me = game->add_player("ann");
      const auto path = path_to(
          *game, game->world().thing(game->world().things_of("pit")[0])->room);
      walk(*game, me, {path.begin(), path.end() - 1});
      const auto beside = game->view(me).percepts;
      CHECK(std::count(beside.begin(), beside.end(), "breeze"));
      walk(*game, me, {path.end() - 2, path.end()});
      const auto view = game->view(me);
      if (rope) {
        CHECK(view.outcome == game_api::Outcome::Playing);
        CHECK(view.items.count("rope") == 0);
        CHECK(said(view.messages, "info", "rope"));
      } else {
        CHECK(view.outcome == game_api::Outcome::Dead);
        CHECK(view.cause == "fell into a pit");
      }
    }
  }
  CHECK(tested >= 8);
}

TEST_CASE("bats carry the player to a room with no Wumpus, pit or bats",
          "[app][rules][bats]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto game = lua_layout_game(seed, 6, [](World& w) {
      w.place("gold", w.cave().exit());
      const RoomId bats = room_beside_path(w);
      if (bats == kNoRoom) return;
      w.place("bats", bats);
    });
    if (game->world().things_of("bats").empty()) continue;
    const game_api::PlayerId me = game->add_player("ann");
    const RoomId bats =
        game->world().thing(game->world().things_of("bats")[0])->room;
    const auto path = path_to(*game, bats);
    walk(*game, me, {path.begin(), path.end() - 1});
    const auto beside = game->view(me).percepts;
    CHECK(std::count(beside.begin(), beside.end(), "flapping"));
    walk(*game, me, {path.end() - 2, path.end()});
    const auto view = game->view(me);
    CHECK(said(view.messages, "bats", "bats"));
    CHECK(view.room != bats);
    CHECK(game->world().things_in(view.room).empty());
  }
}

TEST_CASE(
    "gold is picked up on entering unless the room is dark, a torch lights it",
    "[app][rules][gold][torch][darkness]") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto game = lua_layout_game(seed, 6, [](World& w) {
      w.place("gold", w.cave().solution().at(1));
      w.set_property(Owner::room(w.cave().solution().at(1)), "dark", true);
      w.place("torch", w.cave().solution().at(2));
      w.place("gold", w.cave().exit());
    });
    const game_api::PlayerId me = game->add_player("ann");
    const auto& solution = game->world().cave().solution();
    const auto sight_before = rooms_in_sight(game->world(), me).size();
    walk(*game, me, {solution[0], solution[1]});
    auto view = game->view(me);
    CHECK(view.gold == 0);
    CHECK(view.percepts.empty());  // no glitter in the dark
    walk(*game, me, {solution[1], solution[2]});
    view = game->view(me);
    CHECK(view.torch_lit);
    CHECK(view.items.at("torch") == 1);
    CHECK(rooms_in_sight(game->world(), me).size() >= sight_before);
    walk(*game, me, {solution[2], solution[1]});
    CHECK(game->view(me).gold == 1);
    CHECK(said(game->view(me).messages, "gold", "gold"));
    game->apply(me, cmd("use torch"));
    CHECK_FALSE(game->view(me).torch_lit);
  }
}

TEST_CASE("at the exit without the Wumpus dead or gold, play goes on",
          "[app][rules][exit]") {
  auto game = lua_layout_game(6, 6, [](World& w) {
    const RoomId aside = room_beside_path(w);
    place_wumpus(w, aside);
    w.place("gold", aside);
  });
  const game_api::PlayerId me = game->add_player("ann");
  walk(*game, me, game->world().cave().solution());
  const auto view = game->view(me);
  CHECK(view.outcome == game_api::Outcome::Playing);
  CHECK(said(view.messages, "info", "kill the Wumpus and find some gold"));
}

TEST_CASE("the built-in Lua setup keeps every guarantee on every preset",
          "[app][rules][placement]") {
  for (const char* preset : {"easy", "classic", "hard"}) {
    Settings settings;
    std::string error;
    REQUIRE(apply_preset(
        std::string(WUMPUS_SOURCE_DIR "/data/presets/") + preset + ".json",
        &settings, &error));
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      settings.seed = seed;
      INFO(preset << " seed " << seed << ": " << error);
      REQUIRE(Game::create(settings, builtin_lua_rules(), &error));
    }
  }
}
