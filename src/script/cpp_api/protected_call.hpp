// The one path by which C++ calls into Lua: a pcall under the state's
// budget with a traceback handler. Any failure (an error, a budget, time
// or memory abort) becomes one game::RuleError naming file, line and hook.
#pragma once

#include "game/rules.hpp"
#include "script/lua_state.hpp"

#include <string>

namespace wumpus::script {

// Calls the function lying under `nargs` arguments on top of the stack.
// True: the function and arguments are replaced by `nresults` results.
// False: they are popped and *error says where and why it failed.
bool protected_call(LuaState& lua, int nargs, int nresults,
                    const std::string& hook, game::RuleError* error);

// An error blamed on the function at `index` (where it was defined), for
// a hook that returned something it must not.
game::RuleError function_error(lua_State* L, int index, const std::string& hook,
                               const std::string& message);

}  // namespace wumpus::script
