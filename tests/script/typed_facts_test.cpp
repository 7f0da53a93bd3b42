// Facts the built-in rules establish reach the view typed, so front ends
// switch on a field and never read the rules' words: which kind killed
// the player, whether the Wumpus woke.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script::testing;

namespace {

// `world` with a thing of `kind` in `room`; a Wumpus is a target for
// arrows, as wumpus.lua's setup makes it.
game::World with_thing(game::World world, const std::string& kind,
                       game::RoomId room) {
  const game::ThingId id = world.place(kind, room);
  if (kind == "wumpus")
    world.set_property(game::Owner::thing(id), "target", true);
  return world;
}

}  // namespace

TEST_CASE("the view names the kind that killed the player", "[script][facts]") {
  Scene eaten(with_thing(open_cave(3), "wumpus", 1));
  CHECK(eaten.view().killed_by.empty());
  eaten.run("east");
  CHECK(eaten.view().outcome == game_api::Outcome::Dead);
  CHECK(eaten.view().killed_by == "wumpus");

  Scene fell(with_thing(open_cave(3), "pit", 1));
  fell.run("east");
  CHECK(fell.view().outcome == game_api::Outcome::Dead);
  CHECK(fell.view().killed_by == "pit");
}

TEST_CASE("a mod's kind that kills is named, whatever its words",
          "[script][facts]") {
  TempMods mods;
  mods.add("trap.lua",
           "game.register('trap', { on_enter = function(player, room)\n"
           "  if room == 1 then game.kill(player, 'eaten by the Wumpus') end\n"
           "end })\n");
  Scene trapped(open_cave(3), rules_of(mods));
  trapped.run("east");
  CHECK(trapped.view().outcome == game_api::Outcome::Dead);
  CHECK(trapped.view().killed_by.find("trap") != std::string::npos);
}

TEST_CASE("the view tells that the Wumpus woke", "[script][facts]") {
  Scene missed(with_thing(open_cave(6), "wumpus", 4));
  CHECK_FALSE(missed.view().wumpus_awake);
  missed.run("shoot west");
  CHECK(missed.view().wumpus_awake);

  Scene shot(with_thing(open_cave(6), "wumpus", 4));
  shot.run("shoot");
  CHECK(shot.view().wumpus_dead);
  CHECK_FALSE(shot.view().wumpus_awake);
}
