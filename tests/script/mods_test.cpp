// Mods: the example teleporter acting through the engine, mods changing a
// built-in kind, broken mods refused at load with file and line, and
// hostile or faulty hooks stopped at play time while the game goes on.
#include "rules_fixture.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// A mods directory under /tmp holding one file, removed afterwards.
class TempMod {
 public:
  TempMod(const std::string& file, const std::string& code) {
    static int counter = 0;
    dir_ = std::filesystem::temp_directory_path() /
           ("wumpus-mods-" + std::to_string(::getpid()) + "-" +
            std::to_string(++counter));
    std::filesystem::create_directories(dir_);
    std::ofstream(dir_ / file, std::ios::binary) << code;
  }
  ~TempMod() { std::filesystem::remove_all(dir_); }
  std::string dir() const { return dir_.string(); }

 private:
  std::filesystem::path dir_;
};

std::string load_error(const std::string& code) {
  TempMod mod("broken.lua", code);
  std::string error;
  auto rules = script::LuaRules::load(rules_options({mod.dir()}), &error);
  CHECK_FALSE(rules);
  return error;
}

std::shared_ptr<script::LuaRules> rules_with(const TempMod& mod) {
  return load_rules({mod.dir()});
}

// Collects the hook failures the rules report.
struct Reported {
  explicit Reported(script::LuaRules& rules) {
    rules.set_error_sink(
        [this](const game::RuleError& e) { errors.push_back(e); });
  }
  std::vector<game::RuleError> errors;
};

}  // namespace

TEST_CASE("the example teleporter mod acts through the engine",
          "[script][mods]") {
  script::RulesOptions options = rules_options({source_path("data/mods")});
  options.enabled_mods = std::set<std::string>{"teleporter"};
  std::string error;
  std::shared_ptr<script::LuaRules> rules =
      script::LuaRules::load(options, &error);
  INFO(error);
  REQUIRE(rules);
  CHECK(rules->name() == "built-in rules + mods/teleporter");
  const auto kinds = rules->kinds();
  CHECK(std::find(kinds.begin(), kinds.end(), "teleporter") != kinds.end());

  auto world = open_cave(4, 3);
  world.place("teleporter", 1);
  world.place("pit", 11);
  Scene scene(std::move(world), rules);
  CHECK(scene.senses("hum"));
  scene.run("east");
  CHECK(scene.said("you are elsewhere"));
  CHECK(scene.state().room != 1);
  CHECK(scene.state().room != 11);
  CHECK(scene.state().alive);

  for (std::uint64_t seed = 1; seed <= 10; ++seed)
    CHECK(classic_game(seed, rules)->world().things_of("teleporter").size() ==
          1);
}

TEST_CASE("a mod can replace one hook of a built-in kind", "[script][mods]") {
  TempMod mod("soft_pits.lua",
              "game.register('pit', {\n"
              "  on_enter = function(player, room)\n"
              "    if game.has(room, 'pit') then\n"
              "      game.message(player, 'info', 'You leap over the pit.')\n"
              "    end\n"
              "  end,\n"
              "})\n");
  auto world = open_cave(4);
  world.place("pit", 2);
  Scene scene(std::move(world), rules_with(mod));
  scene.run("east");
  CHECK(scene.senses("breeze"));  // percepts kept from pit.lua
  scene.run("east");
  CHECK(scene.state().alive);
  CHECK(scene.said("You leap over the pit."));

  TempMod silent("silent.lua", "game.register('pit', { percepts = false })");
  auto quiet = open_cave(4);
  quiet.place("pit", 2);
  Scene still(std::move(quiet), rules_with(silent));
  still.run("east");
  CHECK_FALSE(still.senses("breeze"));
}

TEST_CASE("broken mods are refused with file and line", "[script][mods]") {
  CHECK_THAT(load_error("game.register('x', {\n  setup = function( end\n})"),
             Contains("broken.lua:2: in load:"));
  CHECK_THAT(load_error("local t = nil\n\nt.field = 1"),
             Contains("broken.lua:3: in load: attempt to index"));
  CHECK_THAT(load_error("game.register('x', {\n  enter = function() end })"),
             Contains("unknown hook 'enter'"));
  CHECK_THAT(load_error("game.register('x', { on_enter = 5 })"),
             Contains("hook 'on_enter' must be a function"));
  CHECK_THAT(load_error("game.register('Bad Kind', {})"),
             Contains("broken.lua:1"));
  CHECK_THAT(load_error("game.register('x', { setup_order = 'first' })"),
             Contains("setup_order must be a number"));
  CHECK_THAT(load_error("local rooms = game.rooms()"),
             Contains("only available inside a hook"));
  CHECK_THAT(load_error("while true do end"), Contains("instruction budget"));
  CHECK_THAT(load_error(std::string("\x1bLuaT\0\x19\x93\r\n", 10)),
             Contains("bytecode is refused"));
  CHECK_THAT(load_error("os.execute('true')"), Contains("broken.lua:1"));
}

TEST_CASE("register is refused once loading is over", "[script][mods]") {
  TempMod mod("late.lua",
              "game.register('late', { on_turn = function()\n"
              "  game.register('later', {})\nend })");
  auto rules = rules_with(mod);
  Reported sink(*rules);
  const auto& reported = sink.errors;
  Scene scene(open_cave(3), rules);
  scene.run("wait");
  REQUIRE(reported.size() == 1);
  CHECK_THAT(reported[0].message,
             Contains("only be called while a rule file loads"));
  CHECK(reported[0].line == 2);
}

TEST_CASE("a hook error is reported and the turn undone, the game goes on",
          "[script][mods]") {
  TempMod mod("faulty.lua",
              "game.register('faulty', {\n"
              "  on_enter = function(player, room)\n"
              "    game.add_gold(player, 5)\n"
              "    if room == 1 then error('kaboom') end\n"
              "  end,\n"
              "})\n");
  auto rules = rules_with(mod);
  Reported sink(*rules);
  const auto& reported = sink.errors;
  Scene scene(open_cave(4), rules);
  scene.run("east");
  REQUIRE(reported.size() == 1);
  CHECK_THAT(reported[0].file, Contains("faulty.lua"));
  CHECK(reported[0].line == 4);
  CHECK(reported[0].hook == "on_enter");
  CHECK(reported[0].message == "kaboom");
  CHECK_THAT(reported[0].traceback, Contains("faulty.lua:4"));
  // Players of a shared cave see this: nothing of the host's paths.
  CHECK_THAT(reported[0].traceback, !Contains(mod.dir()));
  CHECK(scene.said("faulty.lua:4: in on_enter: kaboom"));
  CHECK(scene.state().room == 0);  // undone: not moved, no gold
  CHECK(scene.state().gold == 0);
  scene.run("south");  // a wall: the game goes on
  scene.run("wait");
  CHECK(scene.state().turns == 1);
}

TEST_CASE("hostile hooks are stopped while the game goes on",
          "[script][mods]") {
  const std::string body = GENERATE(
      std::string("while true do end"),
      std::string("local t = {} while true do t[#t + 1] = {} end"),
      std::string("local s = 'x' while true do s = s .. s end"),
      std::string("os.execute('touch PWNED')"),
      std::string("io.open('/etc/passwd')"),
      std::string("local s = string.rep('x', 1 << 40)"),
      std::string("assert(load('\\27LuaT\\0\\25\\147\\r\\n\\26\\n'))()"),
      std::string("pcall(function() while true do end end)"));
  // Where a hook that escaped the sandbox would leave its mark.
  const wumpus::testing::TempDir scratch("hostile");
  const std::string pwned = scratch.file("pwned");
  std::string code = body;
  if (const auto at = code.find("PWNED"); at != std::string::npos)
    code.replace(at, 5, pwned);
  TempMod mod("hostile.lua",
              "game.register('hostile', {\n"
              "  on_enter = function(player, room)\n"
              "    game.add_gold(player, 1)\n"
              "    " +
                  code +
                  "\n"
                  "  end,\n"
                  "})\n");
  script::RulesOptions options = rules_options({mod.dir()});
  options.limits.memory_bytes = std::size_t{8} << 20;
  options.limits.instructions = 2'000'000;
  std::string error;
  std::shared_ptr<script::LuaRules> rules =
      script::LuaRules::load(options, &error);
  REQUIRE(rules);
  Reported sink(*rules);
  const auto& reported = sink.errors;
  Scene scene(open_cave(4), rules);
  scene.run("east");
  INFO(body);
  REQUIRE(reported.size() == 1);
  CHECK_THAT(reported[0].file, Contains("hostile.lua"));
  // Lua raises memory errors without a message handler, so those name the
  // line where the hook is defined; every other error its own line.
  if (reported[0].message.find("memory cap") == std::string::npos)
    CHECK(reported[0].line == 4);
  else
    CHECK(reported[0].line == 2);
  CHECK(scene.state().room == 0);
  CHECK(scene.state().gold == 0);
  CHECK(scene.said("(the command was undone)"));
  CHECK_FALSE(std::filesystem::exists(pwned));
  scene.run("wait");  // the rules still work
  CHECK(scene.state().turns == 1);
}

TEST_CASE("hooks returning the wrong types are reported", "[script][mods]") {
  TempMod mod("wrong.lua",
              "game.register('wrong', {\n"
              "  percepts = function(player, room)\n"
              "    return { 'breeze' }\n"
              "  end,\n"
              "  use = function(player, item)\n"
              "    return 'yes'\n"
              "  end,\n"
              "})\n");
  auto rules = rules_with(mod);
  Reported sink(*rules);
  const auto& reported = sink.errors;
  Scene scene(open_cave(3), rules);
  scene.run("look");
  REQUIRE_FALSE(reported.empty());
  CHECK_THAT(reported.back().message,
             Contains("must return nothing or two strings"));
  CHECK(reported.back().line == 2);
  scene.run("use torch");
  CHECK_THAT(reported.back().message, Contains("must return true"));
  CHECK(reported.back().line == 5);
}

TEST_CASE("percepts hooks cannot change the world", "[script][mods]") {
  TempMod mod("meddling.lua",
              "game.register('meddling', { percepts = function(player)\n"
              "  game.add_gold(player, 1)\nend })");
  auto rules = rules_with(mod);
  Reported sink(*rules);
  const auto& reported = sink.errors;
  Scene scene(open_cave(3), rules);
  scene.run("look");
  REQUIRE_FALSE(reported.empty());
  CHECK_THAT(reported.back().message, Contains("must not change the world"));
  CHECK(scene.state().gold == 0);
}
