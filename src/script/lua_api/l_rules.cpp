// Lua calls C++: game.register, by which each rule file declares an object
// kind, its looks and its hooks; and game.previous, by which a mod wraps a
// hook another file defined. (game.emit is in l_emit.cpp.)
#include "script/hook_table.hpp"
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/l_gates.hpp"
#include "script/lua_api/register_fields.hpp"
#include "script/lua_api/registry_keys.hpp"

#include <cstring>
#include <string>

namespace wumpus::script {
namespace {

void warn(lua_State* L, const std::string& text) {
  try {
    LuaState::of(L).warnings.push_back(text);
  } catch (...) {
  }
}

// Whether the mod loading now depends on mod `name` (its first `size`
// bytes), whose kinds it may then extend.
bool depends_on(lua_State* L, const char* name, size_t size) {
  lua_getfield(L, LUA_REGISTRYINDEX, kLoadingDependsKey);
  bool yes = false;
  if (lua_istable(L, -1)) {
    lua_pushlstring(L, name, size);
    yes = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return yes;
}

// A kind is name or mod:name, each part lowercase letters, digits or _;
// a mod may only use its own prefix or that of a mod it depends on.
void check_kind_name(lua_State* L, const char* kind, size_t size,
                     const char* mod) {
  const char* colon = std::strchr(kind, ':');
  const auto valid = [](const char* part, size_t length) {
    return length > 0 &&
           std::strspn(part, "abcdefghijklmnopqrstuvwxyz0123456789_") >= length;
  };
  const size_t head = colon ? static_cast<size_t>(colon - kind) : size;
  luaL_argcheck(L,
                size <= 64 && valid(kind, head) &&
                    (!colon || valid(colon + 1, size - head - 1)),
                1,
                "a kind is 1 to 64 lowercase letters, digits or _, "
                "optionally after a mod's name and ':' (mymod:ghost)");
  if (!colon || (std::strncmp(kind, mod, head) == 0 && mod[head] == '\0') ||
      depends_on(L, kind, head))
    return;
  // lua_pushfstring knows no %.*s: the owner is pushed whole.
  lua_pushlstring(L, kind, head);
  const char* owner = lua_tostring(L, -1);
  if (mod[0] == '\0')
    luaL_error(L, "kind '%s' belongs to mod '%s', not to the built-in rules",
               kind, owner);
  luaL_error(L,
             "kind '%s' belongs to mod '%s', and this file is in mod '%s', "
             "which does not depend on it",
             kind, owner, mod);
}

// Notes that `mod` changes a kind another mod (or the built-in rules)
// registered first, for the mods listing: overrides[mod][kind] = true.
void note_override(lua_State* L, const char* mod, const char* kind) {
  lua_getfield(L, LUA_REGISTRYINDEX, kOverridesKey);
  if (lua_getfield(L, -1, mod) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, mod);
  }
  lua_pushboolean(L, 1);
  lua_setfield(L, -2, kind);
  lua_pop(L, 2);
}

// Pushes the entry of `kind`, creating it on first registration by
// `mod` ("" for the built-in rules).
void push_entry(lua_State* L, const char* kind, const char* mod) {
  lua_getfield(L, LUA_REGISTRYINDEX, kKindIndexKey);
  if (lua_getfield(L, -1, kind) != LUA_TNIL) {
    lua_remove(L, -2);
    lua_getfield(L, -1, "owner");
    const bool other = std::strcmp(lua_tostring(L, -1), mod) != 0;
    lua_pop(L, 1);
    if (other && mod[0] != '\0') note_override(L, mod, kind);
    return;
  }
  lua_pop(L, 1);
  lua_createtable(L, 0, 7);
  lua_pushstring(L, kind);
  lua_setfield(L, -2, "kind");
  lua_pushstring(L, mod);
  lua_setfield(L, -2, "owner");
  lua_newtable(L);
  lua_setfield(L, -2, "hooks");
  lua_newtable(L);
  lua_setfield(L, -2, "sources");
  lua_newtable(L);
  lua_setfield(L, -2, "look");
  lua_newtable(L);
  lua_setfield(L, -2, kPriorities);
  lua_pushinteger(L, kDefaultSetupOrder);
  lua_setfield(L, -2, kSetupOrder);
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, kind);
  lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
  lua_pushvalue(L, -2);
  lua_rawseti(L, -2, static_cast<lua_Integer>(lua_rawlen(L, -2)) + 1);
  lua_pop(L, 1);
  lua_remove(L, -2);
}

// Whether two rule files belong to one mod ("ghosts/a.lua" and
// "ghosts/b.lua"); each built-in file is its own.
bool same_owner(const char* a, const char* b) {
  const char* slash_a = std::strchr(a, '/');
  const char* slash_b = std::strchr(b, '/');
  if (!slash_a || !slash_b || std::strncmp(a, "scripts/", 8) == 0)
    return std::strcmp(a, b) == 0;
  return slash_a - a == slash_b - b && std::strncmp(a, b, slash_a - a) == 0;
}

// Whether `owner` (a mod, or a built-in file) asked for game.previous of
// that hook: the files of one mod share what one of them fetched.
bool fetched(lua_State* L, const char* owner, const char* kind,
             const char* hook) {
  lua_getfield(L, LUA_REGISTRYINDEX, kFetchedKey);
  lua_pushfstring(L, "%s|%s|%s", owner, kind, hook);
  const bool yes = lua_rawget(L, -2) != LUA_TNIL;
  lua_pop(L, 2);
  return yes;
}

// Sets one hook (the function, or nil for false) of the entry at `entry`,
// warning when it silently replaces another mod's (or built-in file's)
// definition. `owner`: the loading mod, or the file for a built-in.
void set_hook(lua_State* L, int entry, const char* kind, const char* name,
              const char* file, const char* owner) {
  lua_getfield(L, entry, "hooks");
  lua_getfield(L, entry, "sources");
  const int hooks = lua_gettop(L) - 1, sources = hooks + 1;
  const bool removing = lua_isboolean(L, -3);
  if (!removing && lua_getfield(L, hooks, name) == LUA_TFUNCTION &&
      lua_getfield(L, sources, name) == LUA_TSTRING &&
      !same_owner(lua_tostring(L, -1), file) && !fetched(L, owner, kind, name))
    warn(L, std::string(file) + ": replaces " + name + " of kind '" + kind +
                "' from " + lua_tostring(L, -1) +
                " without calling it; wrap it (local old = game.previous('" +
                kind + "', '" + name + "')) or remove it first (" + name +
                " = false) if you mean to");
  lua_settop(L, sources);
  if (removing) {
    lua_pushnil(L);
    lua_setfield(L, hooks, name);
    lua_pushnil(L);
  } else {
    lua_pushvalue(L, hooks - 1);  // the function, below the two tables
    lua_setfield(L, hooks, name);
    lua_pushstring(L, file);
  }
  lua_setfield(L, sources, name);
  lua_pop(L, 3);  // the tables and the value, leaving the key for lua_next
}

// Sets the priority of the hook whose name is on top of the stack (left
// there): `priority`, or the default when 0 (stored as nil).
void set_priority(lua_State* L, int entry, lua_Number priority) {
  lua_getfield(L, entry, kPriorities);
  lua_pushvalue(L, -2);
  if (priority == 0)
    lua_pushnil(L);
  else
    lua_pushnumber(L, priority);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

// game.register(kind, fields): declares a kind, or changes one registered
// by an earlier file: the hooks named replace the old ones (false removes
// one), the others stay; name, glyph and colour set its looks; priority
// orders the hooks named in this call among other kinds' (lower first);
// near and tick_while gate the call's hooks (l_gates.hpp).
int l_register(lua_State* L) {
  size_t size = 0;
  const char* kind = luaL_checklstring(L, 1, &size);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  if (lua_getfield(L, LUA_REGISTRYINDEX, kLoadingKey) != LUA_TSTRING)
    return luaL_error(L,
                      "game.register may only be called while a rule "
                      "file loads, not from a hook");
  lua_getfield(L, LUA_REGISTRYINDEX, kLoadingModKey);
  const char* file = lua_tostring(L, 3);
  const char* mod = lua_tostring(L, 4);
  check_kind_name(L, kind, size, mod ? mod : "");
  check_register_fields(L, kind);
  push_entry(L, kind, mod ? mod : "");
  const int entry = lua_gettop(L);
  lua_getfield(L, entry, "look");
  const int look = lua_gettop(L);
  lua_getfield(L, 2, kPriority);
  const lua_Number priority = lua_tonumber(L, -1);
  lua_pop(L, 1);
  push_gates(L, 2);
  const int gates = lua_gettop(L) - 1;
  lua_pushnil(L);
  while (lua_next(L, 2)) {
    const char* name = lua_tostring(L, -2);
    if (std::strcmp(name, kSetupOrder) == 0) {
      lua_setfield(L, entry, kSetupOrder);
    } else if (std::strcmp(name, kPriority) == 0 ||
               std::strcmp(name, kNear) == 0 ||
               std::strcmp(name, kTickWhile) == 0) {
      lua_pop(L, 1);
    } else if (one_of(name, kLookFields) || std::strcmp(name, kLayout) == 0 ||
               std::strcmp(name, kCounted) == 0) {
      lua_setfield(L, look, name);
    } else if (std::strcmp(name, kPercept) == 0) {
      for (const char* field : kLookFields) {
        lua_getfield(L, -1, field);
        lua_setfield(L, look,
                     std::strcmp(field, "name") == 0    ? "percept"
                     : std::strcmp(field, "glyph") == 0 ? "percept_glyph"
                                                        : "percept_colour");
      }
      lua_pop(L, 1);
    } else {
      set_gates(L, entry, gates);
      set_hook(L, entry, kind, name, file, mod && mod[0] ? mod : file);
      set_priority(L, entry, priority);
    }
  }
  return 0;
}

int do_nothing(lua_State*) {
  return 0;
}

// game.previous(kind, hook) -> the definition of that hook as it stands
// (a function doing nothing when there is none), for a file that is about
// to replace it and calls it from the new one. Only while a file loads.
int l_previous(lua_State* L) {
  const char* kind = luaL_checkstring(L, 1);
  const char* hook = luaL_checkstring(L, 2);
  luaL_argcheck(L, is_engine_hook(hook) || is_custom_event(hook), 2,
                "not a hook name");
  lua_settop(L, 2);
  if (lua_getfield(L, LUA_REGISTRYINDEX, kLoadingKey) != LUA_TSTRING)
    return luaL_error(L,
                      "game.previous may only be called while a rule file "
                      "loads: keep what it returns in a local");
  lua_getfield(L, LUA_REGISTRYINDEX, kLoadingModKey);
  const char* mod = lua_tostring(L, -1);
  lua_getfield(L, LUA_REGISTRYINDEX, kFetchedKey);
  lua_pushfstring(L, "%s|%s|%s", mod && mod[0] ? mod : lua_tostring(L, 3), kind,
                  hook);
  lua_pushboolean(L, 1);
  lua_rawset(L, -3);
  lua_getfield(L, LUA_REGISTRYINDEX, kKindIndexKey);
  if (lua_getfield(L, -1, kind) == LUA_TTABLE &&
      lua_getfield(L, -1, "hooks") == LUA_TTABLE &&
      lua_getfield(L, -1, hook) == LUA_TFUNCTION)
    return 1;
  lua_pushcfunction(L, do_nothing);
  return 1;
}

const luaL_Reg kRules[] = {
    {"register", l_register},
    {"previous", l_previous},
    {nullptr, nullptr},
};

}  // namespace

void open_rules(lua_State* L) {
  for (const char* key : {kKindsKey, kKindIndexKey, kFetchedKey,
                          kWarnedEventsKey, kOverridesKey}) {
    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, key);
  }
  lua_getglobal(L, "game");
  set_functions(L, kRules);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
