// game.export and game.import: what a mod publishes for the mods that
// depend on it. A dependent reads an export through a view it cannot
// write, and every table reached through that view is a view too, so no
// mod rewrites another's tables; an exported function runs as the
// exporting mod's own code.
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/registry_keys.hpp"

namespace wumpus::script {
namespace {

int refuse_export_write(lua_State* L) {
  return luaL_error(L,
                    "an imported table is read-only: it belongs to the mod "
                    "that exported it");
}

void push_view(lua_State* L, int target);

// A view's __index (upvalue: the table behind it).
int view_index(lua_State* L) {
  lua_pushvalue(L, 2);
  if (lua_gettable(L, lua_upvalueindex(1)) == LUA_TTABLE)
    push_view(L, lua_gettop(L));
  return 1;
}

int view_len(lua_State* L) {
  lua_len(L, lua_upvalueindex(1));
  return 1;
}

// The iterator pairs gives for a view (upvalues: the table, the
// sandbox's ordered next): the table's keys in order, tables as views.
int view_next(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 2);
  lua_call(L, 2, 2);
  if (lua_isnil(L, -2)) return 1;
  if (lua_type(L, -1) == LUA_TTABLE) {
    push_view(L, lua_gettop(L));
    lua_replace(L, -2);
  }
  return 2;
}

int view_pairs(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushcclosure(L, view_next, 2);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

// Pushes the view of the table at `target` (made once, then reused).
void push_view(lua_State* L, int target) {
  target = lua_absindex(L, target);
  lua_getfield(L, LUA_REGISTRYINDEX, kExportViewsKey);
  const int views = lua_gettop(L);
  lua_pushvalue(L, target);
  if (lua_rawget(L, views) == LUA_TTABLE) {
    lua_remove(L, views);
    return;
  }
  lua_pop(L, 1);
  lua_newtable(L);
  lua_createtable(L, 0, 5);
  lua_pushvalue(L, target);
  lua_pushcclosure(L, view_index, 1);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, refuse_export_write);
  lua_setfield(L, -2, "__newindex");
  lua_pushvalue(L, target);
  lua_pushcclosure(L, view_len, 1);
  lua_setfield(L, -2, "__len");
  lua_pushvalue(L, target);
  lua_getglobal(L, "next");
  lua_pushcclosure(L, view_pairs, 2);
  lua_setfield(L, -2, "__pairs");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_getfield(L, LUA_REGISTRYINDEX, kSealedKey);  // no rawset either
  lua_pushvalue(L, -2);
  lua_pushboolean(L, 1);
  lua_rawset(L, -3);
  lua_pop(L, 1);
  lua_pushvalue(L, target);
  lua_pushvalue(L, -2);
  lua_rawset(L, views);
  lua_remove(L, views);
}

// The mod whose file is loading: a Lua error naming `what` outside a
// load, or for the built-in rules.
const char* loading_mod(lua_State* L, const char* what) {
  lua_getfield(L, LUA_REGISTRYINDEX, kLoadingKey);
  const bool loading = lua_type(L, -1) == LUA_TSTRING;
  lua_pop(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, kLoadingModKey);
  const char* mod = lua_tostring(L, -1);
  lua_pop(L, 1);  // the registry keeps the string alive
  if (!loading || mod == nullptr || mod[0] == '\0')
    luaL_error(L, "%s: only a mod's file, while it loads", what);
  return mod;
}

// game.export(key, value): publishes value under key for the mods that
// depend on this one.
int l_export(lua_State* L) {
  const char* mod = loading_mod(L, "game.export");
  luaL_checkstring(L, 1);
  luaL_checkany(L, 2);
  lua_getfield(L, LUA_REGISTRYINDEX, kExportsKey);
  if (lua_getfield(L, -1, mod) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, mod);
  }
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 2);
  lua_rawset(L, -3);
  return 0;
}

// game.import(mod): a read-only view of what `mod` exported, for a mod
// that depends on it; nil when it is absent (an optional dependency) or
// exports nothing.
int l_import(lua_State* L) {
  const char* mod = loading_mod(L, "game.import");
  const char* from = luaL_checkstring(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, kLoadingDependsKey);
  if (lua_getfield(L, -1, from) == LUA_TNIL)
    return luaL_error(L,
                      "game.import('%s'): mod %s does not depend on it (add "
                      "it to depends or optional_depends in mod.conf)",
                      from, mod);
  lua_getfield(L, LUA_REGISTRYINDEX, kExportsKey);
  if (lua_getfield(L, -1, from) != LUA_TTABLE) {
    lua_pushnil(L);
    return 1;
  }
  push_view(L, -1);
  return 1;
}

const luaL_Reg kExports[] = {
    {"export", l_export},
    {"import", l_import},
    {nullptr, nullptr},
};

}  // namespace

void open_exports(lua_State* L) {
  lua_newtable(L);  // the views' table is open_base's
  lua_setfield(L, LUA_REGISTRYINDEX, kExportsKey);
  lua_getglobal(L, "game");
  set_functions(L, kExports);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
