// The sandbox every rule file runs in (after crawl's clua.cc): only the
// base, string, table, math, utf8 and coroutine libraries, with their
// dangerous parts removed or wrapped (see lua_api/); library tables are
// read-only, and each rule file gets a private environment that refuses
// new globals once the file has loaded, since rules keep their state in
// the world (the engine rolls a turn back when a hook fails).
#pragma once

#include "script/lua_state.hpp"

namespace wumpus::script {

// Opens the sandboxed libraries and the game API in a fresh state.
void open_sandbox(LuaState& lua);

// Pushes a fresh environment: reads fall through to the sandbox globals,
// writes land in the environment until it is frozen.
void push_environment(lua_State* L);
// From now on, assigning any global in the environment at `index` is an
// error naming the global.
void freeze_environment(lua_State* L, int index);

}  // namespace wumpus::script
