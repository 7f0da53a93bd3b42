// The one path by which C++ calls into Lua: a pcall under the state's
// budget with a traceback handler. Any failure (an error, a budget, time
// or memory abort) becomes one game::RuleError naming file, line and hook.
#pragma once

#include "game/rules/rules.hpp"
#include "script/lua_state.hpp"

#include <string>

namespace wumpus::script {

// Calls the function lying under `nargs` arguments on top of the stack.
// True: the function and arguments are replaced by `nresults` results.
// False: they are popped and *error says where and why it failed.
bool protected_call(LuaState& lua, int nargs, int nresults,
                    const std::string& hook, game::RuleError* error);

// The same for a caller that calls many registered functions in a row (a
// hook's round over every kind): it pushes the message handler once
// (push_message_handler) and passes its index, and the function to blame
// is fetched from the registry (`function_ref`) only should it fail, so
// no call shuffles the stack.
void push_message_handler(lua_State* L);
bool protected_call_ref(LuaState& lua, int handler, int function_ref, int nargs,
                        int nresults, const char* hook, game::RuleError* error);

// An error blamed on the function at `index` (where it was defined), for
// a hook that returned something it must not.
game::RuleError function_error(lua_State* L, int index, const std::string& hook,
                               const std::string& message);

}  // namespace wumpus::script
