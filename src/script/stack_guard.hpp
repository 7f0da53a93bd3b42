// Restores the Lua stack to its height at construction when a scope ends,
// whichever way it ends (crawl's stack cleaner), so C++ callers cannot
// leak stack slots on early returns.
#pragma once

#include <lua.hpp>

namespace wumpus::script {

class StackGuard {
 public:
  explicit StackGuard(lua_State* L) : L_(L), top_(lua_gettop(L)) {}
  ~StackGuard() { lua_settop(L_, top_); }
  StackGuard(const StackGuard&) = delete;
  StackGuard& operator=(const StackGuard&) = delete;

  int top() const { return top_; }

 private:
  lua_State* L_;
  int top_;
};

}  // namespace wumpus::script
