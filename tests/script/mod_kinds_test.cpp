// Kinds under a mod's namespace: its dependents may extend them, other
// mods are refused with a message that names the owner whole.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

constexpr const char* kGhost =
    "game.register('ghosts:ghost', { name = 'ghost', glyph = 'G',\n"
    "  on_turn = function(player) end })\n";

}  // namespace

TEST_CASE("a dependent mod extends a kind under its dependency's namespace",
          "[script][mods]") {
  TempMods mods;
  mods.add("ghosts/ghost.lua", kGhost)
      .add("haunt/mod.conf", "depends = ghosts\n")
      .add("haunt/haunt.lua",
           "local old = game.previous('ghosts:ghost', 'on_turn')\n"
           "game.register('ghosts:ghost', { colour = 'cyan',\n"
           "  on_turn = function(player) old(player) end })\n");
  const auto rules = rules_of(mods);
  CHECK(rules->looks().at("ghosts:ghost").colour == "cyan");
  CHECK(rules->warnings().empty());
}

TEST_CASE("a mod that does not depend on the owner cannot touch its kinds",
          "[script][mods]") {
  TempMods mods;
  mods.add("ghosts/ghost.lua", kGhost)
      .add("zombie/mod.conf", "optional_depends = ghosts\n")
      .add("zombie/zombie.lua", "")
      .add("thief/thief.lua",
           "game.register('ghosts:ghost', { on_turn = false })\n");
  std::string error;
  CHECK_FALSE(try_rules(mods, &error));
  CHECK_THAT(error, Contains("kind 'ghosts:ghost' belongs to mod 'ghosts', "
                             "and this file is in mod 'thief'"));
  TempMods builtin;
  builtin.add("x.lua", "game.register('ghosts:ghost', {})\n");
  std::string refused;
  auto options = rules_options({builtin.dir()});
  options.scripts_dir = builtin.dir();  // x.lua as a built-in script
  options.mods_dirs.clear();
  CHECK_FALSE(script::LuaRules::load(options, &refused));
  CHECK_THAT(refused, Contains("belongs to mod 'ghosts', not to the built-in"));
}
