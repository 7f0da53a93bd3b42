// What game.register accepts besides hooks: every field of a registration
// (hooks, looks, a percept's looks, setup_order, priority, gates, layout,
// counted) checked before anything is registered, so a bad registration
// changes nothing and its error says what is wrong and what would do.
#pragma once

#include "script/lua_state.hpp"

#include <cstddef>
#include <cstring>

namespace wumpus::script {

template <std::size_t N>
bool one_of(const char* name, const char* const (&list)[N]) {
  for (const char* entry : list)
    if (std::strcmp(name, entry) == 0) return true;
  return false;
}

// Checks every field of the table at index 2 for kind `kind`; a Lua error
// naming the field otherwise.
void check_register_fields(lua_State* L, const char* kind);

}  // namespace wumpus::script
