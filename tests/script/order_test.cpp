// pairs and next in one documented order (lua_api/l_order.cpp): the same
// in every process, whatever the order keys were added in.
#include "sandbox_fixture.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace wumpus;
using Catch::Matchers::Contains;
using wumpus::script::testing::Sandbox;

TEST_CASE("pairs runs numbers, then strings, then booleans, in order",
          "[script][sandbox][order]") {
  Sandbox sandbox;
  REQUIRE_FALSE(sandbox.run(R"lua(
    local a, b = {}, {}
    local keys = { 'pear', 3, true, 'apple', -1.5, 10, false, 'Zoo', 1, 'a' }
    for i = 1, #keys do a[keys[i]] = i end
    for i = #keys, 1, -1 do b[keys[i]] = i end
    local function walk(t, step)
      local out = {}
      for k, v in step(t) do out[#out + 1] = tostring(k) .. '=' .. v end
      return table.concat(out, ' ')
    end
    local function by_next(t) return next, t, nil end
    print(walk(a, pairs), walk(b, pairs) == walk(a, pairs),
          walk(a, by_next) == walk(a, pairs))
  )lua"));
  CHECK(sandbox.printed ==
        "snippet:12: -1.5=5 1=9 3=2 10=6 Zoo=8 a=10 apple=4 pear=1 false=7 "
        "true=3\ttrue\ttrue");
}

TEST_CASE("pairs skips keys cleared on the way and honours __pairs",
          "[script][sandbox][order]") {
  Sandbox sandbox;
  CHECK_FALSE(sandbox.run(R"lua(
    local t = { x = 1, y = 2, z = 3 }
    local seen = {}
    for k in pairs(t) do seen[#seen + 1] = k; t.y = nil end
    assert(table.concat(seen) == 'xz', table.concat(seen))
    local proxy = setmetatable({}, { __pairs = function()
      return function(_, k) if not k then return 'only', 1 end end, nil, nil
    end })
    for k, v in pairs(proxy) do assert(k == 'only' and v == 1) end
    local n = 0
    for name in pairs(string) do n = n + 1 end
    assert(n > 10)
    assert(next({}) == nil)
  )lua"));
}

TEST_CASE("tables keyed by tables or functions are refused, not shuffled",
          "[script][sandbox][order]") {
  Sandbox sandbox;
  const std::string loop = GENERATE(
      std::string("for k in pairs({ [{}] = 1 }) do end"),
      std::string("next({ [print] = 1 })"), std::string("next({ a = 1 }, {})"));
  const auto error = sandbox.run(loop);
  REQUIRE(error.has_value());
  CHECK_THAT(error->message,
             Contains("no order that is the same in every run"));
}

TEST_CASE("pairs order is the same in separate processes",
          "[script][mods][order]") {
  // Lua seeds its string hashes from the clock and addresses, so plain
  // next would walk these keys in a different order in each process.
  const auto dir = std::filesystem::temp_directory_path() /
                   ("wumpus-order-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir / "mods");
  std::ofstream(dir / "mods" / "order.lua") << R"lua(
game.register("order", { on_turn = function(player)
  local t = {}
  for i = 1, 200 do t["key" .. i * 7919 % 1000] = i end
  local out = {}
  for k in pairs(t) do out[#out + 1] = k end
  game.message(player, "info", "order: " .. table.concat(out, ","))
end })
)lua";
  const auto run = [&](int n) {
    const std::string out = (dir / ("out" + std::to_string(n))).string();
    const std::string command =
        "cd '" + dir.string() + "' && echo wait | WUMPUS_DATA_DIR='" +
        WUMPUS_SOURCE_DIR + "' XDG_DATA_HOME='" + dir.string() + "/xdg' '" +
        WUMPUS_BINARY + "' play --headless --seed 3 --mods mods >'" + out +
        "' 2>&1";
    REQUIRE(std::system(command.c_str()) == 0);
    std::ifstream in(out);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  };
  const std::string first = run(1), second = run(2);
  std::filesystem::remove_all(dir);
  CHECK_THAT(first, Contains("order: key"));
  CHECK(first == second);
}
