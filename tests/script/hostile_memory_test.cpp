// Mods against the memory cap: what bindings copy out of the world counts,
// no pcall, xpcall or coroutine keeps a call going past the cap, and the
// garbage one call leaves does not fail the next.
#include "sandbox_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::script;
using Catch::Matchers::Contains;
using wumpus::script::testing::Sandbox;

namespace {

// A 512 KiB world variable, outside Lua's heap until a binding copies it.
constexpr const char* kBigVariable =
    "local s = string.rep('x', 65536) s = s .. s s = s .. s s = s .. s\n"
    "game.set_variable('big', s)\n";

}  // namespace

TEST_CASE("what a binding copies out of the world is charged to the cap",
          "[script][sandbox][hostile]") {
  Sandbox sandbox;
  REQUIRE_FALSE(sandbox.run(kBigVariable));
  // The table is grown first, so only the copies allocate: 64 copies of
  // 512 KiB are 32 MiB under a 4 MiB cap.
  const auto error = sandbox.run(
      "local t = {} for i = 1, 64 do t[i] = true end\n"
      "for i = 1, 64 do t[i] = game.variable('big') end");
  REQUIRE(error);
  CHECK_THAT(error->message, Contains("memory cap of 4 MiB"));
  CHECK(sandbox.lua.memory_used() < (std::size_t{5} << 20));
  CHECK_FALSE(sandbox.run("assert(#game.variable('big') == 524288)"));
}

TEST_CASE("no coroutine, pcall or xpcall swallows the memory cap",
          "[script][sandbox][hostile]") {
  const std::string swallow = GENERATE(
      std::string("local co = coroutine.create(function() local t = {}\n"
                  "  while true do t[#t + 1] = {} end end)\n"
                  "coroutine.resume(co)"),
      std::string("pcall(coroutine.wrap(function() local t = {}\n"
                  "  while true do t[#t + 1] = {} end end))"),
      std::string("local co = coroutine.create(function() local t = {}\n"
                  "  while true do t[#t + 1] = string.rep('a', 60000) .. #t\n"
                  "  end end)\ncoroutine.resume(co)"),
      std::string("xpcall(function() local t = {}\n"
                  "  while true do t[#t + 1] = {} end end, function() end)"));
  Sandbox sandbox;
  CAPTURE(swallow);
  const auto error = sandbox.run(swallow + "\nerror('swallowed')");
  REQUIRE(error);
  CHECK_THAT(error->message, Contains("memory cap"));
}

TEST_CASE("garbage a coroutine left does not fail the next call",
          "[script][sandbox][hostile]") {
  Sandbox sandbox;
  for (int round = 0; round < 5; ++round) {
    CAPTURE(round);
    CHECK_FALSE(sandbox.run(
        "local co = coroutine.create(function() local t = {}\n"
        "  for i = 1, 45 do t[i] = string.rep('g', 60000) .. i end end)\n"
        "assert(coroutine.resume(co))"));
    CHECK_FALSE(sandbox.run(
        "local t = {} for i = 1, 20 do t[i] = string.rep('y', 65000) end"));
  }
}
