// game.register's gates: what must hold for a registration's hooks to be
// worth calling, so the engine skips, without running any Lua, a call the
// hook would return from at once.
//   near = "pit"          on_enter and percepts run only while a pit lies
//                          in the room or in a room open to it;
//   tick_while = "awake"  on_tick runs only while a thing of the kind
//                          bears that flag (game.flag).
// A gate covers the hooks named in the same call, like `priority`.
#pragma once

#include <lua.hpp>

namespace wumpus::script {

// Checks the gate field on top of the stack, named `name`, of `kind`'s
// registration, whose fields are the table at `fields`; raises a Lua
// error naming what is wrong.
void check_gate(lua_State* L, const char* kind, const char* name, int fields);

// Pushes the gates of the fields at `fields`: `near` as a fresh list of
// kinds and `tick_while` as a string, each nil when absent.
void push_gates(lua_State* L, int fields);

// Sets the gates of the hook being registered (its name and value on top
// of the stack, as lua_next leaves them, left there) in the entry at
// `entry`: `near` (at `gates`) for on_enter and percepts, `tick_while` (at
// `gates` + 1) for on_tick; removing the hook removes its gate.
void set_gates(lua_State* L, int entry, int gates);

}  // namespace wumpus::script
