// Lua calls C++: coroutine.resume, which would otherwise hand a budget or
// memory abort raised inside a coroutine back to the script as a value.
// (coroutine.wrap re-raises errors by itself; the count hook reaches into
// coroutines because lua_newthread copies it.)
#include "script/lua_api/api.hpp"
#include "script/lua_state.hpp"

namespace wumpus::script {
namespace {

int l_resume(lua_State* L) {
  const int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, n, LUA_MULTRET);
  if (!lua_toboolean(L, 1) && LuaState::of(L).must_reraise(LUA_ERRRUN)) {
    lua_settop(L, 2);
    return lua_error(L);
  }
  return lua_gettop(L);
}

}  // namespace

void open_coroutine(lua_State* L) {
  lua_getglobal(L, "coroutine");
  lua_getfield(L, -1, "resume");
  lua_pushcclosure(L, l_resume, 1);
  lua_setfield(L, -2, "resume");
  lua_pop(L, 1);
}

}  // namespace wumpus::script
