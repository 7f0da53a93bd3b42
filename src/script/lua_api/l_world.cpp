// Lua calls C++: the cave (rooms, neighbours, open passages, paths), room
// properties, the rules' per-game variables, the preset's parameters, the
// arrow's range and the turn counter.
#include "script/lua_api/api.hpp"

#include "game_api/arrow_flight.hpp"
#include "game_api/kind_names.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/l_properties.hpp"

#include <set>
#include <string>
#include <utility>

namespace wumpus::script {
namespace {

int l_rooms(lua_State* L) {
  game::World& world = world_of(L);
  return call_binding(L, [&] {
    push_ids(L, world.cave().rooms());
    return 1;
  });
}

// game.room_count() -> how many rooms the cave has (cheaper than
// #game.rooms() in a hook called for every view).
int l_room_count(lua_State* L) {
  lua_pushinteger(L, world_of(L).cave().maze().topology().room_count());
  return 1;
}

int l_entrance(lua_State* L) {
  lua_pushinteger(L, world_of(L).cave().entrance());
  return 1;
}

int l_exit(lua_State* L) {
  lua_pushinteger(L, world_of(L).cave().exit());
  return 1;
}

int l_neighbours(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  return call_binding(L, [&] {
    push_ids(L, world.cave().neighbours(room));
    return 1;
  });
}

int l_open_neighbours(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  return call_binding(L, [&] {
    push_ids(L, world.cave().open_neighbours(room));
    return 1;
  });
}

int l_is_open(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId a = check_room(L, 1, world);
  const game::RoomId b = check_room(L, 2, world);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.cave().is_open(a, b));
    return 1;
  });
}

// game.step(room, "north") -> the room through that open passage, or nil.
int l_step(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  const auto direction = maze::parse_direction(luaL_checkstring(L, 2));
  luaL_argcheck(L, direction.has_value(), 2, "not a direction");
  const game::RoomId next = world.cave().step(room, *direction);
  if (next == game::kNoRoom)
    lua_pushnil(L);
  else
    lua_pushinteger(L, next);
  return 1;
}

int l_solution(lua_State* L) {
  game::World& world = world_of(L);
  return call_binding(L, [&] {
    push_ids(L, world.cave().solution());
    return 1;
  });
}

// game.path(from, to [, avoid]) -> the rooms of a shortest open path, both
// ends included, not entering the rooms listed in avoid; nil if none.
int l_path(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId from = check_room(L, 1, world);
  const game::RoomId to = check_room(L, 2, world);
  const bool has_avoid = !lua_isnoneornil(L, 3);
  lua_Integer avoid_count = 0;
  if (has_avoid) {
    luaL_checktype(L, 3, LUA_TTABLE);
    avoid_count = static_cast<lua_Integer>(lua_rawlen(L, 3));
    for (lua_Integer i = 1; i <= avoid_count; ++i) {
      lua_rawgeti(L, 3, i);
      check_room(L, -1, world);
      lua_pop(L, 1);
    }
  }
  return call_binding(L, [&] {
    std::set<game::RoomId> avoid;
    for (lua_Integer i = 1; i <= avoid_count; ++i) {
      lua_rawgeti(L, 3, i);
      avoid.insert(static_cast<game::RoomId>(lua_tointeger(L, -1)));
      lua_pop(L, 1);
    }
    const auto path = world.cave().path(from, to, avoid);
    if (path.empty())
      lua_pushnil(L);
    else
      push_ids(L, path);
    return 1;
  });
}

// Which rooms empty_rooms keeps, from its options table (argument 1).
struct RoomFilter {
  bool off_path = false;  // not on the entrance-exit solution path
  bool lit = false;       // not dark
  int avoid_count = 0;    // reachable_avoiding: a list of kinds
};

RoomFilter check_room_filter(lua_State* L) {
  RoomFilter filter;
  if (lua_isnoneornil(L, 1)) return filter;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_pushliteral(L, "off_path");
  filter.off_path = lua_rawget(L, 1) != LUA_TNIL && lua_toboolean(L, -1);
  lua_pushliteral(L, "lit");
  filter.lit = lua_rawget(L, 1) != LUA_TNIL && lua_toboolean(L, -1);
  lua_pushliteral(L, "reachable_avoiding");
  if (lua_rawget(L, 1) != LUA_TNIL) {
    luaL_argcheck(L, lua_istable(L, -1), 1,
                  "reachable_avoiding must be a list of kinds");
    filter.avoid_count = static_cast<int>(lua_rawlen(L, -1));
    for (int i = 1; i <= filter.avoid_count; ++i) {
      luaL_argcheck(L, lua_rawgeti(L, -1, i) == LUA_TSTRING, 1,
                    "reachable_avoiding must be a list of kinds");
      lua_pop(L, 1);
    }
  }
  lua_settop(L, 1);
  lua_pushliteral(L, "reachable_avoiding");
  lua_rawget(L, 1);  // at 2: the list of kinds, or nil
  return filter;
}

// Rooms reachable from the entrance through open passages without
// entering a room that holds a thing of one of `kinds`.
std::set<game::RoomId> reachable_avoiding(const game::World& world,
                                          const std::set<std::string>& kinds) {
  const auto blocked = [&](game::RoomId room) {
    for (game::ThingId id : world.things_in(room))
      if (kinds.count(world.thing(id)->kind)) return true;
    return false;
  };
  std::set<game::RoomId> seen{world.cave().entrance()};
  std::vector<game::RoomId> frontier{world.cave().entrance()};
  while (!frontier.empty()) {
    const game::RoomId room = frontier.back();
    frontier.pop_back();
    for (game::RoomId next : world.cave().open_neighbours(room))
      if (!blocked(next) && seen.insert(next).second) frontier.push_back(next);
  }
  return seen;
}

// game.empty_rooms([{off_path =, lit =, reachable_avoiding = {kinds}}]) ->
// rooms other than the entrance where nothing lies, filtered: where rule
// files place their things.
int l_empty_rooms(lua_State* L) {
  game::World& world = world_of(L);
  const RoomFilter filter = check_room_filter(L);
  return call_binding(L, [&] {
    std::set<std::string> kinds;
    for (int i = 1; i <= filter.avoid_count; ++i) {
      lua_rawgeti(L, 2, i);
      kinds.insert(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    const auto& path = world.cave().solution();
    const std::set<game::RoomId> on_path(path.begin(), path.end());
    const auto reachable = filter.avoid_count > 0
                               ? reachable_avoiding(world, kinds)
                               : std::set<game::RoomId>{};
    std::vector<game::RoomId> rooms;
    for (game::RoomId room : world.cave().rooms()) {
      if (room == world.cave().entrance() || !world.things_in(room).empty() ||
          world.properties_of(game::Owner::room(room))
              .flag(game_api::builtin::kReserved))
        continue;
      if (filter.off_path && on_path.count(room)) continue;
      if (filter.lit && world.properties_of(game::Owner::room(room))
                            .flag(game_api::builtin::kDark))
        continue;
      if (filter.avoid_count > 0 && !reachable.count(room)) continue;
      rooms.push_back(room);
    }
    push_ids(L, rooms);
    return 1;
  });
}

// game.setting(mod, key) -> the mod's setting in force (mod.conf's
// default, or the player's --set); nil when none is declared.
int l_setting(lua_State* L) {
  game::World& world = world_of(L);
  const char* mod = luaL_checkstring(L, 1);
  const char* name = luaL_checkstring(L, 2);
  return call_binding(L, [&] {
    push_value(L, world.mod_setting(std::string(mod) + "." + name));
    return 1;
  });
}

// game.parameter(key [, default]) -> the preset's number, else default.
int l_parameter(lua_State* L) {
  game::World& world = world_of(L);
  const char* key = luaL_checkstring(L, 1);
  lua_settop(L, 2);
  return call_binding(L, [&] {
    const auto value = world.parameter(key);
    if (!value) return 1;  // the default (or nil) is on top
    const auto integer = static_cast<lua_Integer>(*value);
    if (static_cast<double>(integer) == *value)
      lua_pushinteger(L, integer);
    else
      lua_pushnumber(L, *value);
    return 1;
  });
}

// game.arrow_range() -> how many rooms an arrow flies now (0: none).
int l_arrow_range(lua_State* L) {
  lua_pushinteger(L, world_of(L).arrow_range());
  return 1;
}

// game.set_arrow_range(rooms): a whole number from 1 to 32.
int l_set_arrow_range(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const lua_Integer rooms = luaL_checkinteger(L, 1);
  if (rooms < 1 || rooms > game_api::kMaxArrowRange)
    return luaL_argerror(L, 1, "the range must be 1 to 32 rooms");
  return call_binding(L, [&] {
    world.set_arrow_range(rooms);
    return 0;
  });
}

// game.arrow_rules() -> {straight = bool, hits_shooter = bool}: how an
// arrow may turn now.
int l_arrow_rules(lua_State* L) {
  const game_api::ArrowRules rules = world_of(L).arrow_rules();
  lua_createtable(L, 0, 2);
  lua_pushboolean(L, rules.straight);
  lua_setfield(L, -2, "straight");
  lua_pushboolean(L, rules.hits_shooter);
  lua_setfield(L, -2, "hits_shooter");
  return 1;
}

// game.set_arrow_rules({straight =, hits_shooter =}): the fields given
// (booleans) change, the others stay.
int l_set_arrow_rules(lua_State* L) {
  game::World& world = mutable_world_of(L);
  luaL_checktype(L, 1, LUA_TTABLE);
  game_api::ArrowRules rules = world.arrow_rules();
  for (const auto& [key, value] :
       {std::pair{"straight", &rules.straight},
        std::pair{"hits_shooter", &rules.hits_shooter}}) {
    const int type = lua_getfield(L, 1, key);
    if (type == LUA_TBOOLEAN)
      *value = lua_toboolean(L, -1) != 0;
    else if (type != LUA_TNIL)
      return luaL_argerror(L, 1, "straight and hits_shooter are booleans");
    lua_pop(L, 1);
  }
  return call_binding(L, [&] {
    world.set_arrow_rules(rules);
    return 0;
  });
}

int l_turn(lua_State* L) {
  lua_pushinteger(L, world_of(L).turn());
  return 1;
}

const luaL_Reg kWorld[] = {
    {"rooms", l_rooms},
    {"room_count", l_room_count},
    {"entrance", l_entrance},
    {"exit", l_exit},
    {"neighbours", l_neighbours},
    {"open_neighbours", l_open_neighbours},
    {"is_open", l_is_open},
    {"step", l_step},
    {"solution", l_solution},
    {"path", l_path},
    {"empty_rooms", l_empty_rooms},
    {"room_property", get_property<game::Owner::Kind::Room>},
    {"set_room_property", set_property<game::Owner::Kind::Room>},
    {"room_flag", property_flag<game::Owner::Kind::Room>},
    {"variable", get_property<game::Owner::Kind::World>},
    {"set_variable", set_property<game::Owner::Kind::World>},
    {"parameter", l_parameter},
    {"setting", l_setting},
    {"arrow_range", l_arrow_range},
    {"set_arrow_range", l_set_arrow_range},
    {"arrow_rules", l_arrow_rules},
    {"set_arrow_rules", l_set_arrow_rules},
    {"turn", l_turn},
    {nullptr, nullptr},
};

}  // namespace

void open_world(lua_State* L) {
  lua_getglobal(L, "game");
  set_functions(L, kWorld);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
