// Lua calls C++: the game's seeded random stream, the only randomness a
// rule gets, so a seed and a command log replay a game exactly.
// math.random keeps its usual meaning; math.randomseed is refused.
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"

#include <cstdint>

namespace wumpus::script {
namespace {

// random() -> [0, 1); random(m) -> [1, m]; random(m, n) -> [m, n].
int l_random(lua_State* L) {
  lua_Integer low = 1, high = 0;
  switch (lua_gettop(L)) {
    case 0:
      break;
    case 1:
      high = luaL_checkinteger(L, 1);
      break;
    case 2:
      low = luaL_checkinteger(L, 1);
      high = luaL_checkinteger(L, 2);
      break;
    default:
      return luaL_error(L, "wrong number of arguments");
  }
  const bool real = lua_gettop(L) == 0;
  if (!real) {
    luaL_argcheck(L, low <= high, lua_gettop(L), "interval is empty");
    luaL_argcheck(L, high - low < lua_Integer{0xffffffff}, lua_gettop(L),
                  "interval is too large");
  }
  game::World& world = mutable_world_of(L);
  return call_binding(L, [&] {
    if (real)
      lua_pushnumber(L, world.random().real());
    else
      lua_pushinteger(L, world.random().between(low, high));
    return 1;
  });
}

int l_randomseed(lua_State* L) {
  return luaL_error(L,
                    "math.randomseed is not available: rules draw from the "
                    "game's seeded stream");
}

// game.chance(p): true with probability p.
int l_chance(lua_State* L) {
  const lua_Number p = luaL_checknumber(L, 1);
  game::World& world = mutable_world_of(L);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.random().chance(p));
    return 1;
  });
}

// game.pick(list): one element of a sequence, or nil when it is empty.
int l_pick(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const lua_Integer size = luaL_len(L, 1);
  game::World& world = mutable_world_of(L);
  if (size <= 0) {
    lua_pushnil(L);
    return 1;
  }
  luaL_argcheck(L, size < lua_Integer{0xffffffff}, 1, "list is too long");
  lua_Integer index = 0;
  call_binding(L, [&] {
    index = 1 + world.random().below(static_cast<std::uint32_t>(size));
    return 0;
  });
  lua_geti(L, 1, index);
  return 1;
}

// game.shuffle(list): shuffles a sequence in place and returns it.
int l_shuffle(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const lua_Integer size = luaL_len(L, 1);
  luaL_argcheck(L, size < lua_Integer{0xffffffff}, 1, "list is too long");
  game::World& world = mutable_world_of(L);
  for (lua_Integer i = size; i > 1; --i) {
    lua_Integer j = 0;
    call_binding(L, [&] {
      j = 1 + world.random().below(static_cast<std::uint32_t>(i));
      return 0;
    });
    lua_geti(L, 1, i);
    lua_geti(L, 1, j);
    lua_seti(L, 1, i);
    lua_seti(L, 1, j);
  }
  lua_settop(L, 1);
  return 1;
}

const luaL_Reg kGame[] = {
    {"chance", l_chance},
    {"pick", l_pick},
    {"shuffle", l_shuffle},
    {nullptr, nullptr},
};

}  // namespace

void open_random(lua_State* L) {
  lua_getglobal(L, "math");
  lua_pushcfunction(L, l_random);
  lua_setfield(L, -2, "random");
  lua_pushcfunction(L, l_randomseed);
  lua_setfield(L, -2, "randomseed");
  lua_pop(L, 1);
  lua_getglobal(L, "game");
  set_functions(L, kGame);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
