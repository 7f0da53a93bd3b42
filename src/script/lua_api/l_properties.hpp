// Lua calls C++: the rules' properties, one binding set for every owner
// (game::Owner). Each owner's module registers it under its own names:
// game.property/set_property/flag for things, player_property/... for
// players, room_property/... for rooms, variable/set_variable for the
// world's variables.
#pragma once

#include "game/world/world.hpp"

#include <lua.hpp>

namespace wumpus::script {

// game.<get>([owner,] key) -> the value, or nil. The owner (a room, thing
// or player id) is argument 1; the world's variables take none.
template <game::Owner::Kind Kind>
int get_property(lua_State* L);
// game.<set>([owner,] key, value): nil clears it.
template <game::Owner::Kind Kind>
int set_property(lua_State* L);
// game.<flag>(owner, key) -> whether the value is the boolean true.
template <game::Owner::Kind Kind>
int property_flag(lua_State* L);

}  // namespace wumpus::script
