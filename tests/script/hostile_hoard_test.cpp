// Mods that hoard: state in the world past what a save holds (the save
// is refused, naming what grew, the previous save kept; game variables
// stop earlier, at each mod's quota), memory in Lua (the mod is stopped at the
// cap, and the built-in rules go on).
#include "mod_fixture.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

TEST_CASE("a save past the bound on rule state is refused, the old one kept",
          "[script][mods][hostile]") {
  TempMods mods;
  mods.add("hoarder.lua",
           "local big = string.rep('x', 1 << 20)\n"
           "game.register('hoarder', { on_turn = function(player)\n"
           "  if game.turn() < 2 then return end\n"
           "  for i = 1, 20 do\n"
           "    game.set_room_property(i % 4, 'hoard' .. i, big)\n"
           "  end\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  wumpus::testing::TempDir dir("hoard");
  const std::string path = dir.file("save.json");
  std::string error;
  scene.run("wait");
  REQUIRE(scene.game.save(path, &error));
  const std::string before = wumpus::testing::read_text(path);
  scene.run("wait");
  scene.run("wait");
  REQUIRE(
      scene.game.world().properties_of(game::Owner::room(0)).get("hoard20"));
  CHECK_FALSE(scene.game.save(path, &error));
  CHECK_THAT(error, Contains("more than the 16 MiB a save holds") &&
                        Contains("room property 'hoard") &&
                        Contains("previous save is kept"));
  CHECK(wumpus::testing::read_text(path) == before);
}

TEST_CASE("a mod that hits the memory cap is stopped, the game goes on",
          "[script][mods][hostile]") {
  TempMods mods;
  mods.add("hog.lua",
           "local keep = {}\n"
           "game.register('hog', { on_turn = function(player)\n"
           "  local s = string.rep('x', (1 << 20) - 64)\n"
           "  game.set_variable('hog:big', s)\n"
           "  for i = 1, 48 do keep[#keep + 1] = game.variable('hog:big') end\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("east");
  CHECK(scene.state().room == 0);  // undone
  CHECK(scene.said("memory cap of 32 MiB exceeded (mod 'hog' is stopped"));
  scene.run("east");
  CHECK(scene.state().room == 1);
  scene.run("east");
  CHECK(scene.state().room == 2);
}

// A stopped mod's verbs still ran its Lua after the cap had stopped it.
TEST_CASE("a mod stopped at the memory cap keeps no verb",
          "[script][mods][hostile]") {
  TempMods mods;
  mods.add("hog.lua",
           "local keep = {}\n"
           "game.verb('hoard', { help = 'hoard' }, function(player)\n"
           "  game.message(player, 'info', 'hoarding')\n"
           "end)\n"
           "game.register('hog', { on_turn = function(player)\n"
           "  local s = string.rep('x', (1 << 20) - 64)\n"
           "  game.set_variable('hog:big', s)\n"
           "  for i = 1, 48 do keep[#keep + 1] = game.variable('hog:big') end\n"
           "end })\n");
  Scene scene(open_cave(4), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("its hooks and verbs no longer run"));
  const std::uint32_t turns = scene.state().turns;
  scene.run("hoard");
  CHECK(scene.said("The mod behind \"hoard\" is stopped"));
  CHECK_FALSE(scene.said("hoarding"));
  CHECK(scene.state().turns == turns);
}

TEST_CASE("room lists copied out on a large cave count against the cap",
          "[script][mods][hostile]") {
  TempMods mods;
  mods.add("mapper.lua",
           "game.register('mapper', { on_turn = function(player)\n"
           "  local keep = {}\n"
           "  for i = 1, 400 do keep[i] = game.rooms() end\n"
           "end })\n");
  Scene scene(open_cave(100, 100), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("mapper.lua:3: in on_turn: memory cap of 32 MiB exceeded"));
}
