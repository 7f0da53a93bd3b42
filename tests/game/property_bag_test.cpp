// The rules' properties (game/world/property_bag.hpp) and the world's one
// accessor over every owner's: what a missing owner reads and refuses, and
// that a room whose last property is cleared holds none, as saves expect.
#include "game/world/property_bag.hpp"
#include "game/game_fixtures.hpp"

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

TEST_CASE("a property bag sets, reads, flags and clears values",
          "[game][properties]") {
  PropertyBag bag;
  CHECK(bag.empty());
  CHECK(bag.get("dark") == nullptr);
  bag.set("dark", true);
  bag.set("depth", std::int64_t{30});
  CHECK(bag.flag("dark"));
  CHECK_FALSE(bag.flag("depth"));  // a flag is the boolean true only
  CHECK(std::get<std::int64_t>(*bag.get("depth")) == 30);
  PropertyBag copy = bag;
  CHECK(copy == bag);
  copy.set("dark", false);
  CHECK_FALSE(copy.flag("dark"));
  CHECK_FALSE(copy == bag);
  bag.set("dark", std::nullopt);
  bag.set("depth", std::nullopt);
  CHECK(bag.empty());
}

TEST_CASE("the world keeps every owner's properties and refuses no owner",
          "[game][properties]") {
  auto game = fake_game(3);
  World world = game->world();
  const RoomId room = world.cave().rooms()[1];
  const ThingId thing = world.place("statue", room);
  const game_api::PlayerId player = world.add_player("ann");

  CHECK(world.set_property(Owner::world(), "round", std::int64_t{2}));
  CHECK(world.set_property(Owner::room(room), "dark", true));
  CHECK(world.set_property(Owner::thing(thing), "hidden", true));
  CHECK(world.set_property(Owner::player(player), "hunger", 0.5));
  CHECK(world.properties_of(Owner::world()).get("round"));
  CHECK(world.properties_of(Owner::room(room)).flag("dark"));
  CHECK(world.properties_of(Owner::thing(thing)).flag("hidden"));
  CHECK(world.properties_of(Owner::player(player)).get("hunger"));

  // No such owner: nothing to read, nothing changed.
  CHECK_FALSE(world.set_property(Owner::thing(thing + 1), "hidden", true));
  CHECK_FALSE(world.set_property(Owner::player(player + 1), "hunger", 1.0));
  CHECK_FALSE(world.set_property(Owner::room(kNoRoom), "dark", true));
  CHECK(world.properties_of(Owner::thing(thing + 1)).empty());
  CHECK(world.properties_of(Owner::player(player + 1)).empty());

  // A room keeps no empty bag: saves list only rooms with properties.
  const std::size_t rooms_with = world.room_properties().size();
  CHECK(world.set_property(Owner::room(room), "dark", std::nullopt));
  CHECK(world.room_properties().size() == rooms_with - 1);
  CHECK(world.properties_of(Owner::room(room)).empty());
  // A thing keeps its (now empty) properties: it still exists.
  CHECK(world.set_property(Owner::thing(thing), "hidden", std::nullopt));
  CHECK(world.properties_of(Owner::thing(thing)).empty());
}
