#include "script/lua_api/mod_identity.hpp"

#include "script/lua_api/registry_keys.hpp"
#include "script/lua_state.hpp"

#include <cstring>

namespace wumpus::script {

void register_chunk(lua_State* L, const char* source, const char* mod) {
  LuaState::UncappedScope uncapped(LuaState::of(L));
  if (lua_getfield(L, LUA_REGISTRYINDEX, kChunkModsKey) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, kChunkModsKey);
  }
  lua_pushstring(L, mod);
  lua_setfield(L, -2, source);
  lua_pop(L, 1);
}

bool mod_of_source(lua_State* L, const char* source, ModName& mod) {
  // Lifted cap: the lookup may not fail with a memory error (and longjmp
  // over the scope's destructor).
  LuaState::UncappedScope uncapped(LuaState::of(L));
  const int top = lua_gettop(L);
  bool found = false;
  if (lua_getfield(L, LUA_REGISTRYINDEX, kChunkModsKey) == LUA_TTABLE &&
      lua_getfield(L, -1, source) == LUA_TSTRING) {
    std::size_t size = 0;
    const char* name = lua_tolstring(L, -1, &size);
    if (size < kModNameBuffer) {
      std::memcpy(mod, name, size + 1);
      found = true;
    }
  }
  lua_settop(L, top);
  return found;
}

bool mod_at_level(lua_State* L, int level, ModName& mod) {
  lua_Debug ar;
  for (; lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "S", &ar)) return false;
    if (std::strcmp(ar.what, "C") != 0) return mod_of_source(L, ar.source, mod);
  }
  return false;
}

void calling_owner(lua_State* L, ModName& mod) {
  if (!mod_at_level(L, 1, mod)) mod[0] = '\0';
}

bool is_known_mod(lua_State* L, const char* mod) {
  LuaState::UncappedScope uncapped(LuaState::of(L));
  const int top = lua_gettop(L);
  bool known = false;
  if (lua_getfield(L, LUA_REGISTRYINDEX, kChunkModsKey) == LUA_TTABLE)
    for (lua_pushnil(L); !known && lua_next(L, top + 1) != 0; lua_pop(L, 1))
      known = lua_type(L, -1) == LUA_TSTRING &&
              std::strcmp(lua_tostring(L, -1), mod) == 0;
  lua_settop(L, top);
  return known;
}

const char* describe_mod(lua_State* L, const char* mod) {
  LuaState::UncappedScope uncapped(LuaState::of(L));
  if (mod[0] == '\0') return lua_pushliteral(L, "the built-in rules");
  return lua_pushfstring(L, "mod '%s'", mod);
}

}  // namespace wumpus::script
