// Mods on disk (script/mod_list.cpp): mod.conf, load order by
// dependencies then name, one environment per folder mod, and the
// mistakes a modder makes named with their file.
#include "script/mod_list.hpp"
#include "mod_fixture.hpp"
#include "script/cpp_api/rule_loader.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

std::vector<std::string> order_of(const TempMods& mods) {
  std::vector<std::string> warnings;
  std::vector<ModInfo> found, ordered;
  std::string error;
  INFO(error);
  REQUIRE(find_mods({mods.dir()}, &found, &warnings, &error));
  REQUIRE(order_mods(found, std::nullopt, {}, &ordered, &error));
  std::vector<std::string> names;
  for (const ModInfo& mod : ordered) names.push_back(mod.name);
  return names;
}

std::string list_load_error(const TempMods& mods) {
  std::string error;
  CHECK_FALSE(try_rules(mods, &error));
  return error;
}

}  // namespace

TEST_CASE("mods load after their dependencies, then by name",
          "[script][mods][modconf]") {
  TempMods mods;
  mods.add("alpha.lua", "")
      .add("zeta/mod.conf", "name = zeta\n")
      .add("zeta/z.lua", "")
      .add("beta/mod.conf",
           "# beta needs zeta, and likes gamma if it is there\n"
           "name = beta\ndepends = zeta\noptional_depends = gamma, missing\n")
      .add("beta/b.lua", "")
      .add("gamma/g.lua", "")
      .add("not_a_mod/readme.txt", "no lua here");
  CHECK(order_of(mods) ==
        std::vector<std::string>{"alpha", "gamma", "zeta", "beta"});
}

TEST_CASE("mod.conf: fields, names and mistakes", "[script][mods][modconf]") {
  TempMods mods;
  mods.add("folder/mod.conf",
           "name = lanterns\n"
           "description = Lanterns that light a room.\n"
           "version = 1.4\nsave_compatible = 1.2\n"
           "author = someone\n")
      .add("folder/init.lua", "");
  std::vector<ModInfo> found;
  std::vector<std::string> warnings;
  std::string error;
  REQUIRE(find_mods({mods.dir()}, &found, &warnings, &error));
  REQUIRE(found.size() == 1);
  CHECK(found[0].name == "lanterns");
  CHECK(found[0].description == "Lanterns that light a room.");
  CHECK(found[0].version == "1.4");
  CHECK(found[0].save_compatible == "1.2");
  REQUIRE(warnings.size() == 1);
  CHECK_THAT(warnings[0], Contains("mod.conf:5: unknown key 'author'"));

  const std::string bad = GENERATE(
      std::string("name = Big Name\n"), std::string("just words\n"),
      std::string("version = one\n"), std::string("depends = ok, Not Ok\n"),
      std::string("version = 1.0\nsave_compatible = 2.0\n"));
  TempMods broken;
  broken.add("m/mod.conf", bad).add("m/m.lua", "");
  INFO(bad);
  CHECK_THAT(list_load_error(broken), Contains("mod.conf"));
}

TEST_CASE("mod.conf and rule files are bounded regular files",
          "[script][mods][modconf]") {
  TempMods huge_conf;
  huge_conf.add("m/mod.conf", "# " + std::string(kMaxModConfBytes, 'x'))
      .add("m/m.lua", "");
  CHECK_THAT(list_load_error(huge_conf),
             Contains("mod.conf") && Contains("at most 65536 bytes"));

  TempMods conf_dir;
  conf_dir.add("m/mod.conf/inside", "").add("m/m.lua", "");
  CHECK_THAT(list_load_error(conf_dir), Contains("is a directory"));

  TempMods huge_rules;
  huge_rules.add("big.lua", "-- " + std::string(kMaxRuleFileBytes, 'x'));
  CHECK_THAT(list_load_error(huge_rules),
             Contains("big.lua") && Contains("rule file may have at most"));
}

TEST_CASE("mod.conf text from a hostile folder never reaches a terminal raw",
          "[script][mods][modconf]") {
  ModInfo mod;
  std::vector<std::string> warnings;
  std::string error;
  REQUIRE(
      parse_mod_conf("description = red \x1b[31m text\n"
                     "\x1b]0;title\x07 = 1\n",
                     "m/mod.conf", &mod, &warnings, &error));
  CHECK(mod.description.find('\x1b') == std::string::npos);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].find('\x1b') == std::string::npos);
  CHECK(warnings[0].find('\x07') == std::string::npos);
  CHECK_FALSE(parse_mod_conf("depends = a, \x1b[2J\n", "m/mod.conf", &mod,
                             &warnings, &error));
  CHECK(error.find('\x1b') == std::string::npos);
  CHECK_THAT(error, Contains("m/mod.conf:1:"));
}

TEST_CASE("a missing dependency, a circle and a name twice are refused",
          "[script][mods][modconf]") {
  TempMods missing;
  missing.add("a/mod.conf", "depends = nowhere\n").add("a/a.lua", "");
  CHECK_THAT(list_load_error(missing),
             Contains("mod 'a'") && Contains("depends on 'nowhere'"));

  TempMods circle;
  circle.add("a/mod.conf", "depends = b\n")
      .add("a/a.lua", "")
      .add("b/mod.conf", "depends = a\n")
      .add("b/b.lua", "");
  CHECK_THAT(list_load_error(circle), Contains("in a circle: a, b"));

  TempMods twice;
  twice.add("one.lua", "")
      .add("other/mod.conf", "name = one\n")
      .add("other/x.lua", "");
  CHECK_THAT(list_load_error(twice), Contains("two mods are named 'one'"));
}

TEST_CASE("the files of a folder mod share one environment",
          "[script][mods][modconf]") {
  TempMods mods;
  mods.add("ghosts/a_names.lua", "GHOST = 'ghosts:ghost'\n")
      .add("ghosts/b_rules.lua",
           "game.register(GHOST, { on_turn = function(player)\n"
           "  game.message(player, 'info', 'boo from ' .. GHOST)\n"
           "end })\n")
      .add("other.lua",
           "game.register('other', { on_turn = function(player)\n"
           "  game.message(player, 'info', 'other sees ' .. tostring(GHOST))\n"
           "end })\n");
  Scene scene(open_cave(3), rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("boo from ghosts:ghost"));
  CHECK(scene.said("other sees nil"));  // other mods do not
}

TEST_CASE("enabled mods bring their dependencies, and only those",
          "[script][mods][modconf]") {
  TempMods mods;
  mods.add("base.lua", "game.register('base', {})")
      .add("top/mod.conf", "depends = base\n")
      .add("top/t.lua", "game.register('top', {})")
      .add("extra.lua", "game.register('extra', {})");
  std::string error;
  auto rules = try_rules(mods, &error, std::set<std::string>{"top"});
  INFO(error);
  REQUIRE(rules);
  CHECK(rules->name() == "built-in rules + mods/base + mods/top");
  CHECK_FALSE(try_rules(mods, &error, std::set<std::string>{"nope"}));
  CHECK_THAT(error, Contains("no mod named 'nope'"));
}

TEST_CASE("a mod that fails to load is named", "[script][mods][modconf]") {
  TempMods mods;
  mods.add("broken/mod.conf", "name = broken\n")
      .add("broken/x.lua", "error('nope')\n");
  CHECK_THAT(list_load_error(mods),
             Contains("mod 'broken'") && Contains("x.lua:1: in load: nope"));
}
