// Mods as attackers: each snippet runs in its own environment, as one mod
// would, and tries to reach what the next mod or the core shares with it.
#include "mod_fixture.hpp"
#include "sandbox_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using Catch::Matchers::Contains;
using wumpus::script::testing::Sandbox;
using wumpus::script::testing::Scene;
using wumpus::script::testing::TempMods;

namespace {

// What the next mod checks: nothing the attacker tried shows through.
constexpr const char* kUntouched =
    "assert(game.pwned == nil and string.pwned == nil and pwned == nil)\n"
    "assert(rawget(game, 'pwned') == nil and rawget(string, 'pwned') == nil)\n"
    "assert(type(game.kill) == 'function' and game.register ~= print)\n"
    "assert(string.upper('a') == 'A' and math.floor(1.5) == 1)\n"
    "assert(select('#', pairs({})) == 3 and tostring(1) == '1')";

}  // namespace

TEST_CASE("a mod cannot write through the shared tables",
          "[script][sandbox][hostile]") {
  const std::string attack = GENERATE(
      std::string("rawset(game, 'pwned', true)"),
      std::string("rawset(string, 'pwned', true)"),
      std::string("rawset(game, 'kill', function() end)"),
      std::string("local _, g = pairs(game) g.kill = function() end"),
      std::string("local _, g = pairs(game) rawset(g, 'pwned', true)"),
      std::string("local _, s = pairs(string) s.upper = string.lower"),
      std::string("local _, s = pairs(math) s.floor = math.ceil"),
      std::string("local f, s = pairs(game) local k = f(s) s[k] = nil"),
      std::string("local _, e = pairs(_ENV) getmetatable(e).__index.pwned = 1"),
      std::string("local _, e = pairs(_ENV) "
                  "rawset(getmetatable(e).__index, 'pairs', print)"),
      std::string("local _, e = pairs(_ENV) "
                  "getmetatable(e).__index.tostring = print"),
      std::string("local _, e = pairs(_ENV) setmetatable(e, nil) "
                  "rawset(e, 'pwned', 1)"),
      std::string("getmetatable(game).__index.pwned = true"),
      std::string("getmetatable('').__index.upper = string.lower"),
      std::string("setmetatable(game, {__index = {pwned = true}})"),
      std::string("game.register = print"),
      std::string("table.insert(game, print)"),
      std::string("table.move({print}, 1, 1, 1, string)"),
      std::string("local k, v = next(game) if k then game[k] = nil end"),
      std::string("local mt = getmetatable(_ENV) mt.__index = {pwned = 1}"),
      std::string("rawset(_G, 'pwned', true)"),
      std::string("rawset(_ENV, 'pwned', true)"));
  Sandbox sandbox;
  CAPTURE(attack);
  sandbox.run("pcall(function() " + attack + " end)");
  const auto broken = sandbox.run(kUntouched);
  CHECK_FALSE(broken);
  if (broken) FAIL(broken->message);
}

TEST_CASE("pairs over a shared table walks it without handing it out",
          "[script][sandbox][hostile]") {
  Sandbox sandbox;
  CHECK_FALSE(
      sandbox.run("local f, s, k = pairs(game)\n"
                  "assert(s == game and k == nil)\n"
                  "local n = 0 for name, fn in pairs(game) do n = n + 1\n"
                  "  assert(type(fn) == 'function') end\n"
                  "assert(n > 20)"));
  CHECK_THAT(sandbox.run("rawset(string, 'x', 1)")->message,
             Contains("read-only"));
}

TEST_CASE("no address reaches a mod", "[script][sandbox][hostile]") {
  Sandbox sandbox;
  CHECK_FALSE(sandbox.run(
      "local t = {}\n"
      "assert(tostring(t):match('^table: #%d+$'), tostring(t))\n"
      "assert(('%s'):format(t) == tostring(t))\n"
      "assert(string.format('%5s|%s', 1, print):match('^    1|function: #'))\n"
      "local named = setmetatable({}, {__name = 'Thing'})\n"
      "assert(tostring(named):match('^Thing: #%d+$'), tostring(named))\n"
      "assert(('%s'):format(named) == tostring(named))\n"
      "assert(collectgarbage('count') == 0)\n"
      "assert(string.format('%d%%', 5) == '5%')"));
  CHECK_THAT(sandbox.run("return string.format('%p', {})")->message,
             Contains("%p is refused"));
  CHECK_THAT(sandbox.run("return ('%-20p'):format(print)")->message,
             Contains("%p is refused"));
  CHECK_THAT(sandbox.run("setmetatable({}, {__mode = 'k'})")->message,
             Contains("weak tables"));
  CHECK_THAT(sandbox.run("collectgarbage('generational')")->message,
             Contains("only \"count\""));
}

TEST_CASE("tables are numbered on from the count the world keeps",
          "[script][sandbox][hostile]") {
  Sandbox sandbox;
  sandbox.world.set_property(game::Owner::world(), LuaState::kSerialsVariable,
                             game::Value(std::int64_t{41}));
  CHECK_FALSE(sandbox.run("assert(tostring({}) == 'table: #42')"));
  const game::Value* kept = sandbox.world.properties_of(game::Owner::world())
                                .get(LuaState::kSerialsVariable);
  REQUIRE(kept);
  CHECK(std::get<std::int64_t>(*kept) == 42);
}

TEST_CASE("a mod loaded first cannot change the game API for the others",
          "[script][mods][hostile]") {
  TempMods mods;
  mods.add(
      "aaa_attacker.lua",
      "pcall(function() local _, g = pairs(game) g.kill = function() end end)\n"
      "pcall(function() local _, g = pairs(game)\n"
      "  local register = g.register\n"
      "  g.register = function(kind, hooks) hooks.on_turn = nil\n"
      "    return register(kind, hooks) end end)\n"
      "pcall(rawset, game, 'message', function() end)\n"
      "pcall(function() local _, e = pairs(_ENV)\n"
      "  getmetatable(e).__index.pairs = nil end)\n");
  mods.add("zzz_victim.lua",
           "game.register('victim', { on_turn = function(player)\n"
           "  for _ in pairs(game) do end\n"
           "  game.message(player, 'info', 'The victim acts.')\n"
           "  if game.turn() >= 2 then game.kill(player, 'the victim') end\n"
           "end })\n");
  Scene scene(script::testing::open_cave(4), script::testing::rules_of(mods));
  scene.run("wait");
  CHECK(scene.said("The victim acts."));
  scene.run("wait");
  scene.run("wait");
  CHECK_FALSE(scene.state().alive);
}
