// What `wumpus mod check` and `wumpus mod list` ask of the rules beyond
// playing: the globals read but never set, the heap the rules keep
// between games, and the kinds each mod changed after another had them.
#include "script/lua_api/registry_keys.hpp"
#include "script/lua_rules.hpp"
#include "script/lua_rules_impl.hpp"
#include "script/stack_guard.hpp"

#include <algorithm>

namespace wumpus::script {

void LuaRules::note_unset_reads() {
  lua_State* L = impl_->lua.get();
  StackGuard guard(L);
  LuaState::UncappedScope uncapped(impl_->lua);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kUnsetReadsKey);
}

std::vector<std::string> LuaRules::unset_reads() const {
  lua_State* L = impl_->lua.get();
  StackGuard guard(L);
  std::vector<std::string> reads;
  if (lua_getfield(L, LUA_REGISTRYINDEX, kUnsetReadsKey) != LUA_TTABLE)
    return reads;
  for (lua_pushnil(L); lua_next(L, -2) != 0; lua_pop(L, 1))
    if (lua_type(L, -2) == LUA_TSTRING) reads.emplace_back(lua_tostring(L, -2));
  std::sort(reads.begin(), reads.end());
  return reads;
}

std::map<std::string, std::vector<std::string>> LuaRules::overrides() const {
  lua_State* L = impl_->lua.get();
  StackGuard guard(L);
  std::map<std::string, std::vector<std::string>> found;
  lua_getfield(L, LUA_REGISTRYINDEX, kOverridesKey);
  for (lua_pushnil(L); lua_next(L, -2) != 0; lua_pop(L, 1)) {
    auto& kinds = found[lua_tostring(L, -2)];
    for (lua_pushnil(L); lua_next(L, -2) != 0; lua_pop(L, 1))
      kinds.emplace_back(lua_tostring(L, -2));
    std::sort(kinds.begin(), kinds.end());
  }
  return found;
}

std::size_t LuaRules::kept_heap_bytes() const {
  lua_gc(impl_->lua.get(), LUA_GCCOLLECT);
  return impl_->lua.memory_used();
}

}  // namespace wumpus::script
