// What every C++ function callable from Lua shares. Lua errors longjmp,
// so a binding checks its arguments first (plain values only), then runs
// its C++ work through call_binding: C++ exceptions are caught and turned
// into a Lua error raised after every C++ object is gone, and the memory
// cap is lifted while results are pushed so pushing cannot longjmp; what
// they took is charged to the cap once the C++ work is over.
#pragma once

#include "game/world/world.hpp"
#include "script/lua_state.hpp"

#include <lua.hpp>

#include <cstdio>
#include <exception>

namespace wumpus::script {

template <typename Body>
int call_binding(lua_State* L, Body&& body) {
  char failure[256] = "";
  int results = 0;
  {
    LuaState::UncappedScope uncapped(LuaState::of(L));
    try {
      results = body();
    } catch (const std::exception& error) {
      std::snprintf(failure, sizeof failure, "%s", error.what());
    } catch (...) {
      std::snprintf(failure, sizeof failure, "unknown C++ exception");
    }
  }
  if (failure[0] != '\0') return luaL_error(L, "internal error: %s", failure);
  LuaState::of(L).charge_memory(L);
  return results;
}

// The world of the running hook; a Lua error outside hooks (while a rule
// file loads, say), where no world exists.
game::World& world_of(lua_State* L);
// The same, for bindings that change the world (random draws included):
// a Lua error inside a hook that must not change it (percepts).
game::World& mutable_world_of(lua_State* L);

// Argument checks: a Lua error naming the argument when it is not a room
// of this cave, a thing or a player of this world.
game::RoomId check_room(lua_State* L, int arg, const game::World& world);
game::ThingId check_thing(lua_State* L, int arg, const game::World& world);
game_api::PlayerId check_player(lua_State* L, int arg,
                                const game::World& world);

// Values of properties and variables: booleans, integers, floats and
// strings (nil clears). check_value raises an argument error for any
// other type; to_value converts a checked one (inside call_binding).
void push_value(lua_State* L, const game::Value* value);
void check_value(lua_State* L, int arg);
game::Value to_value(lua_State* L, int arg);
// Pushes each id as a Lua sequence.
template <typename Ids>
void push_ids(lua_State* L, const Ids& ids) {
  lua_createtable(L, static_cast<int>(ids.size()), 0);
  lua_Integer i = 0;
  for (auto id : ids) {
    lua_pushinteger(L, static_cast<lua_Integer>(id));
    lua_rawseti(L, -2, ++i);
  }
}

// Registers functions into the table on top of the stack.
void set_functions(lua_State* L, const luaL_Reg* functions);

}  // namespace wumpus::script
