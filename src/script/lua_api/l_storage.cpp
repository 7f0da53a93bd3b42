// game.store and game.stored: what a mod keeps from one game to the next
// (script/mod_storage.hpp). The mod is the one whose code calls, known
// from the chunk that defined it (never from a name a script chose), so
// no mod reads or writes another's storage.
#include "script/lua_api/api.hpp"

#include "script/lua_api/binding.hpp"
#include "script/lua_api/mod_identity.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/mod_storage.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

namespace wumpus::script {
namespace {

// The mod whose code calls (mod_identity.hpp): false for the built-in
// rules, which keep nothing across games.
bool storage_owner(lua_State* L, ModName& mod) {
  return mod_at_level(L, 1, mod) && mod[0] != '\0';
}

ModStorage& storage_of(lua_State* L) {
  lua_getfield(L, LUA_REGISTRYINDEX, kModStorageKey);
  auto* storage = static_cast<ModStorage*>(lua_touserdata(L, -1));
  lua_pop(L, 1);
  if (!storage) luaL_error(L, "mod storage is not available here");
  return *storage;
}

const char* check_key(lua_State* L, const char* function) {
  std::size_t size = 0;
  const char* key = luaL_checklstring(L, 1, &size);
  if (size == 0 || size > ModStorage::kMaxKeyBytes)
    luaL_error(L, "%s: a key is 1 to %d bytes", function,
               static_cast<int>(ModStorage::kMaxKeyBytes));
  return key;
}

// game.stored(key) -> the value this mod stored under key, or nil.
int l_stored(lua_State* L) {
  world_of(L);  // in hooks only, like the rest of the API
  ModStorage& storage = storage_of(L);
  const char* key = check_key(L, "game.stored");
  ModName mod;
  if (!storage_owner(L, mod))
    return luaL_error(L, "game.stored: only a mod's own code has storage");
  return call_binding(L, [&] {
    push_value(L, storage.get(mod, key));
    return 1;
  });
}

// game.store(key, value): keeps a boolean, number or string (nil
// removes it) for the next games; written to the mod's file at once.
int l_store(lua_State* L) {
  world_of(L);
  ModStorage& storage = storage_of(L);
  const char* key = check_key(L, "game.store");
  check_value(L, 2);
  luaL_argcheck(L, !lua_isnumber(L, 2) || std::isfinite(lua_tonumber(L, 2)), 2,
                "must be a finite number");
  ModName mod;
  if (!storage_owner(L, mod))
    return luaL_error(L, "game.store: only a mod's own code has storage");
  char refused[512] = "";
  const int results = call_binding(L, [&] {
    std::optional<game::Value> value;
    if (!lua_isnil(L, 2)) value = to_value(L, 2);
    std::string error;
    if (!storage.set(mod, key, std::move(value), &error))
      std::snprintf(refused, sizeof refused, "%s", error.c_str());
    return 0;
  });
  if (refused[0] != '\0') return luaL_error(L, "game.store: %s", refused);
  return results;
}

const luaL_Reg kStorage[] = {
    {"stored", l_stored},
    {"store", l_store},
    {nullptr, nullptr},
};

}  // namespace

void open_storage(lua_State* L) {
  lua_getglobal(L, "game");
  set_functions(L, kStorage);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
