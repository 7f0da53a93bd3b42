#include "sandbox_fixture.hpp"
#include "script/lua_api/binding.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace wumpus;
using namespace wumpus::script;
using Catch::Matchers::Contains;
using wumpus::script::testing::Sandbox;

namespace {

// Runs code that must fail; checks the state is balanced and still usable.
game::RuleError expect_failure(Sandbox& sandbox, const std::string& code) {
  int stack_change = -1;
  auto error = sandbox.run(code, &stack_change);
  CHECK(stack_change == 0);
  REQUIRE(error.has_value());
  CHECK(error->hook == "test");
  CHECK_FALSE(
      sandbox.run("local t = {} for i = 1, 100 do t[i] = i end "
                  "assert(#t == 100)",
                  &stack_change));
  CHECK(stack_change == 0);
  return *error;
}

}  // namespace

TEST_CASE("a snippet that works leaves the stack as it was",
          "[script][sandbox]") {
  Sandbox sandbox;
  int stack_change = -1;
  CHECK_FALSE(sandbox.run("return 1, 2, 3", &stack_change));
  CHECK(stack_change == 0);
}

TEST_CASE("an endless loop is stopped by the instruction budget",
          "[script][sandbox]") {
  Sandbox sandbox;
  const auto error =
      expect_failure(sandbox, "local n = 0\nwhile true do n = n + 1 end");
  CHECK_THAT(error.message, Contains("instruction budget"));
  CHECK(error.file == "snippet");
  CHECK(error.line == 2);
  CHECK_THAT(error.traceback, Contains("snippet:2"));
}

TEST_CASE("a slow loop is stopped by the wall-clock limit",
          "[script][sandbox]") {
  Limits limits = script::testing::small_limits();
  limits.instructions = std::uint64_t{1} << 50;
  limits.wall_clock = std::chrono::milliseconds(30);
  Sandbox sandbox(limits);
  const auto error = expect_failure(sandbox, "while true do end");
  CHECK_THAT(error.message, Contains("time limit of 30 ms"));
}

TEST_CASE("memory bombs hit the memory cap", "[script][sandbox]") {
  Limits limits = script::testing::small_limits();
  limits.instructions = 200'000'000;
  Sandbox sandbox(limits);
  const std::string bomb =
      GENERATE(std::string("local t = {} for i = 1, 1e9 do t[i] = {i} end"),
               std::string("local s = 'xy' while true do s = s .. s end"),
               std::string("local t = {} for i = 1, 1e9 do t[#t + 1] = "
                           "string.rep('a', 1000) .. i end"));
  const auto error = expect_failure(sandbox, bomb);
  CHECK_THAT(error.message, Contains("memory cap of 4 MiB"));
  CHECK(sandbox.lua.memory_used() < (std::size_t{4} << 20));
}

TEST_CASE("the dangerous libraries are absent", "[script][sandbox]") {
  Sandbox sandbox;
  CHECK_THAT(expect_failure(sandbox, "os.execute('true')").message,
             Contains("os is not available"));
  CHECK_THAT(expect_failure(sandbox, "io.open('/etc/passwd')").message,
             Contains("io is not available"));
  CHECK_THAT(expect_failure(sandbox, "debug.sethook()").message,
             Contains("debug is not available"));
  CHECK_THAT(expect_failure(sandbox, "package.loadlib('x', 'y')").message,
             Contains("package is not available"));
  CHECK_THAT(expect_failure(sandbox, "require('os')").message,
             Contains("require is not available"));
  CHECK_THAT(expect_failure(sandbox, "dofile('/etc/passwd')").message,
             Contains("dofile is not available"));
  CHECK_THAT(expect_failure(sandbox, "loadfile('/etc/passwd')").message,
             Contains("loadfile is not available"));
  CHECK_THAT(expect_failure(sandbox, "string.dump(print)").message,
             Contains("dump"));
  CHECK_THAT(expect_failure(sandbox, "collectgarbage('stop')").message,
             Contains("only \"count\""));
  CHECK_FALSE(sandbox.run("assert(collectgarbage('count') == 0)"));
}

TEST_CASE("string.rep cannot build a huge string", "[script][sandbox]") {
  Sandbox sandbox;
  const auto error = expect_failure(sandbox, "local s = string.rep('x', 1e12)");
  CHECK_THAT(error.message, Contains("string.rep"));
  CHECK_THAT(expect_failure(sandbox, "local s = ('ab'):rep(1e9, ',')").message,
             Contains("string.rep"));
  CHECK_FALSE(sandbox.run("assert(#string.rep('ab', 3, ',') == 8)"));
}

TEST_CASE("bytecode is refused by load", "[script][sandbox]") {
  Sandbox sandbox;
  // string.dump is gone, so a binary chunk is hand-made: the signature
  // and a version byte are enough for Lua to treat it as bytecode.
  CHECK_FALSE(
      sandbox.run("local f, err = load('\\27LuaT\\0\\25\\147\\r\\n\\26\\n')\n"
                  "assert(f == nil and err:find('bytecode'), err)"));
  CHECK_THAT(expect_failure(sandbox, "load('return 1', 'x', 'b')").message,
             Contains("only text chunks"));
  CHECK_FALSE(sandbox.run("assert(load('return 1 + 1')() == 2)"));
}

TEST_CASE("a script cannot swallow the budget error", "[script][sandbox]") {
  Sandbox sandbox;
  const std::string swallow = GENERATE(
      std::string("pcall(function() while true do end end)"),
      std::string("xpcall(function() while true do end end, "
                  "function(m) while true do end end)"),
      std::string("local co = coroutine.create(function() while true do "
                  "end end)\ncoroutine.resume(co)"),
      std::string("local f = coroutine.wrap(function() while true do end "
                  "end)\npcall(f)"),
      std::string("for i = 1, 1e9 do pcall(error, 'again') end"));
  const auto error = expect_failure(sandbox, swallow + "\nerror('swallowed')");
  CHECK_THAT(error.message, Contains("instruction budget"));
}

TEST_CASE("a script cannot swallow the memory cap", "[script][sandbox]") {
  Sandbox sandbox;
  const auto error = expect_failure(
      sandbox,
      "pcall(function() local t = {} while true do t[#t + 1] = {} end end)\n"
      "error('swallowed')");
  CHECK_THAT(error.message, Contains("memory cap"));
}

TEST_CASE("pcall still catches ordinary errors", "[script][sandbox]") {
  Sandbox sandbox;
  CHECK_FALSE(sandbox.run(
      "local ok, err = pcall(error, 'x', 0) assert(not ok and err == 'x')\n"
      "local ok2, v = xpcall(function() error('y', 0) end, "
      "function(m) return m .. '!' end)\n"
      "assert(not ok2 and v == 'y!')\n"
      "local co = coroutine.create(function() coroutine.yield(1) "
      "error('z', 0) end)\n"
      "assert(select(2, coroutine.resume(co)) == 1)\n"
      "local ok3, e3 = coroutine.resume(co) assert(not ok3 and e3 == 'z')"));
}

TEST_CASE("errors report their file, line and traceback", "[script][sandbox]") {
  Sandbox sandbox;
  const auto error = expect_failure(
      sandbox, "local function inner()\n  error('boom')\nend\ninner()");
  CHECK(error.message == "boom");
  CHECK(error.file == "snippet");
  CHECK(error.line == 2);
  CHECK_THAT(error.traceback, Contains("inner"));

  const auto table_error = expect_failure(sandbox, "\nerror({code = 1})");
  CHECK_THAT(table_error.message, Contains("error object is a table value"));
  CHECK(table_error.line == 2);
  CHECK_THAT(expect_failure(sandbox, "error()").message,
             Contains("error object is a nil value"));
  CHECK_THAT(expect_failure(sandbox, "local x = nil\nx.field = 1").message,
             Contains("attempt to index"));
}

TEST_CASE("the error of a bad return names the function's definition",
          "[script][sandbox]") {
  Sandbox sandbox;
  lua_State* L = sandbox.lua.get();
  luaL_loadstring(L, "\n\nreturn 1");
  const auto error = function_error(L, -1, "percepts", "must return a string");
  lua_pop(L, 1);
  CHECK(error.line == 0);  // a main chunk is defined at line 0
  CHECK(error.hook == "percepts");
  CHECK(error.message == "must return a string");
  CHECK(lua_gettop(L) == 0);
}

TEST_CASE("globals, libraries and the string metatable are locked",
          "[script][sandbox]") {
  Sandbox sandbox;
  CHECK_THAT(expect_failure(sandbox, "string.upper = nil").message,
             Contains("read-only"));
  CHECK_THAT(expect_failure(sandbox, "game.place = print").message,
             Contains("read-only"));
  CHECK_FALSE(sandbox.run("assert(getmetatable('') == 'locked')"));
  CHECK_THAT(
      expect_failure(sandbox, "setmetatable({}, {__gc = print})").message,
      Contains("__gc"));
  CHECK_FALSE(
      sandbox.run("local n = 0 for k in pairs(string) do n = n + 1 end "
                  "assert(n > 10)"));

  lua_State* L = sandbox.lua.get();
  push_environment(L);
  const int environment = lua_gettop(L);
  luaL_loadstring(L, "counter = 1");
  lua_pushvalue(L, environment);
  lua_setupvalue(L, -2, 1);
  REQUIRE(protected_call(sandbox.lua, 0, 0, "load", nullptr));
  freeze_environment(L, environment);
  luaL_loadstring(L, "counter = counter + 1");
  lua_pushvalue(L, environment);
  lua_setupvalue(L, -2, 1);
  game::RuleError error;
  REQUIRE_FALSE(protected_call(sandbox.lua, 0, 0, "on_turn", &error));
  CHECK_THAT(error.message, Contains("cannot set global 'counter'"));
  lua_pop(L, 1);
  CHECK(lua_gettop(L) == 0);
}

TEST_CASE("randomness comes only from the world's seeded stream",
          "[script][sandbox]") {
  Sandbox first, second;
  const std::string draw =
      "local a, b, c = math.random(), math.random(6), math.random(10, 20)\n"
      "assert(a >= 0 and a < 1 and b >= 1 and b <= 6 and c >= 10 and c <= 20)\n"
      "print(a, b, c, game.chance(0.5), game.pick({'x', 'y', 'z'}),\n"
      "      table.concat(game.shuffle({1, 2, 3, 4}), ','))";
  CHECK_FALSE(first.run(draw));
  CHECK_FALSE(second.run(draw));
  CHECK(first.printed == second.printed);
  CHECK_FALSE(first.printed.empty());
  CHECK_THAT(expect_failure(first, "math.randomseed(1)").message,
             Contains("seeded stream"));
  CHECK_THAT(expect_failure(first, "math.random(5, 1)").message,
             Contains("interval is empty"));

  lua_State* L = first.lua.get();
  luaL_loadstring(L, "return math.random()");
  game::RuleError error;
  REQUIRE_FALSE(protected_call(first.lua, 0, 0, "load", &error));
  CHECK_THAT(error.message, Contains("only available inside a hook"));
}

TEST_CASE("C++ exceptions in a binding become Lua errors",
          "[script][sandbox]") {
  Sandbox sandbox;
  lua_State* L = sandbox.lua.get();
  lua_pushcfunction(L, [](lua_State* S) {
    return call_binding(
        S, []() -> int { throw std::runtime_error("out of range"); });
  });
  lua_pushstring(L, "the argument");
  game::RuleError error;
  REQUIRE_FALSE(protected_call(sandbox.lua, 1, 0, "take", &error));
  CHECK_THAT(error.message, Contains("internal error: out of range"));
  CHECK(lua_gettop(L) == 0);
}
