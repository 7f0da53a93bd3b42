// Lua calls C++: the table and utf8 functions whose work grows with their
// arguments, charged to the instruction budget before they run. They run
// in C, where the count hook never fires: table.move(t, 1, 1e12, 2) was
// a loop no limit but the clock could stop, and how far a hook got
// before the clock struck depended on the machine.
#include "script/lua_api/api.hpp"
#include "script/lua_state.hpp"

#include <bit>
#include <cstdint>
#include <limits>

namespace wumpus::script {
namespace {

using Cost = std::uint64_t (*)(lua_State*);

// The count of positions from `low` to `high`, saturating.
std::uint64_t span(lua_Integer low, lua_Integer high) {
  if (high < low) return 0;
  const std::uint64_t diff =
      static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
  return diff == std::numeric_limits<std::uint64_t>::max() ? diff : diff + 1;
}

std::uint64_t length(lua_State* L, int index) {
  return lua_type(L, index) == LUA_TTABLE || lua_type(L, index) == LUA_TSTRING
             ? lua_rawlen(L, index)
             : 0;
}

lua_Integer integer_or(lua_State* L, int index, lua_Integer fallback) {
  int is_integer = 0;
  const lua_Integer value = lua_tointegerx(L, index, &is_integer);
  return is_integer ? value : fallback;
}

std::uint64_t sort_cost(lua_State* L) {
  const std::uint64_t n = length(L, 1);
  return n * (std::bit_width(n) + 1);
}

std::uint64_t move_cost(lua_State* L) {
  return span(integer_or(L, 2, 1), integer_or(L, 3, 0));
}

// insert(t, pos, v) and remove(t, pos) shift every slot after pos.
std::uint64_t shift_cost(lua_State* L) {
  return lua_gettop(L) >= 2 ? length(L, 1) : 1;
}

// unpack(t, i, j) and concat(t, sep, i, j): one step per position.
std::uint64_t unpack_cost(lua_State* L) {
  const auto n = static_cast<lua_Integer>(length(L, 1));
  return span(integer_or(L, 2, 1), integer_or(L, 3, n));
}

std::uint64_t concat_cost(lua_State* L) {
  const auto n = static_cast<lua_Integer>(length(L, 1));
  return span(integer_or(L, 3, 1), integer_or(L, 4, n));
}

// utf8.len and utf8.offset scan the string; 64 bytes a step, like the
// charge for long strings in the allocator.
std::uint64_t scan_cost(lua_State* L) {
  return length(L, 1) / 64 + 1;
}

struct Charged {
  const char* library;
  const char* name;
  Cost cost;
};

constexpr Charged kCharged[] = {
    {"table", "sort", sort_cost},     {"table", "move", move_cost},
    {"table", "insert", shift_cost},  {"table", "remove", shift_cost},
    {"table", "unpack", unpack_cost}, {"table", "concat", concat_cost},
    {"utf8", "len", scan_cost},       {"utf8", "offset", scan_cost},
};

// Upvalues: the library's function, the index of its entry in kCharged.
int charged_call(lua_State* L) {
  const auto entry = lua_tointeger(L, lua_upvalueindex(2));
  LuaState::of(L).charge(L, kCharged[entry].cost(L));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

}  // namespace

void open_table(lua_State* L) {
  for (lua_Integer i = 0; i < lua_Integer{std::size(kCharged)}; ++i) {
    lua_getglobal(L, kCharged[i].library);
    lua_getfield(L, -1, kCharged[i].name);
    lua_pushinteger(L, i);
    lua_pushcclosure(L, charged_call, 2);
    lua_setfield(L, -2, kCharged[i].name);
    lua_pop(L, 1);
  }
}

}  // namespace wumpus::script
