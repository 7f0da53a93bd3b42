#include "script/lua_api/register_fields.hpp"

#include "base/printable.hpp"
#include "script/hook_table.hpp"
#include "script/lua_api/l_gates.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/nearest_name.hpp"

#include <array>
#include <cstdio>
#include <string>
#include <vector>

namespace wumpus::script {
namespace {

// " (did you mean 'on_enter'?)" for a field no one reads, into `out`.
void hint_for(const char* name, char* out, std::size_t size) {
  out[0] = '\0';
  try {
    std::vector<std::string> known;
    for (const HookSpec& hook : kHooks) known.emplace_back(hook.name);
    known.insert(known.end(), std::begin(kLookFields), std::end(kLookFields));
    known.emplace_back(kSetupOrder);
    known.emplace_back(kPriority);
    known.emplace_back(kNear);
    known.emplace_back(kTickWhile);
    known.emplace_back(kLayout);
    known.emplace_back(kPercept);
    known.emplace_back(kCounted);
    std::snprintf(out, size, "%s", did_you_mean(name, known).c_str());
  } catch (...) {
  }
}

void check_look(lua_State* L, const char* kind, const char* field) {
  if (lua_type(L, -1) != LUA_TSTRING)
    luaL_error(L, "kind '%s': %s must be a string", kind, field);
  size_t size = 0;
  const char* value = lua_tolstring(L, -1, &size);
  if (std::strcmp(field, "name") == 0 && (size == 0 || size > 40))
    luaL_error(L, "kind '%s': a name is 1 to 40 bytes", kind);
  if (std::strcmp(field, "glyph") == 0 &&
      !base::one_visible_character({value, size}))
    luaL_error(L,
               "kind '%s': a glyph is one printable character one column "
               "wide",
               kind);
  if (std::strcmp(field, "colour") == 0 && !one_of(value, kColours))
    luaL_error(L,
               "kind '%s': colour '%s' is not one of red, green, yellow, "
               "blue, magenta, cyan, white",
               kind, value);
}

// A percept's looks (the table on top of the stack): {name =, glyph =,
// colour =}, the name what the percepts hook returns, the glyph and
// colour checked as a kind's.
void check_percept_look(lua_State* L, const char* kind) {
  if (!lua_istable(L, -1))
    luaL_error(L,
               "kind '%s': percept must be a table {name =, glyph =, "
               "colour =}",
               kind);
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    const char* field =
        lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
    if (!one_of(field, kLookFields))
      luaL_error(L, "kind '%s': percept takes name, glyph and colour", kind);
    check_look(L, kind, field);
    lua_pop(L, 1);
  }
  if (lua_getfield(L, -1, "name") != LUA_TSTRING)
    luaL_error(L, "kind '%s': percept needs the name its hook returns", kind);
  lua_pop(L, 1);
}

// "setup, on_enter, ..." for the error naming an unknown hook.
constexpr auto kHookList = [] {
  std::array<char, 256> list{};
  std::size_t at = 0;
  for (const HookSpec& hook : kHooks) {
    if (at != 0) {
      list[at++] = ',';
      list[at++] = ' ';
    }
    for (char c : hook.name) list[at++] = c;
  }
  return list;
}();

// Checks every field of the hooks table (argument 2) before anything is
// registered, so a bad registration changes nothing.
}  // namespace

void check_register_fields(lua_State* L, const char* kind) {
  lua_pushnil(L);
  while (lua_next(L, 2)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      luaL_error(L, "kind '%s': field names must be strings", kind);
    const char* name = lua_tostring(L, -2);
    if (std::strcmp(name, kSetupOrder) == 0 ||
        std::strcmp(name, kPriority) == 0) {
      if (lua_type(L, -1) != LUA_TNUMBER ||
          lua_tonumber(L, -1) != lua_tonumber(L, -1) ||
          lua_tonumber(L, -1) > 1e9 || lua_tonumber(L, -1) < -1e9)
        luaL_error(L, "kind '%s': %s must be a number from -1e9 to 1e9", kind,
                   name);
    } else if (one_of(name, kLookFields)) {
      check_look(L, kind, name);
    } else if (std::strcmp(name, kPercept) == 0) {
      check_percept_look(L, kind);
    } else if (std::strcmp(name, kCounted) == 0) {
      if (!lua_isboolean(L, -1))
        luaL_error(L, "kind '%s': counted must be true or false", kind);
    } else if (std::strcmp(name, kLayout) == 0) {
      if (lua_type(L, -1) != LUA_TSTRING ||
          !one_of(lua_tostring(L, -1), kLayoutRoles))
        luaL_error(L, "kind '%s': layout must be \"hazard\" or \"needed\"",
                   kind);
    } else if (std::strcmp(name, kNear) == 0 ||
               std::strcmp(name, kTickWhile) == 0) {
      check_gate(L, kind, name, 2);
    } else if (!is_engine_hook(name) && !is_custom_event(name)) {
      char hint[96];
      hint_for(name, hint, sizeof hint);
      luaL_error(L,
                 "kind '%s': unknown hook '%s'%s (engine hooks: %s; custom "
                 "events start with on_; looks: name, glyph, colour; also "
                 "setup_order, priority, near, tick_while, layout, "
                 "percept, counted)",
                 kind, name, hint, kHookList.data());
    } else if (!lua_isfunction(L, -1) &&
               !(lua_isboolean(L, -1) && !lua_toboolean(L, -1))) {
      luaL_error(L,
                 "kind '%s': hook '%s' must be a function (or false to "
                 "remove it), not a %s",
                 kind, name, luaL_typename(L, -1));
    }
    lua_pop(L, 1);
  }
}

}  // namespace wumpus::script
