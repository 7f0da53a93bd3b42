// A sandboxed Lua state with a tiny world lent to it, for tests that run
// snippets of Lua through the guarded call path.
#pragma once

#include "game/world/world.hpp"
#include "script/cpp_api/protected_call.hpp"
#include "script/cpp_api/world_scope.hpp"
#include "script/lua_state.hpp"
#include "script/sandbox.hpp"

#include <memory>
#include <optional>
#include <string>

namespace wumpus::script::testing {

inline Limits small_limits() {
  Limits limits;
  limits.memory_bytes = std::size_t{4} << 20;
  limits.instructions = 2'000'000;
  limits.wall_clock = std::chrono::milliseconds(2000);
  limits.max_string_bytes = std::size_t{1} << 16;
  return limits;
}

inline game::World tiny_world(std::uint64_t seed = 1) {
  auto topology =
      std::make_shared<const maze::Topology>(maze::Topology::grid(3, 3));
  auto maze = std::make_shared<maze::Maze>(topology);
  maze->open_all();
  maze->entrance = topology->first_room();
  maze->exit = topology->last_room();
  return game::World(maze, maze::Random(seed), {});
}

struct Sandbox {
  explicit Sandbox(const Limits& limits = small_limits())
      : lua(limits), world(tiny_world()) {
    open_sandbox(lua);
    lua.log = [this](std::string_view text) { printed += text; };
  }

  // Runs `code` as a chunk named "=snippet" in a fresh environment with
  // the world lent; returns the error, or nothing on success. The results
  // are dropped; the Lua stack must be as it was.
  std::optional<game::RuleError> run(const std::string& code,
                                     int* stack_change = nullptr) {
    lua_State* L = lua.get();
    const int top = lua_gettop(L);
    std::optional<game::RuleError> failure;
    if (luaL_loadbufferx(L, code.data(), code.size(), "=snippet", "t") !=
        LUA_OK) {
      game::RuleError error;
      error.message = lua_tostring(L, -1);
      lua_pop(L, 1);
      return error;
    }
    push_environment(L);
    lua_setupvalue(L, -2, 1);
    WorldScope scope(lua, world);
    game::RuleError error;
    if (protected_call(lua, 0, 0, "test", &error))
      failure.reset();
    else
      failure = error;
    if (stack_change) *stack_change = lua_gettop(L) - top;
    return failure;
  }

  LuaState lua;
  game::World world;
  std::string printed;
};

}  // namespace wumpus::script::testing
