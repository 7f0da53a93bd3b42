#include "script/sandbox.hpp"

#include "script/lua_api/api.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/stack_guard.hpp"

#include <cstddef>
#include <cstring>

namespace wumpus::script {
namespace {

int refuse_library_write(lua_State* L) {
  return luaL_error(L,
                    "library tables are read-only (rules keep their state "
                    "in the world)");
}

// __pairs of a proxy: the sandbox's ordered pairs over the table behind
// it (upvalues: pairs, table), handing out the proxy as the state, never
// the table: `local _, g = pairs(game)` would write through it. The
// ordered iterator reads its table from its own upvalues.
int proxy_pairs(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_call(L, 1, 1);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

// Marks the table at `index` as one rawset must not write (see l_base).
void seal(lua_State* L, int index) {
  index = lua_absindex(L, index);
  lua_getfield(L, LUA_REGISTRYINDEX, kSealedKey);
  lua_pushvalue(L, index);
  lua_pushboolean(L, 1);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

// Pushes a metatable whose reads and pairs() go to the table at `target`.
void push_forwarding_metatable(lua_State* L, int target) {
  lua_createtable(L, 0, 4);
  lua_pushvalue(L, target);
  lua_setfield(L, -2, "__index");
  lua_getglobal(L, "pairs");
  lua_pushvalue(L, target);
  lua_pushcclosure(L, proxy_pairs, 2);
  lua_setfield(L, -2, "__pairs");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
}

void make_read_only(lua_State* L, const char* library) {
  lua_getglobal(L, library);
  const int target = lua_gettop(L);
  lua_newtable(L);
  push_forwarding_metatable(L, target);
  lua_pushcfunction(L, refuse_library_write);
  lua_setfield(L, -2, "__newindex");
  lua_setmetatable(L, -2);
  seal(L, -1);
  lua_setglobal(L, library);
  lua_pop(L, 1);
}

// __newindex of an environment (upvalue: its storage table).
int environment_write(lua_State* L) {
  lua_getmetatable(L, 1);
  lua_getfield(L, -1, "frozen");
  if (lua_toboolean(L, -1))
    return luaL_error(L,
                      "cannot set global '%s' after the rule file has "
                      "loaded: rules keep their state in the world "
                      "(game.set_variable, game.set_property)",
                      (push_text(L, 2), lua_tostring(L, -1)));
  lua_settop(L, 3);
  lua_rawset(L, lua_upvalueindex(1));
  return 0;
}

int refuse_global_write(lua_State* L) {
  return luaL_error(L, "the sandbox's globals are read-only");
}

// Globals of standard Lua that the sandbox leaves out: reading one is an
// error saying so, not a nil to index later ("attempt to index a nil
// value (global 'os')" sends modders looking for a typo).
// (Names only older Lua had, such as unpack, stay plain nils: mods test
// them in `local unpack = unpack or table.unpack`.)
constexpr const char* kRemoved[] = {"io",     "os",       "debug", "package",
                                    "dofile", "loadfile", "warn"};

// Notes where a global nobody set was read (`wumpus mod check` lists
// them: mostly a misspelt name or a missing `local`), once it asked.
void note_unset_read(lua_State* L) {
  if (lua_getfield(L, LUA_REGISTRYINDEX, kUnsetReadsKey) != LUA_TTABLE) {
    lua_pop(L, 1);
    return;
  }
  const int reads = lua_gettop(L);
  lua_Integer count = 0;
  for (lua_pushnil(L); lua_next(L, reads) != 0; lua_pop(L, 1)) ++count;
  if (count < kMaxUnsetReads) {
    // Only Lua's own strings here: a failing push must not skip a C++
    // destructor.
    luaL_where(L, 1);  // "file:line: " of the reading function, or ""
    std::size_t length = 0;
    const char* where = lua_tolstring(L, -1, &length);
    if (length > 2) {
      lua_pushlstring(L, where, length - 2);
      lua_pushfstring(L, "%s (%s)", lua_tostring(L, 2), lua_tostring(L, -1));
    } else {
      lua_pushvalue(L, 2);
    }
    lua_pushboolean(L, 1);
    lua_rawset(L, reads);
  }
  lua_settop(L, reads - 1);
}

int refuse_removed_global(lua_State* L) {
  if (lua_type(L, 2) != LUA_TSTRING) return 0;
  for (const char* name : kRemoved)
    if (std::strcmp(lua_tostring(L, 2), name) == 0)
      return luaL_error(L,
                        "%s is not available: rules run in a sandbox "
                        "without files, processes or the debug library "
                        "(see \"The sandbox\" in scripts/README.md)",
                        name);
  note_unset_read(L);
  return 0;
}

}  // namespace

void open_sandbox(LuaState& lua) {
  lua_State* L = lua.get();
  StackGuard guard(L);
  LuaState::UncappedScope uncapped(lua);  // no allocation may fail here
  const luaL_Reg libraries[] = {
      {LUA_GNAME, luaopen_base},       {LUA_STRLIBNAME, luaopen_string},
      {LUA_TABLIBNAME, luaopen_table}, {LUA_MATHLIBNAME, luaopen_math},
      {LUA_UTF8LIBNAME, luaopen_utf8}, {LUA_COLIBNAME, luaopen_coroutine},
  };
  for (const luaL_Reg& library : libraries) {
    luaL_requiref(L, library.name, library.func, 1);
    lua_pop(L, 1);
  }
  open_api(L);
  for (const char* library :
       {"string", "table", "math", "utf8", "coroutine", "game"})
    make_read_only(L, library);
  // Strings share one metatable; hide it so no script can redirect
  // ("").method for every other script.
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
  lua_pushglobaltable(L);
  lua_createtable(L, 0, 3);
  lua_pushcfunction(L, refuse_global_write);
  lua_setfield(L, -2, "__newindex");
  lua_pushcfunction(L, refuse_removed_global);
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  seal(L, -1);
}

void push_environment(lua_State* L) {
  lua_newtable(L);
  const int environment = lua_gettop(L);
  lua_newtable(L);
  const int storage = lua_gettop(L);
  lua_createtable(L, 0, 2);
  lua_pushglobaltable(L);
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, storage);
  lua_pushvalue(L, environment);
  lua_setfield(L, storage, "_G");
  push_forwarding_metatable(L, storage);
  lua_pushvalue(L, storage);
  lua_pushcclosure(L, environment_write, 1);
  lua_setfield(L, -2, "__newindex");
  lua_setmetatable(L, environment);
  seal(L, environment);
  lua_settop(L, environment);
}

void freeze_environment(lua_State* L, int index) {
  if (!lua_getmetatable(L, index)) return;
  lua_pushboolean(L, 1);
  lua_setfield(L, -2, "frozen");
  lua_pop(L, 1);
}

}  // namespace wumpus::script
