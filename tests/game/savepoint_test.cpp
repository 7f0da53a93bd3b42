// Savepoints (game/saves/savepoint.hpp): rolling back restores the whole world,
// the players' knowledge included though it was never copied; a savepoint
// that ends without rolling back keeps every change.
#include "game/saves/savepoint.hpp"
#include "game/game_fixtures.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

// Changes knowledge every way the engine can: an unknown room learnt, a
// known one changed, a room revealed; and the rest of the world too.
void change_everything(World& world, game_api::PlayerId me) {
  const auto rooms = world.cave().rooms();
  world.remember(me, rooms[0]).things = {"gold"};
  world.remember(me, rooms[1]).visited = true;
  world.remember(me, rooms[1]).percepts = {"breeze"};  // twice: one undo
  world.reveal(me, rooms[2]);
  world.add_gold(me, 5);
  world.move_player(me, rooms[3]);
  world.place("gold", rooms[4]);
}

}  // namespace

TEST_CASE("rolling back restores knowledge and everything else",
          "[game][savepoint]") {
  auto game = fake_game(3);
  World world = game->world();
  const game_api::PlayerId me = world.add_player("ann");
  world.remember(me, world.cave().rooms()[0]).dark = true;  // known before
  const World before = world;
  {
    Savepoint savepoint(world);
    change_everything(world, me);
    CHECK(world.player(me)->knowledge.size() == 3);
    savepoint.roll_back();
  }
  const Player& p = *world.player(me);
  CHECK(p.knowledge == before.player(me)->knowledge);
  CHECK(p.gold == before.player(me)->gold);
  CHECK(p.room == before.player(me)->room);
  CHECK(world.things().size() == before.things().size());
}

TEST_CASE("a savepoint that ends keeps the changes and stops journaling",
          "[game][savepoint]") {
  auto game = fake_game(4);
  World world = game->world();
  const game_api::PlayerId me = world.add_player("ann");
  {
    Savepoint kept(world);
    change_everything(world, me);
  }
  const auto changed = world.player(me)->knowledge;
  CHECK(changed.size() == 3);
  // Changes after it belong to no savepoint: the next undoes only its own.
  world.remember(me, world.cave().rooms()[5]).visited = true;
  const auto later = world.player(me)->knowledge;
  {
    Savepoint next(world);
    world.remember(me, world.cave().rooms()[6]).visited = true;
    world.remember(me, world.cave().rooms()[0]).things.clear();
    next.roll_back();
  }
  CHECK(world.player(me)->knowledge == later);
}

// The savepoint copies the fields a command can change one by one: each
// of them is changed here and must come back.
TEST_CASE("rolling back restores every field a command can change",
          "[game][savepoint]") {
  auto game = fake_game(5);
  World world = game->world();
  const game_api::PlayerId me = world.add_player("ann");
  const auto rooms = world.cave().rooms();
  world.message(me, "info", "before the command");
  world.move_player(me, rooms[3]);  // an arrival still pending
  const World before = world;
  {
    Savepoint savepoint(world);
    world.random().next();
    CHECK(world.take_event());
    const ThingId gold = world.place("gold", rooms[2]);
    world.set_property(Owner::thing(gold), "shiny", true);
    world.set_property(Owner::room(rooms[1]), "dark", true);
    world.set_property(Owner::world(), "count", Value(std::int64_t{3}));
    world.advance_turn();
    CHECK(world.timers().add({9, "on_door", {}, ""}));
    CHECK(world.set_arrow_range(world.arrow_range() == 2 ? 3 : 2));
    world.message(me, "info", "during the command");
    CHECK(world.kill(me, "a test"));
    savepoint.roll_back();
  }
  World after_before = before;
  CHECK(world.random().next() == after_before.random().next());
  CHECK(world.things().size() == before.things().size());
  CHECK(world.next_thing_id() == before.next_thing_id());
  CHECK(world.room_properties() == before.room_properties());
  CHECK(world.properties_of(Owner::world()) ==
        before.properties_of(Owner::world()));
  CHECK(world.turn() == before.turn());
  CHECK(world.timers() == before.timers());
  CHECK(world.arrow_range() == before.arrow_range());
  CHECK(world.player(me)->alive);
  CHECK(world.player(me)->room == rooms[3]);
  CHECK(world.take_outbox().size() == 1);
  const auto event = world.take_event();
  REQUIRE(event);
  CHECK(event->kind == WorldEvent::Kind::Arrival);
  CHECK(!world.take_event());
}
