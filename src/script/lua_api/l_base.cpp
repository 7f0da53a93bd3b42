// Lua calls C++: the sandbox's versions of base functions. pcall and
// xpcall cannot swallow a budget or memory abort; load compiles text only;
// print (and game.log) goes to the mods log; tostring names tables by
// number, never address; collectgarbage tells nothing that differs
// between runs; setmetatable refuses finalizers (they would run outside
// any budget) and weak tables; rawset refuses the shared tables.
#include "script/lua_api/api.hpp"

#include "base/printable_lines.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/mod_identity.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/sandbox.hpp"

#include <cctype>
#include <cstring>
#include <string>
#include <string_view>

namespace wumpus::script {
namespace {

constexpr const char* kSerialsKey = "wumpus.serials";

int finish_pcall(lua_State* L, int status, lua_KContext extra) {
  if (status != LUA_OK && status != LUA_YIELD) {
    if (LuaState::of(L).must_reraise(status)) return lua_error(L);
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    return 2;
  }
  return lua_gettop(L) - static_cast<int>(extra);
}

int l_pcall(lua_State* L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  const int status =
      lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
  return finish_pcall(L, status, 0);
}

// The message handler xpcall installs: the script's own handler, skipped
// once the call is aborted so it cannot run on past the budget.
int guarded_handler(lua_State* L) {
  // (must_reraise also turns a refused allocation into the abort, before
  // the handler's own allocations could hide it.)
  if (LuaState::of(L).must_reraise(LUA_ERRRUN)) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

int l_xpcall(lua_State* L) {
  const int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, guarded_handler, 1);
  lua_replace(L, 2);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);  // handler, true, f, args...
  const int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
  return finish_pcall(L, status, 2);
}

// The mod a chunk name points at: "@ghosts/a.lua" and "=ghosts/x" ->
// "ghosts", "@ticker.lua" -> "ticker", "@scripts/pit.lua" -> "scripts";
// "" when it names no file.
void load_named_mod(const char* name, ModName& mod) {
  mod[0] = '\0';
  if (name[0] == '@' || name[0] == '=') ++name;
  std::size_t length = std::strcspn(name, "/");
  if (name[length] != '/') {
    const char* dot = std::strstr(name, ".lua");
    if (!dot) return;
    length = static_cast<std::size_t>(dot - name);
  }
  if (length == 0 || length >= kModNameBuffer) return;
  std::memcpy(mod, name, length);
  mod[length] = '\0';
}

// The name load gives a chunk: its caller's mod, then what the caller
// asked for, cut to a short run of plain characters ("=ghosts/(load x)").
void push_load_chunk_name(lua_State* L, const char* mod, const char* asked) {
  if (asked[0] == '@' || asked[0] == '=') ++asked;
  char shown[41];
  std::size_t size = 0;
  for (; *asked != '\0' && size + 1 < sizeof shown; ++asked)
    if (std::isalnum(static_cast<unsigned char>(*asked)) ||
        std::strchr("_.-/ ", *asked))
      shown[size++] = *asked;
  shown[size] = '\0';
  lua_pushfstring(L, "=%s/(load%s%s)", mod[0] ? mod : "scripts",
                  size ? " " : "", shown);
}

// load(text [, name [, mode [, env]]]): compiles text only. The chunk is
// its caller's mod's code whatever its name: a name naming another mod's
// file is refused, any other is kept only as a hint behind the mod's name.
int l_load(lua_State* L) {
  size_t size = 0;
  const char* text = luaL_checklstring(L, 1, &size);
  const char* name = luaL_optstring(L, 2, "");
  const char* mode = luaL_optstring(L, 3, "t");
  if (std::strcmp(mode, "t") != 0)
    return luaL_argerror(L, 3, "only text chunks (mode \"t\") may be loaded");
  ModName caller, named;
  calling_owner(L, caller);
  load_named_mod(name, named);
  if (named[0] != '\0' && std::strcmp(named, caller[0] ? caller : "scripts") &&
      (std::strcmp(named, "scripts") == 0 || is_known_mod(L, named)))
    return luaL_error(L,
                      "load: chunk name '%s' names a file of another mod "
                      "(%s): a chunk is its loader's code",
                      name, named);
  if (size > 0 && text[0] == LUA_SIGNATURE[0]) {
    luaL_pushfail(L);
    lua_pushliteral(L, "binary chunks (bytecode) are refused");
    return 2;
  }
  const bool has_env = !lua_isnone(L, 4);
  push_load_chunk_name(L, caller, name);
  const char* chunk = lua_tostring(L, -1);
  register_chunk(L, chunk, caller);
  const int status = luaL_loadbufferx(L, text, size, chunk, "t");
  lua_remove(L, -2);  // the chunk name (the registry keeps it)
  if (status != LUA_OK) {
    if (LuaState::of(L).must_reraise(status)) return lua_error(L);
    luaL_pushfail(L);
    lua_insert(L, -2);
    return 2;
  }
  if (has_env)
    lua_pushvalue(L, 4);
  else
    push_environment(L);
  lua_setupvalue(L, -2, 1);
  return 1;
}

int l_tostring(lua_State* L) {
  luaL_checkany(L, 1);
  push_text(L, 1);
  return 1;
}

// print(...) and game.log(...): one entry for the mods log, tagged with
// the file and line that printed it, its values apart by tabs. Made
// printable, and every line after a newline indented by a tab, so no
// control of a mod's forges a line of the log.
int l_print(lua_State* L) {
  const int n = lua_gettop(L);
  luaL_Buffer buffer;
  luaL_buffinit(L, &buffer);
  lua_Debug ar;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar) &&
      ar.currentline > 0) {
    lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
    luaL_addvalue(&buffer);
  }
  for (int i = 1; i <= n; ++i) {
    if (i > 1) luaL_addchar(&buffer, '\t');
    push_text(L, i);
    luaL_addvalue(&buffer);
  }
  luaL_pushresult(&buffer);
  size_t size = 0;
  const char* text = lua_tolstring(L, -1, &size);
  return call_binding(L, [&] {
    std::string entry;
    for (const char c : base::printable_lines({text, size}))
      entry += c == '\n' ? std::string_view("\n\t") : std::string_view(&c, 1);
    LuaState::of(L).log(entry);
    return 0;
  });
}

// collectgarbage: "count" is a constant 0, since the heap's size differs
// between a game and the same game loaded from a save, and between
// builds; "collect" and "step" run nothing a mod could observe (weak
// tables and finalizers are refused), so they are no-ops. Anything else
// (tuning the collector) is refused.
int l_collectgarbage(lua_State* L) {
  const char* option = luaL_optstring(L, 1, "collect");
  if (std::strcmp(option, "count") == 0) {
    lua_pushnumber(L, 0);
    return 1;
  }
  if (std::strcmp(option, "collect") == 0 || std::strcmp(option, "step") == 0) {
    lua_pushinteger(L, 0);
    return 1;
  }
  return luaL_error(L,
                    "collectgarbage: only \"count\" (always 0), \"collect\" "
                    "and \"step\" (no-ops) are allowed");
}

int l_setmetatable(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const int type = lua_type(L, 2);
  luaL_argexpected(L, type == LUA_TNIL || type == LUA_TTABLE, 2,
                   "nil or table");
  if (type == LUA_TTABLE) {
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL)
      return luaL_error(L, "__gc metamethods are not allowed in rules");
    // Weak tables show when the collector ran, which differs between a
    // game and its replay from a save.
    lua_pushliteral(L, "__mode");
    if (lua_rawget(L, 2) != LUA_TNIL)
      return luaL_error(L,
                        "weak tables (__mode) are not allowed in rules: "
                        "when entries vanish differs from run to run");
    lua_pop(L, 2);
  }
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
    return luaL_error(L, "cannot change a protected metatable");
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}

// rawset, except on the tables the sandbox shares or lends (libraries,
// globals, environments): a raw write would bypass their __newindex and
// show through to every other mod.
int l_rawset(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checkany(L, 2);
  luaL_checkany(L, 3);
  lua_getfield(L, LUA_REGISTRYINDEX, kSealedKey);
  lua_pushvalue(L, 1);
  if (lua_rawget(L, -2) != LUA_TNIL)
    return luaL_error(L,
                      "rawset: library tables, globals and environments are "
                      "read-only (rules keep their state in the world)");
  lua_settop(L, 3);
  lua_rawset(L, 1);
  return 1;
}

int l_require(lua_State* L) {
  return luaL_error(L,
                    "require is not available: the engine loads every rule "
                    "file, and the files of one mod share their globals "
                    "(see scripts/README.md)");
}

const luaL_Reg kBase[] = {
    {"pcall", l_pcall},
    {"xpcall", l_xpcall},
    {"load", l_load},
    {"print", l_print},
    {"tostring", l_tostring},
    {"collectgarbage", l_collectgarbage},
    {"setmetatable", l_setmetatable},
    {"rawset", l_rawset},
    {"require", l_require},
    {nullptr, nullptr},
};

}  // namespace

// Numbered, not addressed: see api.hpp. A __name names the type but
// never brings the address back (luaL_tolstring would show it).
void push_text(lua_State* L, int index) {
  index = lua_absindex(L, index);
  const int type = lua_type(L, index);
  const bool reference = type == LUA_TTABLE || type == LUA_TFUNCTION ||
                         type == LUA_TTHREAD || type == LUA_TUSERDATA;
  if (!reference || luaL_getmetafield(L, index, "__tostring") != LUA_TNIL) {
    if (reference) lua_pop(L, 1);  // the metafield found
    luaL_tolstring(L, index, nullptr);
    return;
  }
  const int name = luaL_getmetafield(L, index, "__name");
  if (name != LUA_TSTRING) {
    if (name != LUA_TNIL) lua_pop(L, 1);
    lua_pushstring(L, luaL_typename(L, index));
  }
  lua_getfield(L, LUA_REGISTRYINDEX, kSerialsKey);
  lua_pushvalue(L, index);
  if (lua_rawget(L, -2) == LUA_TNIL) {
    lua_pop(L, 1);
    lua_pushinteger(L, LuaState::of(L).next_serial());
    lua_pushvalue(L, index);
    lua_pushvalue(L, -2);
    lua_rawset(L, -4);
  }
  lua_pushfstring(L, "%s: #%I", lua_tostring(L, -3), lua_tointeger(L, -1));
  lua_replace(L, -4);
  lua_pop(L, 2);
}

void open_base(lua_State* L) {
  // The numbers shown for tables and functions, the tables rawset
  // refuses, and the views of exported tables (l_exports): weak keys, so
  // none keeps anything alive.
  for (const char* key : {kSerialsKey, kSealedKey, kExportViewsKey}) {
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_setfield(L, LUA_REGISTRYINDEX, key);
  }
  lua_pushglobaltable(L);
  set_functions(L, kBase);
  for (const char* name : {"dofile", "loadfile", "warn"}) {
    lua_pushnil(L);
    lua_setfield(L, -2, name);
  }
  lua_pop(L, 1);
  lua_getglobal(L, "game");
  lua_pushcfunction(L, l_print);
  lua_setfield(L, -2, "log");
  lua_pop(L, 1);
}

}  // namespace wumpus::script
