// Which mod a piece of Lua belongs to: the mod whose file defined the
// function, looked up by its chunk's name in a registry table that only
// the engine fills (the rule loader for each rule file, `load` for each
// chunk it compiles, named after its caller's mod). A name a script
// chooses is never trusted: `load` renames its chunks.
#pragma once

#include <lua.hpp>

#include <cstddef>

namespace wumpus::script {

// Room for a mod's name (at most 64 bytes) and its terminating zero.
inline constexpr std::size_t kModNameBuffer = 72;
using ModName = char[kModNameBuffer];

// Records that code compiled under chunk name `source` ("@ghosts/a.lua")
// belongs to `mod` ("" for the built-in rules).
void register_chunk(lua_State* L, const char* source, const char* mod);

// The mod of the Lua function at stack `level` or, when that is a C
// function, of the nearest Lua function calling it: true with *mod set
// ("" for the built-in rules); false for code of no known chunk.
bool mod_at_level(lua_State* L, int level, ModName& mod);

// The mod whose code calls the running C function, which owns what the
// call takes of a shared pool: "" for the built-in rules, and for code
// the engine itself compiled outside any rule file (a test's snippet).
void calling_owner(lua_State* L, ModName& mod);

// The mod of code compiled under chunk name `source`.
bool mod_of_source(lua_State* L, const char* source, ModName& mod);

// Whether some chunk of `mod` is registered (a mod of this session).
bool is_known_mod(lua_State* L, const char* mod);

// A mod named in messages: "mod 'ghosts'", or "the built-in rules".
const char* describe_mod(lua_State* L, const char* mod);

}  // namespace wumpus::script
