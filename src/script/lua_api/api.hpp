// Lua calls C++: one open function per module exposed to Lua, each in its
// own l_<module>.cpp, all registered by open_api in one list.
#pragma once

#include <lua.hpp>

namespace wumpus::script {

void open_base(lua_State* L);       // sandboxed pcall, load, print, ...
void open_order(lua_State* L);      // pairs and next in a stable order
void open_string(lua_State* L);     // capped string.rep, no string.dump
void open_pattern(lua_State* L);    // find, match, gmatch, gsub, charged
void open_table(lua_State* L);      // table and utf8 functions, charged
void open_coroutine(lua_State* L);  // resume that re-raises aborts
void open_random(lua_State* L);     // math.random, game.chance/pick/shuffle
void open_world(lua_State* L);      // game.rooms, neighbours, variables...
void open_things(lua_State* L);     // game.place, move_thing, property...
void open_player(lua_State* L);     // game.player_room, kill, message...
void open_rules(lua_State* L);      // game.register, game.previous
void open_emit(lua_State* L);       // game.emit
void open_timers(lua_State* L);     // game.after
void open_exports(lua_State* L);    // game.export, game.import
void open_verbs(lua_State* L);      // game.verb
void open_cave(lua_State* L);       // game.name_room, open_passage, ...
void open_storage(lua_State* L);    // game.store, game.stored
void open_layout(lua_State* L);     // game.reject_layout, reserve_room

// Pushes the text of a value as the sandbox's tostring gives it (l_base):
// a table, function or coroutine without __tostring is "table: #3", by
// order of first showing, never its address (which differs between runs).
void push_text(lua_State* L, int index);

// Creates the global `game` table and opens every module above; the
// standard libraries must be open already.
void open_api(lua_State* L);

}  // namespace wumpus::script
