// Lua calls C++: game.register, by which each rule file declares an object
// kind and its hooks, and game.emit, by which one kind's rules raise a
// custom event other kinds hook (an arrow hitting something, say).
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/registry_keys.hpp"

#include <cstring>

namespace wumpus::script {
namespace {

bool is_engine_hook(const char* name) {
  for (const char* hook : kEngineHooks)
    if (std::strcmp(name, hook) == 0) return true;
  return false;
}

bool is_custom_event(const char* name) {
  return std::strncmp(name, "on_", 3) == 0 && name[3] != '\0';
}

// Checks every field of the hooks table (argument 2) before anything is
// registered, so a bad registration changes nothing.
void check_hooks(lua_State* L, const char* kind) {
  lua_pushnil(L);
  while (lua_next(L, 2)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      luaL_error(L, "kind '%s': hook names must be strings", kind);
    const char* name = lua_tostring(L, -2);
    if (std::strcmp(name, kSetupOrder) == 0) {
      if (!lua_isnumber(L, -1))
        luaL_error(L, "kind '%s': setup_order must be a number", kind);
    } else if (!is_engine_hook(name) && !is_custom_event(name)) {
      luaL_error(
          L,
          "kind '%s': unknown hook '%s' (engine hooks: setup, "
          "on_enter, percepts, shoot, take, use, reach_exit, on_turn, on_tick; "
          "custom events start with on_)",
          kind, name);
    } else if (!lua_isfunction(L, -1) &&
               !(lua_isboolean(L, -1) && !lua_toboolean(L, -1))) {
      luaL_error(L,
                 "kind '%s': hook '%s' must be a function (or false to "
                 "remove it), not a %s",
                 kind, name, luaL_typename(L, -1));
    }
    lua_pop(L, 1);
  }
}

// game.register(kind, hooks): declares a kind, or changes one registered
// by an earlier file: the hooks named replace the old ones (false removes
// one), the others stay.
int l_register(lua_State* L) {
  size_t size = 0;
  const char* kind = luaL_checklstring(L, 1, &size);
  luaL_argcheck(
      L,
      size > 0 && size <= 64 &&
          std::strspn(kind, "abcdefghijklmnopqrstuvwxyz0123456789_") == size,
      1, "a kind is 1 to 64 lowercase letters, digits or _");
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_getfield(L, LUA_REGISTRYINDEX, kLoadingKey);
  if (!lua_toboolean(L, -1))
    return luaL_error(L,
                      "game.register may only be called while a rule "
                      "file loads, not from a hook");
  lua_pop(L, 1);
  check_hooks(L, kind);

  lua_getfield(L, LUA_REGISTRYINDEX, kKindIndexKey);
  const int index = lua_gettop(L);
  if (lua_getfield(L, index, kind) == LUA_TNIL) {
    lua_pop(L, 1);
    lua_createtable(L, 0, 3);
    lua_pushvalue(L, 1);
    lua_setfield(L, -2, "kind");
    lua_newtable(L);
    lua_setfield(L, -2, "hooks");
    lua_pushinteger(L, kDefaultSetupOrder);
    lua_setfield(L, -2, kSetupOrder);
    lua_pushvalue(L, -1);
    lua_setfield(L, index, kind);
    lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
    lua_pushvalue(L, -2);
    lua_rawseti(L, -2, static_cast<lua_Integer>(lua_rawlen(L, -2)) + 1);
    lua_pop(L, 1);
  }
  const int entry = lua_gettop(L);
  lua_getfield(L, entry, "hooks");
  const int hooks = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, 2)) {
    const char* name = lua_tostring(L, -2);
    if (std::strcmp(name, kSetupOrder) == 0) {
      lua_setfield(L, entry, kSetupOrder);
      continue;
    }
    if (lua_isboolean(L, -1)) {
      lua_pop(L, 1);
      lua_pushnil(L);
    }
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, hooks);
  }
  return 0;
}

// game.emit(event, ...): calls hook `event` of every kind that has one, in
// load order, with the remaining arguments.
int l_emit(lua_State* L) {
  const char* event = luaL_checkstring(L, 1);
  luaL_argcheck(L, is_custom_event(event) && !is_engine_hook(event), 1,
                "custom events start with on_ and are not engine hooks");
  world_of(L);
  const int nargs = lua_gettop(L) - 1;
  lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
  const int kinds = lua_gettop(L);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, kinds));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, kinds, i);
    lua_getfield(L, -1, "hooks");
    if (lua_getfield(L, -1, event) == LUA_TFUNCTION) {
      luaL_checkstack(L, nargs, "too many arguments");
      for (int arg = 2; arg <= nargs + 1; ++arg) lua_pushvalue(L, arg);
      lua_call(L, nargs, 0);
    } else {
      lua_pop(L, 1);
    }
    lua_pop(L, 2);
  }
  return 0;
}

const luaL_Reg kRules[] = {
    {"register", l_register},
    {"emit", l_emit},
    {nullptr, nullptr},
};

}  // namespace

void open_rules(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kKindsKey);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kKindIndexKey);
  lua_getglobal(L, "game");
  set_functions(L, kRules);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
