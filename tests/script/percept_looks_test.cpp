// A kind's percept looks (its glyph and colour on the map), whether the
// status line counts it and whether it is a hazard reach the player's
// view through the rules' looks; a bad percept look is a load error.
#include "mod_fixture.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

TEST_CASE("percept looks: a kind declares its percept's looks and its count",
          "[script][mods][looks]") {
  TempMods mods;
  mods.add("web.lua",
           "game.register('web', {\n"
           "  name = 'web', glyph = '#', layout = 'hazard', counted = true,\n"
           "  percept = { name = 'silk', glyph = '=', colour = 'white' },\n"
           "})\n");
  const auto looks = rules_of(mods)->looks();
  REQUIRE(looks.count("web"));
  const game_api::KindLook& web = looks.at("web");
  CHECK(web.percept == "silk");
  CHECK(web.percept_glyph == "=");
  CHECK(web.percept_colour == "white");
  CHECK(web.counted);
  CHECK(web.hazard);

  Scene scene(open_cave(3), rules_of(mods));
  CHECK(scene.view().kinds.at("web") == web);
}

TEST_CASE("percept looks: a bad percept look is a load error naming it",
          "[script][mods][looks]") {
  CHECK_THAT(load_error_of("game.register('w', { percept = 'silk' })"),
             Contains("percept must be a table"));
  CHECK_THAT(load_error_of("game.register('w', { percept = { glyph = '=' } })"),
             Contains("percept needs the name its hook returns"));
  CHECK_THAT(load_error_of("game.register('w', { percept = { name = 'silk', "
                           "glyph = 'ab' } })"),
             Contains("a glyph is one printable character"));
  CHECK_THAT(load_error_of("game.register('w', { percept = { name = 'silk', "
                           "size = 2 } })"),
             Contains("percept takes name, glyph and colour"));
  CHECK_THAT(load_error_of("game.register('w', { counted = 1 })"),
             Contains("counted must be true or false"));
}
