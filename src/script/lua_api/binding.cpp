#include "script/lua_api/binding.hpp"

namespace wumpus::script {

game::World& world_of(lua_State* L) {
  game::World* world = LuaState::of(L).world();
  if (!world)
    luaL_error(L,
               "the game API is only available inside a hook, not while a "
               "rule file loads");
  return *world;
}

game::World& mutable_world_of(lua_State* L) {
  game::World& world = world_of(L);
  if (LuaState::of(L).world_read_only())
    luaL_error(L,
               "this hook must not change the world (percepts and score only "
               "read it; random draws change the stream too)");
  return world;
}

game::RoomId check_room(lua_State* L, int arg, const game::World& world) {
  const lua_Integer room = luaL_checkinteger(L, arg);
  if (room < 0 || room > lua_Integer{0xffffffff} ||
      !world.cave().is_room(static_cast<game::RoomId>(room)))
    luaL_argerror(L, arg, lua_pushfstring(L, "no room %I in this cave", room));
  return static_cast<game::RoomId>(room);
}

game::ThingId check_thing(lua_State* L, int arg, const game::World& world) {
  const lua_Integer id = luaL_checkinteger(L, arg);
  if (id <= 0 || id > lua_Integer{0xffffffff} ||
      !world.thing(static_cast<game::ThingId>(id)))
    luaL_argerror(L, arg, lua_pushfstring(L, "no thing %I in this world", id));
  return static_cast<game::ThingId>(id);
}

game_api::PlayerId check_player(lua_State* L, int arg,
                                const game::World& world) {
  const lua_Integer id = luaL_checkinteger(L, arg);
  if (id < 0 || id > lua_Integer{0xffffffff} ||
      !world.player(static_cast<game_api::PlayerId>(id)))
    luaL_argerror(L, arg, lua_pushfstring(L, "no player %I in this game", id));
  return static_cast<game_api::PlayerId>(id);
}

void push_value(lua_State* L, const game::Value* value) {
  if (!value) {
    lua_pushnil(L);
  } else if (const bool* flag = std::get_if<bool>(value)) {
    lua_pushboolean(L, *flag);
  } else if (const std::int64_t* integer = std::get_if<std::int64_t>(value)) {
    lua_pushinteger(L, *integer);
  } else if (const double* number = std::get_if<double>(value)) {
    lua_pushnumber(L, *number);
  } else {
    const std::string& text = std::get<std::string>(*value);
    lua_pushlstring(L, text.data(), text.size());
  }
}

void check_value(lua_State* L, int arg) {
  const int type = lua_type(L, arg);
  luaL_argexpected(L,
                   type == LUA_TNIL || type == LUA_TBOOLEAN ||
                       type == LUA_TNUMBER || type == LUA_TSTRING,
                   arg, "nil, boolean, number or string");
}

game::Value to_value(lua_State* L, int arg) {
  switch (lua_type(L, arg)) {
    case LUA_TBOOLEAN:
      return game::Value(lua_toboolean(L, arg) != 0);
    case LUA_TNUMBER:
      if (lua_isinteger(L, arg))
        return game::Value(static_cast<std::int64_t>(lua_tointeger(L, arg)));
      return game::Value(lua_tonumber(L, arg));
    default: {
      size_t size = 0;
      const char* text = lua_tolstring(L, arg, &size);
      return game::Value(std::string(text, size));
    }
  }
}

void set_functions(lua_State* L, const luaL_Reg* functions) {
  luaL_setfuncs(L, functions, 0);
}

}  // namespace wumpus::script
