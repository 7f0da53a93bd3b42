// Lua calls C++: things in the cave. Placing, moving, carrying and
// removing them, finding them by room, kind or holder, and their
// properties, where rules keep all their per-thing state.
#include "script/lua_api/api.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/l_properties.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/nearest_name.hpp"

#include <cstring>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::script {
namespace {

const char* check_kind_argument(lua_State* L, int arg) {
  size_t size = 0;
  const char* kind = luaL_checklstring(L, arg, &size);
  luaL_argcheck(L, size > 0 && size <= 64, arg, "a kind is 1 to 64 characters");
  return kind;
}

// Once per kind: a mod placing or giving a thing of a kind no rule
// registered (a misspelt "ladderz", which nothing would ever act on)
// goes to the mods log, which `wumpus mod check` fails on.
void warn_unregistered(lua_State* L, const char* call, const char* kind) {
  lua_Debug ar;
  if (!lua_getstack(L, 1, &ar) || !lua_getinfo(L, "Sl", &ar) ||
      std::strncmp(ar.short_src, "scripts/", 8) == 0)
    return;
  lua_getfield(L, LUA_REGISTRYINDEX, kKindIndexKey);
  const bool registered = lua_getfield(L, -1, kind) != LUA_TNIL;
  lua_pop(L, 1);
  if (registered) {
    lua_pop(L, 1);
    return;
  }
  lua_getfield(L, LUA_REGISTRYINDEX, kWarnedKindsKey);
  const bool warned = lua_getfield(L, -1, kind) != LUA_TNIL;
  lua_pop(L, 1);
  if (!warned) {
    lua_pushboolean(L, 1);
    lua_setfield(L, -2, kind);
  }
  lua_pop(L, 1);  // the warned table; the kind index stays for the names
  if (!warned)
    call_binding(L, [&] {
      std::vector<std::string> kinds;
      for (lua_pushnil(L); lua_next(L, -2) != 0; lua_pop(L, 1))
        if (lua_type(L, -2) == LUA_TSTRING)
          kinds.emplace_back(lua_tostring(L, -2));
      LuaState::of(L).log(std::string(ar.short_src) + ":" +
                          std::to_string(ar.currentline) + ": warning: game." +
                          call + "('" + kind + "'): " + kUnregisteredKind +
                          did_you_mean(kind, kinds));
      return 0;
    });
  lua_pop(L, 1);  // the kind index
}

int l_place(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const char* kind = check_kind_argument(L, 1);
  warn_unregistered(L, "place", kind);
  const game::RoomId room = check_room(L, 2, world);
  return call_binding(L, [&] {
    lua_pushinteger(L, world.place(kind, room));
    return 1;
  });
}

int l_give(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const char* kind = check_kind_argument(L, 1);
  warn_unregistered(L, "give", kind);
  const game_api::PlayerId player = check_player(L, 2, world);
  return call_binding(L, [&] {
    lua_pushinteger(L, world.give(kind, player));
    return 1;
  });
}

int l_move_thing(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game::ThingId id = check_thing(L, 1, world);
  const game::RoomId room = check_room(L, 2, world);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.move_thing(id, room));
    return 1;
  });
}

int l_carry(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game::ThingId id = check_thing(L, 1, world);
  const game_api::PlayerId player = check_player(L, 2, world);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.carry(id, player));
    return 1;
  });
}

int l_remove(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game::ThingId id = check_thing(L, 1, world);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.remove_thing(id));
    return 1;
  });
}

// game.thing(id) -> {id =, kind =, room = or nil, holder = or nil}, or nil
// when there is no such thing (any more).
int l_thing(lua_State* L) {
  game::World& world = world_of(L);
  const lua_Integer id = luaL_checkinteger(L, 1);
  return call_binding(L, [&] {
    const game::Thing* thing = id > 0 && id <= lua_Integer{0xffffffff}
                                   ? world.thing(static_cast<game::ThingId>(id))
                                   : nullptr;
    if (!thing) {
      lua_pushnil(L);
      return 1;
    }
    lua_createtable(L, 0, 4);
    lua_pushinteger(L, thing->id);
    lua_setfield(L, -2, "id");
    lua_pushlstring(L, thing->kind.data(), thing->kind.size());
    lua_setfield(L, -2, "kind");
    if (thing->room != game::kNoRoom) {
      lua_pushinteger(L, thing->room);
      lua_setfield(L, -2, "room");
    }
    if (thing->holder != game::kNoPlayer) {
      lua_pushinteger(L, thing->holder);
      lua_setfield(L, -2, "holder");
    }
    return 1;
  });
}

// Whether a thing lies in `room` (not carried), of `kind` unless it is
// null. The rules ask several times a turn, so the bindings below walk the
// things without making a list.
bool lies_in(const game::Thing& thing, game::RoomId room,
             const std::string_view* kind) {
  return thing.room == room && thing.holder == game::kNoPlayer &&
         (!kind || thing.kind == *kind);
}

bool kind_lies_in(const game::World& world, game::RoomId room,
                  std::string_view kind) {
  for (const auto& [id, thing] : world.things())
    if (lies_in(thing, room, &kind)) return true;
  return false;
}

// Up to the first NUL, as the kind has always been compared.
std::string_view check_string(lua_State* L, int arg) {
  return luaL_checkstring(L, arg);
}

// game.things_in(room [, kind]) -> ids of the things lying there.
int l_things_in(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  const bool any = lua_isnoneornil(L, 2);
  const std::string_view kind = any ? std::string_view() : check_string(L, 2);
  return call_binding(L, [&] {
    lua_createtable(L, 0, 0);
    lua_Integer i = 0;
    for (const auto& [id, thing] : world.things()) {
      if (!lies_in(thing, room, any ? nullptr : &kind)) continue;
      lua_pushinteger(L, id);
      lua_rawseti(L, -2, ++i);
    }
    return 1;
  });
}

// game.has(room, kind) -> whether a thing of that kind lies in the room.
int l_has(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  const std::string_view kind = check_string(L, 2);
  return call_binding(L, [&] {
    lua_pushboolean(L, kind_lies_in(world, room, kind));
    return 1;
  });
}

// game.next_to(room, kind) -> whether a room joined to `room` by an open
// passage holds a thing of that kind: what breezes and flapping are about.
int l_next_to(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  const std::string_view kind = check_string(L, 2);
  return call_binding(L, [&] {
    bool found = false;
    for (game::RoomId next : world.cave().open_neighbours(room))
      found = found || kind_lies_in(world, next, kind);
    lua_pushboolean(L, found);
    return 1;
  });
}

// game.rooms_without({kinds}) -> the rooms where nothing of those kinds
// lies: where bats may drop a player, say.
int l_rooms_without(lua_State* L) {
  game::World& world = world_of(L);
  luaL_checktype(L, 1, LUA_TTABLE);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, 1));
  for (lua_Integer i = 1; i <= count; ++i) {
    luaL_argcheck(L, lua_rawgeti(L, 1, i) == LUA_TSTRING, 1, "a list of kinds");
    lua_pop(L, 1);
  }
  return call_binding(L, [&] {
    std::set<std::string> kinds;
    for (lua_Integer i = 1; i <= count; ++i) {
      lua_rawgeti(L, 1, i);
      kinds.insert(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    std::vector<game::RoomId> rooms;
    for (game::RoomId room : world.cave().rooms()) {
      bool clear = true;
      for (game::ThingId id : world.things_in(room))
        clear = clear && !kinds.count(world.thing(id)->kind);
      if (clear) rooms.push_back(room);
    }
    push_ids(L, rooms);
    return 1;
  });
}

int l_things_of(lua_State* L) {
  game::World& world = world_of(L);
  const char* kind = luaL_checkstring(L, 1);
  return call_binding(L, [&] {
    push_ids(L, world.things_of(kind));
    return 1;
  });
}

int l_things_held(lua_State* L) {
  game::World& world = world_of(L);
  const game_api::PlayerId player = check_player(L, 1, world);
  return call_binding(L, [&] {
    push_ids(L, world.things_held(player));
    return 1;
  });
}

const luaL_Reg kThings[] = {
    {"place", l_place},
    {"give", l_give},
    {"move_thing", l_move_thing},
    {"carry", l_carry},
    {"remove", l_remove},
    {"thing", l_thing},
    {"things_in", l_things_in},
    {"has", l_has},
    {"next_to", l_next_to},
    {"rooms_without", l_rooms_without},
    {"things_of", l_things_of},
    {"things_held", l_things_held},
    {"property", get_property<game::Owner::Kind::Thing>},
    {"set_property", set_property<game::Owner::Kind::Thing>},
    {"flag", property_flag<game::Owner::Kind::Thing>},
    {nullptr, nullptr},
};

}  // namespace

void open_things(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kWarnedKindsKey);
  lua_getglobal(L, "game");
  set_functions(L, kThings);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
