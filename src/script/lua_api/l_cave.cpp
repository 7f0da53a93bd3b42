// Lua calls C++: what a mod writes on the cave. Rooms' names and
// descriptions, marks on a player's map, and passages opened or closed
// (a door, a collapse), refused when closing one would make the game
// unwinnable (game/world/passage_change.hpp). All of it lives in the world, so
// it is saved, undone with a failed command and replayed.
#include "script/lua_api/api.hpp"

#include "base/printable.hpp"
#include "game/rules/mod_quotas.hpp"
#include "game/world/passage_change.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/mod_identity.hpp"

#include <cstdio>
#include <string>

namespace wumpus::script {
namespace {

// The text argument `arg`: a string of at most `limit` bytes, or nil
// (which clears). Made printable when it is stored.
const char* check_text(lua_State* L, int arg, std::size_t limit,
                       std::size_t* size) {
  if (lua_isnoneornil(L, arg)) {
    *size = 0;
    return "";
  }
  const char* text = luaL_checklstring(L, arg, size);
  if (*size > limit)
    luaL_argerror(
        L, arg,
        lua_pushfstring(L, "is %d bytes, more than the %d allowed",
                        static_cast<int>(*size), static_cast<int>(limit)));
  return text;
}

template <void (game::CaveMap::*Set)(game::RoomId, std::string)>
int set_room_text(lua_State* L, std::size_t limit) {
  game::World& world = mutable_world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  std::size_t size = 0;
  const char* text = check_text(L, 2, limit, &size);
  return call_binding(L, [&] {
    (world.cave().*Set)(room, base::printable({text, size}));
    return 0;
  });
}

// game.name_room(room, text): "the armoury"; nil clears it.
int l_name_room(lua_State* L) {
  return set_room_text<&game::CaveMap::set_room_name>(L,
                                                      game::kMaxRoomNameBytes);
}

// game.describe_room(room, text): what `look` reads out there.
int l_describe_room(lua_State* L) {
  return set_room_text<&game::CaveMap::set_room_description>(
      L, game::kMaxRoomDescriptionBytes);
}

int push_text_or_nil(lua_State* L, const std::string& text) {
  if (text.empty())
    lua_pushnil(L);
  else
    lua_pushlstring(L, text.data(), text.size());
  return 1;
}

// game.room_name(room) -> the name (a mod's, else the room graph's) or nil.
int l_room_name(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  return call_binding(
      L, [&] { return push_text_or_nil(L, world.cave().room_name(room)); });
}

int l_room_description(lua_State* L) {
  game::World& world = world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  return call_binding(L, [&] {
    return push_text_or_nil(L, world.cave().room_description(room));
  });
}

// game.mark_room(player, room, glyph [, label]): a mark on that player's
// map; glyph nil clears it.
int l_mark_room(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game_api::PlayerId player = check_player(L, 1, world);
  const game::RoomId room = check_room(L, 2, world);
  std::size_t glyph_size = 0, label_size = 0;
  const char* glyph =
      lua_isnoneornil(L, 3) ? "" : luaL_checklstring(L, 3, &glyph_size);
  luaL_argcheck(
      L, glyph_size == 0 || base::one_visible_character({glyph, glyph_size}), 3,
      "a glyph is one printable character one column wide");
  const char* label = check_text(L, 4, game::kMaxMarkLabelBytes, &label_size);
  ModName owner;
  calling_owner(L, owner);
  const auto& owners = world.player(player)->mark_owners;
  const auto held = owners.find(room);
  const bool own_mark =
      world.player(player)->marks.count(room) &&
      (held == owners.end() ? owner[0] == '\0' : held->second == owner);
  if (glyph_size > 0 && !own_mark &&
      world.marks_of(player, owner) >= game::quota::kMarksPerModPerPlayer)
    return luaL_error(L,
                      "game.mark_room: %s has %d marks on this player's map, "
                      "its quota (see Quotas in scripts/README.md)",
                      describe_mod(L, owner),
                      static_cast<int>(game::quota::kMarksPerModPerPlayer));
  return call_binding(L, [&] {
    world.mark_room(
        player, room,
        {std::string(glyph, glyph_size), base::printable({label, label_size})},
        owner);
    return 0;
  });
}

// game.map_mark(player, room) -> glyph, label, or nil when unmarked.
int l_map_mark(lua_State* L) {
  game::World& world = world_of(L);
  const game_api::PlayerId player = check_player(L, 1, world);
  const game::RoomId room = check_room(L, 2, world);
  return call_binding(L, [&] {
    const auto& marks = world.player(player)->marks;
    const auto mark = marks.find(room);
    if (mark == marks.end()) {
      lua_pushnil(L);
      return 1;
    }
    lua_pushstring(L, mark->second.glyph.c_str());
    lua_pushstring(L, mark->second.label.c_str());
    return 2;
  });
}

// game.open_passage(a, b) / game.close_passage(a, b): an error naming why
// when the rooms are not neighbours or closing would make the game
// unwinnable (pcall it to try).
template <bool Open>
int set_passage(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game::RoomId a = check_room(L, 1, world);
  const game::RoomId b = check_room(L, 2, world);
  char refused[512] = "";
  const int results = call_binding(L, [&] {
    std::string error;
    if (!game::change_passage(world, a, b, Open, &error))
      std::snprintf(refused, sizeof refused, "%s", error.c_str());
    return 0;
  });
  if (refused[0] != '\0')
    return luaL_error(L, "game.%s: %s", Open ? "open_passage" : "close_passage",
                      refused);
  return results;
}

const luaL_Reg kCave[] = {
    {"name_room", l_name_room},
    {"describe_room", l_describe_room},
    {"room_name", l_room_name},
    {"room_description", l_room_description},
    {"mark_room", l_mark_room},
    {"map_mark", l_map_mark},
    {"open_passage", set_passage<true>},
    {"close_passage", set_passage<false>},
    {nullptr, nullptr},
};

}  // namespace

void open_cave(lua_State* L) {
  lua_getglobal(L, "game");
  set_functions(L, kCave);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
