// What a player's map remembers (game/world/sight.cpp): hidden things met by
// entering their room stay known, rooms passed while carried off are
// remembered, dead things are told apart, darkness is said.
#include "game/world/sight.hpp"
#include "game/game_fixtures.hpp"

#include <algorithm>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

// A room off the entrance-exit path, joined to the path's room `*at`
// (counting from the entrance, at least `from` rooms in).
RoomId side_room(const World& world, std::size_t from, std::size_t* at) {
  const auto& path = world.cave().solution();
  for (std::size_t i = from; i + 1 < path.size(); ++i)
    for (RoomId next : world.cave().open_neighbours(path[i]))
      if (std::find(path.begin(), path.end(), next) == path.end()) {
        *at = i;
        return next;
      }
  return kNoRoom;
}

// A game whose cave has a side room two or more rooms in; `place` lays out
// the things, given that room.
std::unique_ptr<Game> side_room_game(
    std::function<void(World&, RoomId side)> place) {
  for (std::uint64_t seed = 1;; ++seed) {
    auto rules = std::make_shared<FakeRules>();
    rules->layout = [place](World& world) {
      std::size_t at = 0;
      const RoomId side = side_room(world, 2, &at);
      if (side != kNoRoom) place(world, side);
      world.place("gold", world.cave().exit());
    };
    Settings settings = small_settings(seed, 7);
    std::string error;
    auto game = Game::create(settings, rules, &error);
    std::size_t at = 0;
    if (game && side_room(game->world(), 2, &at) != kNoRoom) return game;
  }
}

// Walks the solution to the room before `side`, then into it.
void walk_into_side(Game& game, game_api::PlayerId me) {
  const World& world = game.world();
  std::size_t at = 0;
  const RoomId side = side_room(world, 2, &at);
  const auto& path = world.cave().solution();
  walk(game, me, {path.begin(), path.begin() + at + 1});
  walk(game, me, {path[at], side});
}

const game_api::RoomView* room_in(const game_api::PlayerView& view,
                                  RoomId room) {
  for (const game_api::RoomView& r : view.rooms)
    if (r.room == room) return &r;
  return nullptr;
}

bool listed(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("a pit fallen into and climbed out of stays on the map",
          "[game][sight]") {
  auto game = side_room_game([](World& world, RoomId side) {
    world.set_property(Owner::thing(world.place("pit", side)), "hidden", true);
    world.place("rope", world.cave().solution().at(1));
  });
  const game_api::PlayerId me = game->add_player("ann");
  walk_into_side(*game, me);
  std::size_t at = 0;
  const RoomId side = side_room(game->world(), 2, &at);
  REQUIRE(game->view(me).room == side);
  REQUIRE(game->view(me).outcome == game_api::Outcome::Playing);
  // Back out: from next door the pit cannot be seen, but it is known.
  walk(*game, me, {side, game->world().cave().solution()[at]});
  const game_api::PlayerView view = game->view(me);
  const game_api::RoomView* pit = room_in(view, side);
  REQUIRE(pit != nullptr);
  const RoomMemory& memory = game->world().player(me)->knowledge.at(side);
  INFO("things " << memory.things.size() << " felt " << memory.felt.size()
                 << " in room " << game->world().things_in(side).size());
  CHECK(pit->visited);
  CHECK(pit->sight == game_api::Sight::Visible);
  CHECK(listed(pit->things, "pit"));
}

TEST_CASE("the room bats carried the player off from is remembered",
          "[game][sight]") {
  auto game = side_room_game(
      [](World& world, RoomId side) { world.place("bats", side); });
  const game_api::PlayerId me = game->add_player("ann");
  walk_into_side(*game, me);
  std::size_t at = 0;
  const RoomId side = side_room(game->world(), 2, &at);
  const game_api::PlayerView view = game->view(me);
  REQUIRE(view.room != side);
  const game_api::RoomView* bats = room_in(view, side);
  REQUIRE(bats != nullptr);
  CHECK(bats->visited);
  CHECK(listed(bats->things, "bats"));
}

TEST_CASE("hidden things are felt even in a dark room", "[game][sight]") {
  auto game = side_room_game([](World& world, RoomId side) {
    world.set_property(Owner::thing(world.place("bats", side)), "hidden", true);
    world.set_property(Owner::room(side), "dark", true);
  });
  const game_api::PlayerId me = game->add_player("ann");
  walk_into_side(*game, me);
  std::size_t at = 0;
  const game_api::PlayerView view = game->view(me);
  const game_api::RoomView* bats =
      room_in(view, side_room(game->world(), 2, &at));
  REQUIRE(bats != nullptr);
  CHECK(bats->dark);
  CHECK(listed(bats->things, "bats"));
}

TEST_CASE("a dead Wumpus is seen as dead", "[game][sight]") {
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.place("wumpus", world.cave().solution().at(3));
    world.place("gold", world.cave().exit());
  };
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto game = fake_game(seed, 6, rules);
    const game_api::PlayerId me = game->add_player("ann");
    const auto& path = game->world().cave().solution();
    walk(*game, me, {path.begin(), path.begin() + 2});
    game_api::Command shot = cmd("shoot");
    shot.path = directions_along(game->world(), {path[1], path[2], path[3]});
    game->apply(me, shot);
    walk(*game, me, {path[1], path[2]});
    const game_api::PlayerView view = game->view(me);
    const game_api::RoomView* body = room_in(view, path[3]);
    REQUIRE(body != nullptr);
    CHECK(body->things == std::vector<std::string>{"dead wumpus"});
  }
}

TEST_CASE("entering a dark room without a light says so", "[game][sight]") {
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.set_property(Owner::room(world.cave().solution().at(1)), "dark",
                       true);
    world.place("gold", world.cave().exit());
  };
  auto game = fake_game(4, 6, rules);
  const game_api::PlayerId me = game->add_player("ann");
  const auto& path = game->world().cave().solution();
  game_api::Command move{
      game_api::Verb::Move,
      game->world().cave().maze().topology().direction_between(path[0],
                                                               path[1]),
      0,
      {},
      {},
      {}};
  CHECK(said(game->apply(me, move), "info", "It is dark here."));
  const game_api::PlayerView view = game->view(me);
  CHECK(room_in(view, path[1])->dark);
}
