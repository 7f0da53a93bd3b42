// C++ reads Lua: checks on the registered hooks once every file has
// loaded, for mistakes that are not errors: a hook nothing will ever
// raise (a typo such as on_entre) is a warning naming the nearest name.
#pragma once

#include "script/cpp_api/rule_loader.hpp"

#include <lua.hpp>

#include <string>
#include <vector>

namespace wumpus::script {

// Hooks on custom events that no loaded file raises: engine hooks are
// raised by the engine, custom events by game.emit("on_x", ...), so an
// event name that appears quoted in no rule file has no one to raise it.
std::vector<std::string> unraised_hooks(lua_State* L,
                                        const std::vector<RuleUnit>& units);

}  // namespace wumpus::script
