// What a modder debugs with: print and game.log as tagged "debug"
// messages and a log file, reloading the rules in a running game, saves
// that name their mods' files, and a failed setup naming the mod.
#include "mod_fixture.hpp"

#include "game/table/table.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

bool has_message(const std::vector<game_api::Message>& messages,
                 const std::string& kind, const std::string& text) {
  for (const auto& m : messages)
    if (m.kind == kind && m.text.find(text) != std::string::npos) return true;
  return false;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A local table with one seat, for requests such as reload.
struct LocalTable {
  explicit LocalTable(std::shared_ptr<LuaRules> rules, bool local = true)
      : table(std::make_unique<game::Game>(game::Settings{}, std::move(rules),
                                           open_cave(4)),
              options(local)) {
    std::string error;
    me = *table.sit("ann", t0, &error);
  }
  static game::TableOptions options(bool local) {
    game::TableOptions o;
    o.local = local;
    return o;
  }
  void type(const std::string& line) { table.submit(me, line, t0); }
  bool told(const std::string& kind, const std::string& text) const {
    return has_message(table.view(me).messages, kind, text);
  }

  game::Table table;
  game::Time t0 = game::Time{} + std::chrono::hours(1);
  game_api::PlayerId me = 0;
};

}  // namespace

TEST_CASE("print and game.log become debug messages tagged file:line",
          "[script][mods][debugging]") {
  TempMods mods;
  mods.add("chatty.lua",
           "print('loading', 1)\n"
           "game.register('chatty', { on_turn = function(player)\n"
           "  game.log('turn', game.turn(), { })\n"
           "  if game.turn() == 2 then error('oops') end\n"
           "end })\n");
  auto rules = rules_of(mods);
  const wumpus::testing::TempDir dir("mods-log");
  std::string error;
  REQUIRE(rules->set_log_file(dir.file("mods.log"), &error));
  rules->set_error_sink(nullptr);
  Scene scene(open_cave(3), rules);
  // Named by the mod, not by where it is kept.
  const std::string file = "chatty.lua";
  CHECK(has_message(scene.view().messages, "debug", file + ":1: loading\t1"));
  scene.run("wait");
  CHECK(has_message(scene.view().messages, "debug",
                    file + ":3: turn\t1\ttable: #1"));
  scene.run("wait");  // fails, and is undone: its print stays
  CHECK(has_message(scene.view().messages, "debug", file + ":3: turn\t2"));
  CHECK(has_message(scene.view().messages, "debug", "stack traceback"));
  const std::string log = read_text(dir.file("mods.log"));
  CHECK_THAT(log, Contains(file + ":1: loading"));
  CHECK_THAT(log, Contains(file + ":3: turn\t2"));
  CHECK_THAT(log, Contains("rule error: " + file + ":4: in on_turn: oops"));
}

TEST_CASE("reload reads the rules again and says what changed",
          "[script][mods][debugging]") {
  TempMods mods;
  mods.add("bell.lua",
           "game.register('bell', { on_turn = function(player)\n"
           "  game.message(player, 'info', 'ding')\nend })\n");
  LocalTable local(rules_of(mods));
  local.type("reload");
  CHECK(local.told("info", "ann reloaded the rules: nothing changed."));

  mods.add("bell.lua",
           "game.register('bell', { on_turn = function(player)\n"
           "  game.message(player, 'info', 'dong')\nend })\n");
  local.type("reload");
  CHECK(local.told("info", "reloaded the rules: changed bell/bell.lua."));
  local.type("wait");
  CHECK(local.told("info", "dong"));

  mods.add("bell.lua", "game.register('bell', { on_turn = function( })\n");
  local.type("reload");
  CHECK(local.told("error",
                   "Reload failed, the old rules go on: mod 'bell': "
                   "bell.lua:1:"));
  local.type("wait");
  CHECK(local.table.game().world().player(local.me)->turns == 2);

  mods.add("bell.lua", "game.register('bell', {})\n")
      .add("ghost.lua", "game.register('ghost', {})\n");
  local.type("reload");
  CHECK(local.told("info", "changed bell/bell.lua; added ghost/ghost.lua."));
}

TEST_CASE("reload refuses when the world holds a kind the rules dropped",
          "[script][mods][debugging]") {
  TempMods mods;
  mods.add("ghost.lua", "game.register('ghost', {})\n");
  auto world = open_cave(4);
  world.place("ghost", 2);
  auto game = std::make_unique<game::Game>(game::Settings{}, rules_of(mods),
                                           std::move(world));
  game::Table table(std::move(game), LocalTable::options(true));
  std::string error;
  const auto t0 = game::Time{} + std::chrono::hours(1);
  const auto me = *table.sit("ann", t0, &error);
  std::filesystem::remove(mods.path("ghost.lua"));
  table.submit(me, "reload", t0);
  CHECK(has_message(table.view(me).messages, "error",
                    "the cave holds ghost, which the new rules no longer "
                    "register"));

  LocalTable remote(rules_of(mods), false);
  remote.type("reload");
  CHECK(remote.told("error", "reload works only in a game on this computer"));
}

TEST_CASE("saves name their mods' files and say which one changed",
          "[script][mods][debugging]") {
  TempMods mods;
  mods.add("ghosts/mod.conf", "name = ghosts\nversion = 1.0\n")
      .add("ghosts/ghost.lua", "game.register('ghosts:ghost', {})\n");
  const wumpus::testing::TempDir dir("mod-saves");
  const std::string path = dir.file("save.json");
  std::string error;
  {
    game::Settings settings;
    settings.seed = 9;
    settings.parameters = classic_parameters();
    auto game = game::Game::create(settings, rules_of(mods), &error);
    INFO(error);
    REQUIRE(game);
    REQUIRE(game->save(path, &error));
  }
  const std::string text = read_text(path);
  CHECK_THAT(text, Contains(R"("file":"ghosts/ghost.lua")"));
  CHECK_THAT(text, Contains(R"("mod":"ghosts")"));
  CHECK_THAT(text, Contains(R"("version":"1.0")"));
  CHECK_THAT(text, Contains(R"("file":"scripts/wumpus.lua")"));
  INFO(error);
  REQUIRE(game::Game::load(path, rules_of(mods), &error));

  mods.add("ghosts/ghost.lua", "game.register('ghosts:ghost', {}) -- v2\n");
  CHECK_FALSE(game::Game::load(path, rules_of(mods), &error));
  CHECK_THAT(error, Contains("ghosts/ghost.lua changed"));

  // A newer version may declare the saved one compatible.
  mods.add("ghosts/mod.conf",
           "name = ghosts\nversion = 1.1\nsave_compatible = 1.0\n");
  CHECK(game::Game::load(path, rules_of(mods), &error));
  mods.add("ghosts/mod.conf",
           "name = ghosts\nversion = 2.0\nsave_compatible = 1.5\n");
  CHECK_FALSE(game::Game::load(path, rules_of(mods), &error));

  mods.add("ghosts/mod.conf", "name = ghosts\nversion = 1.0\n")
      .add("ghosts/ghost.lua", "game.register('ghosts:ghost', {})\n")
      .add("extra.lua", "");
  // A mod the save never had was added at load (--mods, --mod): it plays.
  CHECK(game::Game::load(path, rules_of(mods), &error));
}

TEST_CASE("a setup that fails names the mods that placed things before it",
          "[script][mods][debugging]") {
  TempMods mods;
  mods.add("lava.lua",
           "game.register('lava', { setup_order = 5, setup = function()\n"
           "  for _, room in ipairs(game.empty_rooms()) do\n"
           "    game.place('pit', room)\n"
           "  end\n"
           "end })\n");
  game::Settings settings;
  settings.seed = 4;
  settings.parameters = classic_parameters();
  std::string error;
  CHECK_FALSE(game::Game::create(settings, rules_of(mods), &error));
  CHECK_THAT(error, Contains("no room left for the Wumpus"));
  CHECK_THAT(error, Contains("before that, lava.lua placed 63 pit"));
}
