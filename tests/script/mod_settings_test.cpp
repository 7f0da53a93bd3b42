// Mods' settings: declared in mod.conf with a default, chosen by the
// player (Settings::mod_settings, from --set), kept in saves, and read by
// the rules with game.setting(mod, key); a choice no mod declares, or of
// the wrong kind, is refused before the game starts.
#include "mod_fixture.hpp"

#include "game/rules/mod_settings.hpp"
#include "game/saves/world_json.hpp"
#include "script/mod_list.hpp"

#include <catch2/catch.hpp>

#include <cstdint>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

game::Settings cave_settings() {
  game::Settings settings;
  settings.seed = 1;
  settings.width = settings.height = 6;
  settings.parameters = classic_parameters();
  return settings;
}

void haunt(TempMods& mods) {
  mods.add("ghosts/mod.conf",
           "setting.count = 3\nsetting.chill = 0.5\nsetting.wail = oooh\n"
           "setting.loud = false\n")
      .add("ghosts/ghost.lua",
           "game.register('ghosts:ghost', { on_turn = function(player)\n"
           "  game.message(player, 'info', 'ghosts: ' ..\n"
           "    tostring(game.setting('ghosts', 'count')) .. ' ' ..\n"
           "    tostring(game.setting('ghosts', 'chill')) .. ' ' ..\n"
           "    game.setting('ghosts', 'wail') .. ' ' ..\n"
           "    tostring(game.setting('ghosts', 'loud')) .. ' ' ..\n"
           "    tostring(game.setting('ghosts', 'nonesuch')))\n"
           "end })\n");
}

std::string said_with(std::map<std::string, std::string> chosen,
                      std::string* error) {
  TempMods mods;
  haunt(mods);
  game::Settings settings = cave_settings();
  settings.mod_settings = std::move(chosen);
  auto game = game::Game::create(settings, rules_of(mods), error);
  if (!game) return "";
  const auto player = game->add_player("tester");
  for (const auto& message : game->apply_line(player, "wait"))
    if (message.text.starts_with("ghosts: ")) return message.text;
  return "nothing said";
}

}  // namespace

TEST_CASE("a mod reads its settings: the defaults, or what the player chose",
          "[script][mods][settings]") {
  std::string error;
  CHECK(said_with({}, &error) == "ghosts: 3 0.5 oooh false nil");
  CHECK(said_with({{"ghosts.count", "5"},
                   {"ghosts.chill", "2"},
                   {"ghosts.wail", "boo hoo"},
                   {"ghosts.loud", "true"}},
                  &error) == "ghosts: 5 2.0 boo hoo true nil");
}

TEST_CASE("a setting no mod declares, or of the wrong kind, is refused",
          "[script][mods][settings]") {
  std::string error;
  CHECK(said_with({{"ghosts.colour", "red"}}, &error).empty());
  CHECK_THAT(error, Contains("no mod loaded declares the setting "
                             "'ghosts.colour'"));
  CHECK(said_with({{"ghosts.count", "many"}}, &error).empty());
  CHECK_THAT(error, Contains("'ghosts.count' takes an integer, not 'many'"));
  CHECK(said_with({{"ghosts.loud", "1"}}, &error).empty());
  CHECK_THAT(error, Contains("takes true or false"));
}

TEST_CASE("mod.conf declares settings as setting.NAME = DEFAULT",
          "[script][mods][settings]") {
  ModInfo mod;
  std::vector<std::string> warnings;
  std::string error;
  REQUIRE(parse_mod_conf("setting.count = 3\n", "mod.conf", &mod, &warnings,
                         &error));
  REQUIRE(mod.settings.size() == 1);
  CHECK(mod.settings[0] == std::pair<std::string, std::string>("count", "3"));
  CHECK(warnings.empty());
  for (const char* bad : {"setting. = 3\n", "setting.Count = 3\n",
                          "setting.count =\n", "setting.count = \x1b[2J\n"}) {
    ModInfo refused;
    INFO(bad);
    CHECK_FALSE(parse_mod_conf(bad, "mod.conf", &refused, &warnings, &error));
    CHECK_THAT(error, Contains("setting.NAME = DEFAULT"));
  }
  CHECK(game::setting_value("12") == game::Value(std::int64_t{12}));
  CHECK(game::setting_value("1.5") == game::Value(1.5));
  CHECK(game::setting_value("true") == game::Value(true));
  CHECK(game::setting_value("1x") == game::Value(std::string("1x")));
}

TEST_CASE("a game's chosen settings are saved with its settings",
          "[script][mods][settings]") {
  game::Settings settings = cave_settings();
  settings.mod_settings = {{"ghosts.count", "5"}};
  const auto saved = game::settings_to_json(settings);
  game::Settings loaded;
  std::string error;
  REQUIRE(game::settings_from_json(saved, &loaded, &error));
  CHECK(loaded.mod_settings == settings.mod_settings);
  CHECK_FALSE(game::settings_to_json(cave_settings()).contains("mod_settings"));
}
