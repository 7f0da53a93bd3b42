// Lua calls C++: string.rep with its result capped. Inside C functions the
// instruction count does not advance, so without the cap one call could
// build a string of gigabytes before any hook could stop it. string.format
// without addresses: %p is refused and %s shows a table as tostring does.
// string.dump is gone: it is the way to bytecode.
#include "script/lua_api/api.hpp"
#include "script/lua_state.hpp"

#include <cstring>

namespace wumpus::script {
namespace {

int l_rep(lua_State* L) {
  size_t length = 0, separator = 0;
  luaL_checklstring(L, 1, &length);
  const lua_Integer count = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &separator);
  const auto limit =
      static_cast<lua_Integer>(LuaState::of(L).limits().max_string_bytes);
  if (count > 0) {
    const auto piece = static_cast<lua_Integer>(length + separator);
    if (piece > 0 &&
        count > (limit + static_cast<lua_Integer>(separator)) / piece)
      return luaL_error(L,
                        "string.rep: the result would exceed the limit of "
                        "%I bytes",
                        limit);
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

bool is_reference(lua_State* L, int index) {
  const int type = lua_type(L, index);
  return type == LUA_TTABLE || type == LUA_TFUNCTION || type == LUA_TTHREAD ||
         type == LUA_TUSERDATA;
}

// string.format: walks the format as Lua does (flags, width, precision,
// conversion); the original then checks and formats everything.
int l_format(lua_State* L) {
  size_t size = 0;
  const char* format = luaL_checklstring(L, 1, &size);
  const char* const end = format + size;
  int arg = 1;
  for (const char* at = format; at < end; ++at) {
    if (*at != '%') continue;
    if (++at < end && *at == '%') continue;
    at += std::strspn(at, "-+ #0123456789.");
    if (at >= end) break;  // the original says what is wrong
    ++arg;
    if (*at == 'p')
      return luaL_error(L,
                        "string.format: %%p is refused (an address differs "
                        "from run to run and would break replays)");
    if (*at == 's' && arg <= lua_gettop(L) && is_reference(L, arg)) {
      push_text(L, arg);
      lua_replace(L, arg);
    }
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

}  // namespace

void open_string(lua_State* L) {
  lua_getglobal(L, "string");
  lua_getfield(L, -1, "rep");
  lua_pushcclosure(L, l_rep, 1);
  lua_setfield(L, -2, "rep");
  lua_getfield(L, -1, "format");
  lua_pushcclosure(L, l_format, 1);
  lua_setfield(L, -2, "format");
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");
  lua_pop(L, 1);
}

}  // namespace wumpus::script
