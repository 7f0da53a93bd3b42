// Lua calls C++: game.emit, by which one kind's rules raise a custom event
// other kinds hook (an arrow hitting something), each kind's hook by
// priority, then load order.
#include "script/hook_table.hpp"
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/nearest_name.hpp"

#include <cstring>
#include <string>
#include <vector>

namespace wumpus::script {
namespace {

// Once per event: a mod's game.emit that no kind hooks (a misspelt name,
// most often) goes to the mods log, with the nearest event hooked. The
// built-in rules raise on_hit and on_miss whether or not anyone listens.
void warn_unhooked(lua_State* L, const char* event, int kinds) {
  lua_Debug ar;
  if (!lua_getstack(L, 1, &ar) || !lua_getinfo(L, "Sl", &ar) ||
      std::strncmp(ar.short_src, "scripts/", 8) == 0)
    return;
  lua_getfield(L, LUA_REGISTRYINDEX, kWarnedEventsKey);
  if (lua_getfield(L, -1, event) != LUA_TNIL) return;
  lua_pushboolean(L, 1);
  lua_setfield(L, -3, event);
  // Reading the kinds raises no Lua error: only C++ can fail in here.
  call_binding(L, [&] {
    std::vector<std::string> hooked;
    const auto count = static_cast<lua_Integer>(lua_rawlen(L, kinds));
    for (lua_Integer i = 1; i <= count; ++i) {
      lua_rawgeti(L, kinds, i);
      lua_getfield(L, -1, "hooks");
      lua_pushnil(L);
      while (lua_next(L, -2)) {
        lua_pop(L, 1);
        const char* name = lua_tostring(L, -1);
        if (is_custom_event(name) && !is_engine_hook(name))
          hooked.emplace_back(name);
      }
      lua_pop(L, 2);
    }
    LuaState::of(L).log(
        std::string(ar.short_src) + ":" + std::to_string(ar.currentline) +
        ": warning: game.emit('" + event + "'): no kind hooks this event" +
        did_you_mean(event, hooked));
    return 0;
  });
}

// The lowest priority above `above` among the kinds hooking `event` (the
// kind entries at `kinds`); false when there is none.
bool next_priority(lua_State* L, int kinds, const char* event, bool first,
                   lua_Number above, lua_Number* next) {
  bool found = false;
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, kinds));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, kinds, i);
    lua_getfield(L, -1, "hooks");
    if (lua_getfield(L, -1, event) == LUA_TFUNCTION) {
      lua_getfield(L, -3, kPriorities);
      lua_getfield(L, -1, event);
      const lua_Number priority = lua_tonumber(L, -1);
      if ((first || priority > above) && (!found || priority < *next)) {
        *next = priority;
        found = true;
      }
      lua_pop(L, 2);
    }
    lua_pop(L, 3);
  }
  return found;
}

// game.emit(event, ...): calls hook `event` of every kind that has one, by
// priority (lower first), then load order, with the remaining arguments.
// A pass per priority in use, so that nothing is allocated: most events
// have one.
int l_emit(lua_State* L) {
  const char* event = luaL_checkstring(L, 1);
  if (!is_custom_event(event) || is_engine_hook(event))
    return luaL_error(L,
                      "game.emit('%s'): a custom event's name starts with "
                      "on_ and is not an engine hook (%s)",
                      event,
                      is_engine_hook(event) ? "the engine raises those itself"
                                            : "on_hit, on_door_open...");
  world_of(L);
  const int nargs = lua_gettop(L) - 1;
  lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
  const int kinds = lua_gettop(L);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, kinds));
  int called = 0;
  lua_Number priority = 0;
  for (bool first = true;
       next_priority(L, kinds, event, first, priority, &priority);
       first = false)
    for (lua_Integer i = 1; i <= count; ++i) {
      lua_rawgeti(L, kinds, i);
      lua_getfield(L, -1, kPriorities);
      lua_getfield(L, -1, event);
      const bool now = lua_tonumber(L, -1) == priority;
      lua_pop(L, 2);
      lua_getfield(L, -1, "hooks");
      if (now && lua_getfield(L, -1, event) == LUA_TFUNCTION) {
        luaL_checkstack(L, nargs, "too many arguments");
        for (int arg = 2; arg <= nargs + 1; ++arg) lua_pushvalue(L, arg);
        lua_call(L, nargs, 0);
        ++called;
      } else if (now) {
        lua_pop(L, 1);
      }
      lua_pop(L, 2);
    }
  if (called == 0) warn_unhooked(L, event, kinds);
  return 0;
}

const luaL_Reg kEmit[] = {
    {"emit", l_emit},
    {nullptr, nullptr},
};

}  // namespace

void open_emit(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kWarnedEventsKey);
  lua_getglobal(L, "game");
  set_functions(L, kEmit);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
