// game.verb: a mod adds a command its players type ("pray", "chant 12"),
// kept in the registry's verb list in registration order; the engine
// parses it like any command and LuaRules::verb calls its handler.
#include "base/printable.hpp"
#include "game_api/command.hpp"
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/registry_keys.hpp"

#include <cstring>
#include <string>

namespace wumpus::script {
namespace {

inline constexpr std::size_t kMaxVerbHelp = 200;
inline constexpr int kMaxVerbs = 64;  // as many as a view carries

void check_name(lua_State* L, const char* name, size_t size) {
  luaL_argcheck(L, game_api::is_verb_name({name, size}), 1,
                "a verb is 1 to 24 lowercase letters, digits or _, "
                "starting with a letter");
  if (game_api::is_builtin_word({name, size}))
    luaL_error(L, "game.verb: '%s' is a built-in command's word", name);
}

// The entry of an earlier registration of `name`, pushed; nil if none.
void push_registered(lua_State* L, int verbs, const char* name) {
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, verbs));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, verbs, i);
    lua_getfield(L, -1, "name");
    const bool same = std::strcmp(lua_tostring(L, -1), name) == 0;
    lua_pop(L, 1);
    if (same) return;
    lua_pop(L, 1);
  }
  lua_pushnil(L);
}

// The fields of the spec (argument 2): help (required), args.
void check_spec(lua_State* L, const char* name) {
  lua_pushnil(L);
  while (lua_next(L, 2)) {
    const char* field =
        lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
    if (std::strcmp(field, "help") != 0 && std::strcmp(field, "args") != 0)
      luaL_error(L, "game.verb('%s'): unknown field '%s' (help, args)", name,
                 field);
    lua_pop(L, 1);
  }
  size_t size = 0;
  const char* help = lua_getfield(L, 2, "help") == LUA_TSTRING
                         ? lua_tolstring(L, -1, &size)
                         : nullptr;
  if (!help || size == 0 || size > kMaxVerbHelp ||
      call_binding(L, [&] {
        return base::printable({help, size}) != std::string(help, size) ? 1 : 0;
      }) != 0)
    luaL_error(L,
               "game.verb('%s'): help must be 1 to 200 bytes of printable "
               "text",
               name);
  lua_pop(L, 1);
  const int type = lua_getfield(L, 2, "args");
  if (type != LUA_TNIL &&
      (type != LUA_TSTRING || !game_api::parse_verb_args(lua_tostring(L, -1))))
    luaL_error(L,
               "game.verb('%s'): args must be \"none\", \"word\", \"room\" "
               "or \"text\"",
               name);
  lua_pop(L, 1);
}

// game.verb(name, {help =, args =}, handler): only while a file loads.
int l_verb(lua_State* L) {
  size_t size = 0;
  const char* name = luaL_checklstring(L, 1, &size);
  luaL_checktype(L, 2, LUA_TTABLE);
  luaL_checktype(L, 3, LUA_TFUNCTION);
  lua_settop(L, 3);
  if (lua_getfield(L, LUA_REGISTRYINDEX, kLoadingKey) != LUA_TSTRING)
    return luaL_error(L,
                      "game.verb may only be called while a rule file loads, "
                      "not from a hook");
  check_name(L, name, size);
  check_spec(L, name);
  lua_getfield(L, LUA_REGISTRYINDEX, kVerbsKey);
  const int verbs = lua_gettop(L);
  push_registered(L, verbs, name);
  if (!lua_isnil(L, -1)) {
    lua_getfield(L, -1, "file");
    return luaL_error(L, "game.verb: '%s' is already %s's verb", name,
                      lua_tostring(L, -1));
  }
  if (static_cast<int>(lua_rawlen(L, verbs)) >= kMaxVerbs)
    return luaL_error(L, "game.verb: the mods add %d verbs at most", kMaxVerbs);
  lua_createtable(L, 0, 5);
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "name");
  lua_getfield(L, 2, "help");
  lua_setfield(L, -2, "help");
  if (lua_getfield(L, 2, "args") == LUA_TNIL) {
    lua_pop(L, 1);
    lua_pushstring(L, "none");
  }
  lua_setfield(L, -2, "args");
  lua_pushvalue(L, 3);
  lua_setfield(L, -2, "handler");
  lua_pushvalue(L, 4);  // the loading file
  lua_setfield(L, -2, "file");
  lua_rawseti(L, verbs, static_cast<lua_Integer>(lua_rawlen(L, verbs)) + 1);
  return 0;
}

const luaL_Reg kVerbs[] = {
    {"verb", l_verb},
    {nullptr, nullptr},
};

}  // namespace

void open_verbs(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kVerbsKey);
  lua_getglobal(L, "game");
  set_functions(L, kVerbs);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
