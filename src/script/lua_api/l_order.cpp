// Lua calls C++: pairs and next in one order in every process. Lua's own
// next walks the hash part in an order that depends on the string hash
// seed (randomised per process) and on addresses, so anything a mod did
// in pairs order (printing, picking the first match) would differ
// between a game and its replay. Here keys come numbers first (by value),
// then strings (bytewise), then false, true; tables, functions and other
// values as keys have no such order and are refused with a clear error.
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <vector>

namespace wumpus::script {
namespace {

enum Rank { kNumber, kString, kBoolean, kUnordered };

Rank rank(lua_State* L, int index) {
  switch (lua_type(L, index)) {
    case LUA_TNUMBER:
      return kNumber;
    case LUA_TSTRING:
      return kString;
    case LUA_TBOOLEAN:
      return kBoolean;
    default:
      return kUnordered;
  }
}

// Both keys must be ordered ones; never raises.
bool key_less(lua_State* L, int a, int b) {
  const Rank ra = rank(L, a), rb = rank(L, b);
  if (ra != rb) return ra < rb;
  switch (ra) {
    case kNumber:
      return lua_compare(L, a, b, LUA_OPLT) != 0;  // numbers: no metamethods
    case kString: {
      size_t la = 0, lb = 0;
      const char* sa = lua_tolstring(L, a, &la);
      const char* sb = lua_tolstring(L, b, &lb);
      const int order = std::memcmp(sa, sb, std::min(la, lb));
      return order < 0 || (order == 0 && la < lb);
    }
    default:
      return !lua_toboolean(L, a) && lua_toboolean(L, b);
  }
}

int refuse_key(lua_State* L, int index) {
  return luaL_error(L,
                    "pairs/next: a %s as a table key has no order that is "
                    "the same in every run (replays would differ); key the "
                    "table by ids or names, or keep a list",
                    luaL_typename(L, index));
}

// The iterator pairs returns (upvalues: the table, its keys in order, the
// position reached). Keys cleared during the loop are skipped.
int ordered_step(lua_State* L) {
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(3));
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, lua_upvalueindex(2)));
  while (++i <= n) {
    lua_rawgeti(L, lua_upvalueindex(2), i);
    lua_pushvalue(L, -1);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {
      lua_pushinteger(L, i);
      lua_replace(L, lua_upvalueindex(3));
      return 2;
    }
    lua_pop(L, 2);
  }
  lua_pushinteger(L, n);
  lua_replace(L, lua_upvalueindex(3));
  return 0;
}

int l_pairs(lua_State* L) {
  luaL_checkany(L, 1);
  if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
    lua_pushvalue(L, 1);
    lua_call(L, 1, 3);
    return 3;
  }
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  std::uint64_t count = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    if (rank(L, -1) == kUnordered) return refuse_key(L, -1);
    ++count;
  }
  // Sorting is work the count hook does not see.
  LuaState::of(L).charge(L, count * (std::bit_width(count) + 1));
  luaL_checkstack(L, 4, "pairs");
  return call_binding(L, [&] {
    lua_createtable(L, static_cast<int>(count), 0);  // 2: keys as found
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
      lua_pop(L, 1);
      lua_pushvalue(L, -1);
      lua_rawseti(L, 2, ++n);
    }
    std::vector<lua_Integer> order(static_cast<std::size_t>(n));
    for (lua_Integer i = 0; i < n; ++i) order[i] = i + 1;
    std::sort(order.begin(), order.end(), [L](lua_Integer a, lua_Integer b) {
      lua_rawgeti(L, 2, a);
      lua_rawgeti(L, 2, b);
      const bool less = key_less(L, -2, -1);
      lua_pop(L, 2);
      return less;
    });
    lua_createtable(L, static_cast<int>(n), 0);  // 3: keys in order
    for (lua_Integer i = 0; i < n; ++i) {
      lua_rawgeti(L, 2, order[i]);
      lua_rawseti(L, 3, i + 1);
    }
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 3);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, ordered_step, 3);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
  });
}

// next(t, k): the key after k in the order above (the first key when k is
// nil), found by one pass over the table.
int l_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  const bool first = lua_isnil(L, 2);
  if (!first && rank(L, 2) == kUnordered) return refuse_key(L, 2);
  lua_pushnil(L);  // 3: the best successor so far
  std::uint64_t count = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    if (rank(L, -1) == kUnordered) return refuse_key(L, -1);
    ++count;
    if ((first || key_less(L, 2, -1)) &&
        (lua_isnil(L, 3) || key_less(L, -1, 3)))
      lua_copy(L, -1, 3);
  }
  LuaState::of(L).charge(L, count);
  if (lua_isnil(L, 3)) return 1;
  lua_pushvalue(L, 3);
  lua_rawget(L, 1);
  return 2;
}

}  // namespace

void open_order(lua_State* L) {
  lua_pushcfunction(L, l_pairs);
  lua_setglobal(L, "pairs");
  lua_pushcfunction(L, l_next);
  lua_setglobal(L, "next");
}

}  // namespace wumpus::script
