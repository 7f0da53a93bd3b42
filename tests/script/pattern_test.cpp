// The sandbox's own pattern matcher (lua_api/l_pattern.cpp): the same
// answers as Lua's string library on a corpus of patterns and subjects,
// and a pathological pattern stopped by the instruction budget, not by
// the clock, however long the subject.
#include "sandbox_fixture.hpp"

#include "base/printable_lines.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstring>
#include <sstream>

using namespace wumpus;
using namespace wumpus::script;
using Catch::Matchers::Contains;
using wumpus::script::testing::Sandbox;

namespace {

// Runs every pattern function over every case, each result (or error)
// described on one line; the last expression is the text.
const char* const kCorpus = R"lua(
local subjects = { "hello world", "abc 123-456 xyz", "(foo(bar))baz",
  "THE (quick) fox_9", "", "aaa", "a.b.c", "x\0y\0z", "  trim me  ",
  "key=value; other = 2", "[[nested]]" }
local patterns = { "%a+", "(%d+)-(%d+)", "^abc", "abc$", "[%w_]+",
  "[^%s]+", "%b()", "%bxy", "%f[%w]%w+", "(a*(.)%w(%s*))", "()", "(h)(e)",
  "(l)%1", "%", "[a", "(()", ")", "%g+", "a-b", "a?b", ".-", "x*", "$",
  "^", "[]]", "[^]]", "[a-]", "[%a-z]+", "%1", "(a)%1", "%f[%a]", "%f",
  "^%s*(.-)%s*$", "(%w+)%s*=%s*(%w+)", "[%]]", "%[%[(.-)%]%]", "%z",
  "[%d%.]+", "o", "%0", "(x)(y)", "[A-Z]+", ".", "%s+$", "^(%a)" }
local out = {}
local function put(...)
  local t = {}
  for i = 1, select('#', ...) do t[i] = tostring((select(i, ...))) end
  out[#out + 1] = table.concat(t, ',')
end
for _, s in ipairs(subjects) do
  for _, p in ipairs(patterns) do
    put(pcall(string.find, s, p))
    put(pcall(string.find, s, p, 3))
    put(pcall(string.find, s, p, -4))
    put(pcall(string.find, s, p, 1, true))
    put(pcall(string.match, s, p))
    put(pcall(string.match, s, p, 2))
    put(pcall(string.gsub, s, p, '<%0>'))
    put(pcall(string.gsub, s, p, '%1'))
    put(pcall(string.gsub, s, p, '%%', 2))
    put(pcall(string.gsub, s, p, { a = 'A', hello = 1 }))
    put(pcall(string.gsub, s, p,
      function(...) return select('#', ...) > 1 and '[' .. select(2, ...) .. ']' end))
    put(pcall(function()
      local r = {}
      for a, b in string.gmatch(s, p) do r[#r + 1] = tostring(a) .. '/' .. tostring(b) end
      return table.concat(r, ' ')
    end))
    put(pcall(function()
      local r = {}
      for a in string.gmatch(s, p, 4) do r[#r + 1] = tostring(a) end
      return table.concat(r, ' ')
    end))
  end
end
put(pcall(string.gsub, "abc", "%w", "%2"))
put(pcall(string.gsub, "abc", "%w", "%"))
put(pcall(string.gsub, "abc", "%w", true))
put(pcall(string.gsub, "abc", "%w", function() return {} end))
put(("x"):rep(40):find(("(x)"):rep(32)) ~= nil)
put(pcall(string.find, ("x"):rep(40), ("(x)"):rep(33)))
put(pcall(string.find, ("a"):rep(300), ("a?"):rep(300) .. ("a"):rep(300)))
return table.concat(out, '\n')
)lua";

std::string run_in(lua_State* L) {
  REQUIRE(luaL_loadbuffer(L, kCorpus, std::strlen(kCorpus), "=snippet") ==
          LUA_OK);
  lua_call(L, 0, 1);
  std::size_t length = 0;
  const char* bytes = lua_tolstring(L, -1, &length);
  std::string text(bytes, length);
  lua_pop(L, 1);
  return text;
}

}  // namespace

TEST_CASE("the sandbox's patterns answer as Lua's string library does",
          "[script][sandbox][pattern]") {
  lua_State* reference = luaL_newstate();
  luaL_openlibs(reference);
  const std::string expected = run_in(reference);
  lua_close(reference);

  Limits limits = script::testing::small_limits();
  limits.instructions = 200'000'000;
  Sandbox sandbox(limits);
  REQUIRE_FALSE(
      sandbox.run(std::string("print((function() ") + kCorpus + " end)())"));
  // Line by line, so a difference shows where it is (print tags its
  // first line with the place it was printed from, indents the others
  // and makes controls printable).
  const std::string tag = "snippet:1: ";
  REQUIRE(sandbox.printed.rfind(tag, 0) == 0);
  std::istringstream want(expected), got(sandbox.printed.substr(tag.size()));
  int line = 0;
  for (std::string a, b; std::getline(want, a);) {
    ++line;
    REQUIRE(std::getline(got, b));
    if (line > 1 && b.rfind('\t', 0) == 0) b.erase(0, 1);
    a = wumpus::base::printable_lines(a);  // a CR or NUL prints as ?
    INFO("result line " << line);
    CHECK(a == b);
  }
  CHECK(line > 6000);
}

TEST_CASE("a pathological pattern is stopped by the budget, not the clock",
          "[script][sandbox][pattern]") {
  Limits limits = script::testing::small_limits();
  limits.instructions = 2'000'000;
  limits.wall_clock = std::chrono::minutes(10);  // only the budget can stop it
  Sandbox sandbox(limits);
  const std::string call = GENERATE(
      std::string("local r = s:find('.-.-.-.-.-.-b')"),
      std::string("local r = s:match('(.*)*b')"),
      std::string("for _ in s:gmatch('a*a*a*a*a*b') do end"),
      std::string("local r = s:gsub('.-.-.-.-b', '')"),
      std::string(
          "local r = s:find(('a?'):rep(100) .. ('a'):rep(100) .. 'b')"));
  const auto started = std::chrono::steady_clock::now();
  const auto error = sandbox.run("local s = string.rep('a', 20000)\n" + call);
  const auto took = std::chrono::steady_clock::now() - started;
  INFO(call);
  REQUIRE(error.has_value());
  CHECK_THAT(error->message, Contains("instruction budget"));
  CHECK(error->line == 2);
  CHECK(took < std::chrono::seconds(5));
  CHECK_FALSE(sandbox.run("assert(('ab'):find('b') == 2)"));
}

TEST_CASE("C work that grows with its arguments is charged to the budget",
          "[script][sandbox]") {
  Limits limits = script::testing::small_limits();
  limits.instructions = 2'000'000;
  limits.wall_clock = std::chrono::minutes(10);
  Sandbox sandbox(limits);
  const std::string code = GENERATE(
      std::string("table.move({}, 1, 1e12, 2)"),
      std::string("local t = {} for i = 1, 1e5 do t[i] = i end\n"
                  "while true do table.sort(t) end"),
      std::string("local t = {} for i = 1, 1e5 do t[i] = i end\n"
                  "while true do table.insert(t, 1, 0) "
                  "table.remove(t, 1) end"),
      std::string("local s = ('x'):rep(1 << 15)\n"
                  "while true do local t = s .. s end"),
      std::string("local t = {} for i = 1, 1e4 do t['k' .. i] = i end\n"
                  "while true do for k in pairs(t) do end end"));
  INFO(code);
  const auto error = sandbox.run(code);
  REQUIRE(error.has_value());
  CHECK_THAT(error->message, Contains("instruction budget"));
}

TEST_CASE("the clock is reported as a guard, not a rule", "[script][sandbox]") {
  Limits limits = script::testing::small_limits();
  limits.instructions = std::uint64_t{1} << 50;
  limits.wall_clock = std::chrono::milliseconds(30);
  Sandbox sandbox(limits);
  const auto error = sandbox.run("while true do end");
  REQUIRE(error.has_value());
  CHECK_THAT(error->message, Contains("time limit of 30 ms"));
  CHECK_THAT(error->message, Contains("last-resort guard"));
}
