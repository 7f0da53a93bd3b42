// game.after: timers the rules set, kept in the world (game::Timer) and
// raised as custom events on the world's turn they fall due
// (LuaRules::on_tick, HookDispatch::raise).
#include "game/rules/mod_quotas.hpp"
#include "script/hook_table.hpp"
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/mod_identity.hpp"
#include "script/lua_api/registry_keys.hpp"

#include <string>
#include <utility>

namespace wumpus::script {
namespace {

// game.after(turns, event, ...): raises `event` (a kind's custom event,
// as game.emit does) with the values given once `turns` more of the
// world's turns have passed. Values only (booleans, numbers, strings):
// a function or a table could not be saved.
int l_after(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const lua_Integer turns = luaL_checkinteger(L, 1);
  luaL_argcheck(L, turns >= 1 && turns <= game::kMaxTimerTurns, 1,
                "must be 1 to 1000000 turns");
  const char* event = luaL_checkstring(L, 2);
  if (!is_custom_event(event) || is_engine_hook(event))
    return luaL_error(L,
                      "game.after: '%s' is not a custom event (a name that "
                      "starts with on_ and is not an engine hook)",
                      event);
  const int last = lua_gettop(L);
  if (last - 2 > static_cast<int>(game::kMaxTimerArgs))
    return luaL_error(L, "game.after: at most %d values travel with a timer",
                      static_cast<int>(game::kMaxTimerArgs));
  std::size_t text_bytes = 0;
  for (int arg = 3; arg <= last; ++arg) {
    luaL_argcheck(L, !lua_isnil(L, arg), arg, "nil cannot travel with a timer");
    check_value(L, arg);
    if (lua_type(L, arg) == LUA_TSTRING) text_bytes += lua_rawlen(L, arg);
  }
  if (text_bytes > game::quota::kMaxTimerTextBytes)
    return luaL_error(L, "game.after: a timer carries at most %d bytes of text",
                      static_cast<int>(game::quota::kMaxTimerTextBytes));
  ModName owner;
  calling_owner(L, owner);
  if (world.timers().of(owner) >= game::quota::kTimersPerMod)
    return luaL_error(L,
                      "game.after: %s has %d timers pending, its quota "
                      "(see Quotas in scripts/README.md)",
                      describe_mod(L, owner),
                      static_cast<int>(game::quota::kTimersPerMod));
  return call_binding(L, [&] {
    game::Timer timer;
    timer.owner = owner;
    timer.due = world.turn() + static_cast<std::uint32_t>(turns);
    timer.event = event;
    for (int arg = 3; arg <= last; ++arg)
      timer.args.push_back(to_value(L, arg));
    world.timers().add(std::move(timer));
    return 0;
  });
}

const luaL_Reg kTimers[] = {
    {"after", l_after},
    {nullptr, nullptr},
};

}  // namespace

void open_timers(lua_State* L) {
  lua_getglobal(L, "game");
  set_functions(L, kTimers);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
