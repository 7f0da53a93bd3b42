// Lua calls C++: players. Where they are and face, their life, arrows,
// gold, inventory, torch and properties, and the messages they are told.
#include "script/lua_api/api.hpp"

#include "base/printable.hpp"
#include "game/rules/mod_quotas.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/l_properties.hpp"
#include "script/lua_api/mod_identity.hpp"

#include <string>

namespace wumpus::script {
namespace {

int l_players(lua_State* L) {
  game::World& world = world_of(L);
  return call_binding(L, [&] {
    push_ids(L, world.player_ids());
    return 1;
  });
}

int l_players_in(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  return call_binding(L, [&] {
    push_ids(L, world.players_in(room));
    return 1;
  });
}

int l_player_name(lua_State* L) {
  game::World& world = world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  return call_binding(L, [&] {
    const std::string& name = world.player(id)->name;
    lua_pushlstring(L, name.data(), name.size());
    return 1;
  });
}

int l_player_room(lua_State* L) {
  game::World& world = world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  lua_pushinteger(L, world.player(id)->room);
  return 1;
}

int l_move_player(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const game::RoomId room = check_room(L, 2, world);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.move_player(id, room));
    return 1;
  });
}

int l_facing(lua_State* L) {
  game::World& world = world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const auto name = maze::direction_name(world.player(id)->facing);
  lua_pushlstring(L, name.data(), name.size());
  return 1;
}

int l_set_facing(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const auto direction = maze::parse_direction(luaL_checkstring(L, 2));
  luaL_argcheck(L, direction.has_value(), 2, "not a direction");
  return call_binding(L, [&] {
    lua_pushboolean(L, world.set_facing(id, *direction));
    return 1;
  });
}

int l_alive(lua_State* L) {
  game::World& world = world_of(L);
  lua_pushboolean(L, world.player(check_player(L, 1, world))->alive);
  return 1;
}

int l_won(lua_State* L) {
  game::World& world = world_of(L);
  lua_pushboolean(L, world.player(check_player(L, 1, world))->won);
  return 1;
}

// game.kill(player, cause): the cause is recorded in the score, the kind
// whose hook runs as the killer.
int l_kill(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const char* cause = luaL_checkstring(L, 2);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.kill(id, cause, LuaState::of(L).running_kind));
    return 1;
  });
}

int l_win(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.win(id));
    return 1;
  });
}

int l_arrows(lua_State* L) {
  game::World& world = world_of(L);
  lua_pushinteger(L, world.player(check_player(L, 1, world))->arrows);
  return 1;
}

int l_set_arrows(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const lua_Integer arrows = luaL_checkinteger(L, 2);
  luaL_argcheck(L, arrows >= 0 && arrows <= 1000, 2, "arrows from 0 to 1000");
  return call_binding(L, [&] {
    lua_pushboolean(L, world.set_arrows(id, static_cast<int>(arrows)));
    return 1;
  });
}

int l_gold(lua_State* L) {
  game::World& world = world_of(L);
  lua_pushinteger(L, world.player(check_player(L, 1, world))->gold);
  return 1;
}

// game.turns(player) -> the turn-costing commands the player has spent.
int l_turns(lua_State* L) {
  game::World& world = world_of(L);
  lua_pushinteger(L, world.player(check_player(L, 1, world))->turns);
  return 1;
}

int l_add_gold(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const lua_Integer delta = luaL_checkinteger(L, 2);
  luaL_argcheck(L, delta >= -1000000 && delta <= 1000000, 2, "too large");
  return call_binding(L, [&] {
    lua_pushboolean(L, world.add_gold(id, static_cast<int>(delta)));
    return 1;
  });
}

// game.items(player) -> {torch = 1, rope = 2, ...}: carried things by kind.
int l_items(lua_State* L) {
  game::World& world = world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  return call_binding(L, [&] {
    const auto items = world.items(id);
    lua_createtable(L, 0, static_cast<int>(items.size()));
    for (const auto& [item, count] : items) {
      lua_pushinteger(L, count);
      lua_setfield(L, -2, item.c_str());
    }
    return 1;
  });
}

int l_item_count(lua_State* L) {
  game::World& world = world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const char* item = luaL_checkstring(L, 2);
  return call_binding(L, [&] {
    lua_pushinteger(L, world.item_count(id, item));
    return 1;
  });
}

// game.add_item(player, item, delta) -> the new count (never below 0).
int l_add_item(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const char* item = luaL_checkstring(L, 2);
  const lua_Integer delta = luaL_checkinteger(L, 3);
  luaL_argcheck(L, delta >= -1000000 && delta <= 1000000, 3, "too large");
  return call_binding(L, [&] {
    lua_pushinteger(L, world.add_item(id, item, static_cast<int>(delta)));
    return 1;
  });
}

// game.reveal(player, room or {rooms}): the player's map shows them.
int l_reveal(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  if (!lua_istable(L, 2)) {
    const game::RoomId room = check_room(L, 2, world);
    return call_binding(L, [&] { return world.reveal(id, room), 0; });
  }
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, 2));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, 2, i);
    int is_integer = 0;
    const lua_Integer room = lua_tointegerx(L, -1, &is_integer);
    luaL_argcheck(L,
                  is_integer && room >= 0 && room <= lua_Integer{0xffffffff} &&
                      world.cave().is_room(static_cast<game::RoomId>(room)),
                  2, "a list of rooms of this cave");
    lua_pop(L, 1);
  }
  LuaState::of(L).charge(L, static_cast<std::uint64_t>(count));
  return call_binding(L, [&] {
    for (lua_Integer i = 1; i <= count; ++i) {
      lua_rawgeti(L, 2, i);
      world.reveal(id, static_cast<game::RoomId>(lua_tointeger(L, -1)));
      lua_pop(L, 1);
    }
    return 0;
  });
}

// game.learn(player, room, kind, present): the player learns, unseen,
// that a `kind` lies in `room` (true) or not (false); their map keeps it.
int l_learn(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const game::RoomId room = check_room(L, 2, world);
  std::size_t length = 0;
  const char* kind = luaL_checklstring(L, 3, &length);
  luaL_argcheck(L, length > 0 && length <= 64, 3, "a kind of 1 to 64 bytes");
  luaL_checktype(L, 4, LUA_TBOOLEAN);
  const bool present = lua_toboolean(L, 4) != 0;
  bool told = false;
  call_binding(L, [&] {
    told = world.learn(id, room, std::string(kind, length), present);
    return 0;
  });
  if (!told)
    return luaL_error(L,
                      "game.learn: room %d already has %d kinds told of, the "
                      "most",
                      static_cast<int>(room),
                      static_cast<int>(game::RoomMemory::kMaxToldKinds));
  return 0;
}

int l_torch_lit(lua_State* L) {
  game::World& world = world_of(L);
  lua_pushboolean(L, world.player(check_player(L, 1, world))->torch_lit);
  return 1;
}

int l_set_torch_lit(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const bool lit = lua_toboolean(L, 2);
  return call_binding(L, [&] {
    lua_pushboolean(L, world.set_torch_lit(id, lit));
    return 1;
  });
}

// The text of a message `owner` sends to `to` (every player when
// kNoPlayer): a Lua error in the sender when it is too long or would pass
// the sender's quota of messages to one player in this command. What the
// engine holds of them outside Lua counts against the memory cap too.
const char* check_message(lua_State* L, const game::World& world, int arg,
                          const ModName& owner, game_api::PlayerId to,
                          std::size_t* size) {
  namespace quota = game::quota;
  const char* text = luaL_checklstring(L, arg, size);
  if (*size > quota::kMaxMessageBytes)
    luaL_argerror(L, arg,
                  lua_pushfstring(L,
                                  "is %I bytes, more than the %d a message "
                                  "holds",
                                  static_cast<lua_Integer>(*size),
                                  static_cast<int>(quota::kMaxMessageBytes)));
  bool over = false;
  std::size_t held = 0;
  for (const auto& [player, use] : world.outbox_use(owner)) {
    held += use.bytes;
    if (to == game::kNoPlayer || to == player)
      over = over || use.messages + 1 > quota::kMessagesPerCommand ||
             use.bytes + *size > quota::kMessageBytesPerCommand;
  }
  if (over)
    luaL_error(L,
               "%s would pass its quota of %d messages (%d bytes) to one "
               "player in one command (see Quotas in scripts/README.md)",
               describe_mod(L, owner),
               static_cast<int>(quota::kMessagesPerCommand),
               static_cast<int>(quota::kMessageBytesPerCommand));
  const std::size_t recipients =
      to == game::kNoPlayer ? world.players().size() : 1;
  LuaState& lua = LuaState::of(L);
  if (lua.memory_used() + held + *size * recipients > lua.limits().memory_bytes)
    luaL_error(L, "%s: its messages would pass the memory cap",
               describe_mod(L, owner));
  return text;
}

// game.message(player, kind, text): kind picks the colour ("breeze",
// "stench", "flapping", "gold", "bats", "arrow", "death", "victory",
// "info"). The text is made printable (no control can forge a line).
int l_message(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId id = check_player(L, 1, world);
  const char* kind = luaL_checkstring(L, 2);
  ModName owner;
  calling_owner(L, owner);
  std::size_t size = 0;
  const char* text = check_message(L, world, 3, owner, id, &size);
  return call_binding(L, [&] {
    world.message(id, base::printable(kind), base::printable({text, size}),
                  owner);
    return 0;
  });
}

int l_message_all(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const char* kind = luaL_checkstring(L, 1);
  ModName owner;
  calling_owner(L, owner);
  std::size_t size = 0;
  const char* text = check_message(L, world, 2, owner, game::kNoPlayer, &size);
  return call_binding(L, [&] {
    world.message_all(base::printable(kind), base::printable({text, size}),
                      owner);
    return 0;
  });
}

const luaL_Reg kPlayer[] = {
    {"players", l_players},
    {"players_in", l_players_in},
    {"player_name", l_player_name},
    {"player_room", l_player_room},
    {"move_player", l_move_player},
    {"facing", l_facing},
    {"set_facing", l_set_facing},
    {"alive", l_alive},
    {"won", l_won},
    {"kill", l_kill},
    {"win", l_win},
    {"arrows", l_arrows},
    {"set_arrows", l_set_arrows},
    {"gold", l_gold},
    {"add_gold", l_add_gold},
    {"turns", l_turns},
    {"items", l_items},
    {"item_count", l_item_count},
    {"add_item", l_add_item},
    {"player_property", get_property<game::Owner::Kind::Player>},
    {"set_player_property", set_property<game::Owner::Kind::Player>},
    {"player_flag", property_flag<game::Owner::Kind::Player>},
    {"reveal", l_reveal},
    {"learn", l_learn},
    {"torch_lit", l_torch_lit},
    {"set_torch_lit", l_set_torch_lit},
    {"message", l_message},
    {"message_all", l_message_all},
    {nullptr, nullptr},
};

}  // namespace

void open_player(lua_State* L) {
  lua_getglobal(L, "game");
  set_functions(L, kPlayer);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
