// game.store and game.stored: what a mod keeps from one game to the next
// (script/mod_storage.hpp). The mod is the one whose code calls: the
// file of the calling function names it, so no mod reads or writes
// another's storage.
#include "script/lua_api/api.hpp"

#include "script/lua_api/binding.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/mod_storage.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

namespace wumpus::script {
namespace {

// The mod of the nearest Lua function calling (C functions such as pcall
// in between are passed over): "ghosts/ghost.lua" -> "ghosts",
// "ticker.lua" -> "ticker"; false for the built-in rules ("scripts/...")
// and for code that is no rule file's.
bool calling_mod(lua_State* L, char (&mod)[128]) {
  lua_Debug ar;
  int level = 1;
  for (; lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "S", &ar)) return false;
    if (std::strcmp(ar.what, "C") != 0) break;
  }
  if (!lua_getstack(L, level, &ar) || ar.source[0] != '@') return false;
  const char* file = ar.source + 1;
  const char* slash = std::strchr(file, '/');
  std::size_t length = slash ? static_cast<std::size_t>(slash - file) : 0;
  if (!slash) {
    const char* dot = std::strstr(file, ".lua");
    if (!dot) return false;
    length = static_cast<std::size_t>(dot - file);
  }
  if (length == 0 || length >= sizeof mod ||
      (slash && std::strncmp(file, "scripts/", 8) == 0))
    return false;
  std::memcpy(mod, file, length);
  mod[length] = '\0';
  return true;
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
  char mod[128];
  if (!calling_mod(L, mod))
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
  char mod[128];
  if (!calling_mod(L, mod))
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
