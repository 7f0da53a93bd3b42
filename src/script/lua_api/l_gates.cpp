#include "script/lua_api/l_gates.hpp"

#include "script/hook_table.hpp"
#include "script/lua_api/registry_keys.hpp"

#include <cstring>

namespace wumpus::script {
namespace {

void check_name(lua_State* L, const char* kind, const char* gate, int index) {
  if (lua_type(L, index) != LUA_TSTRING)
    luaL_error(L, "kind '%s': %s takes names of 1 to 64 bytes, not a %s", kind,
               gate, luaL_typename(L, index));
  size_t size = 0;
  lua_tolstring(L, index, &size);
  if (size == 0 || size > 64)
    luaL_error(L, "kind '%s': %s takes names of 1 to 64 bytes, not %d", kind,
               gate, static_cast<int>(size));
}

void check_near(lua_State* L, const char* kind) {
  if (lua_type(L, -1) != LUA_TTABLE) return check_name(L, kind, kNear, -1);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
  lua_Integer entries = 0;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    ++entries;
    lua_pop(L, 1);
  }
  if (count < 1 || count > kMaxNearKinds || entries != count)
    luaL_error(L, "kind '%s': near is a kind or a list of 1 to %d kinds", kind,
               kMaxNearKinds);
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, -1, i);
    check_name(L, kind, kNear, -1);
    lua_pop(L, 1);
  }
}

// Whether the hooks table at `fields` names a hook `gate` gates.
bool names_any(lua_State* L, int fields, Gate gate) {
  for (const HookSpec& hook : kHooks) {
    if (hook.gate != gate) continue;
    const bool named = lua_getfield(L, fields, hook.name.data()) != LUA_TNIL;
    lua_pop(L, 1);
    if (named) return true;
  }
  return false;
}

// Sets table[hook] = value (nil clears) in the entry's table `key`.
void set_in(lua_State* L, int entry, const char* key, int hook, int value) {
  if (lua_getfield(L, entry, key) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, entry, key);
  }
  lua_pushvalue(L, hook);
  lua_pushvalue(L, value);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

}  // namespace

void check_gate(lua_State* L, const char* kind, const char* name, int fields) {
  if (std::strcmp(name, kNear) == 0) {
    check_near(L, kind);
    if (!names_any(L, fields, Gate::Near))
      luaL_error(L,
                 "kind '%s': near gates on_enter and percepts, and this call "
                 "names neither",
                 kind);
  } else {
    check_name(L, kind, kTickWhile, -1);
    if (!names_any(L, fields, Gate::TickWhile))
      luaL_error(L,
                 "kind '%s': tick_while gates on_tick, and this call does not "
                 "name it",
                 kind);
  }
}

void push_gates(lua_State* L, int fields) {
  const int type = lua_getfield(L, fields, kNear);
  if (type == LUA_TSTRING) {
    lua_createtable(L, 1, 0);
    lua_insert(L, -2);
    lua_rawseti(L, -2, 1);
  } else if (type == LUA_TTABLE) {
    // A copy: the file cannot change the gate by changing its table.
    const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
    lua_createtable(L, static_cast<int>(count), 0);
    for (lua_Integer i = 1; i <= count; ++i) {
      lua_rawgeti(L, -2, i);
      lua_rawseti(L, -2, i);
    }
    lua_remove(L, -2);
  }
  lua_getfield(L, fields, kTickWhile);
}

void set_gates(lua_State* L, int entry, int gates) {
  const int hook = lua_gettop(L) - 1;
  const char* name = lua_tostring(L, hook);
  const bool removing = lua_isboolean(L, -1);
  lua_pushnil(L);
  const int none = lua_gettop(L);
  const HookSpec* spec = find_hook(name);
  const Gate gate = spec ? spec->gate : Gate::None;
  if (gate == Gate::Near)
    set_in(L, entry, kNears, hook, removing ? none : gates);
  else if (gate == Gate::TickWhile)
    set_in(L, entry, kTickFlags, hook, removing ? none : gates + 1);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
