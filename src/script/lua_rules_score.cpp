// LuaRules: the score hook. Each kind's `score` hook gets the player and
// the points the hooks before it gave (0 for the first) and returns the
// new total, or nothing to keep it: scripts/score.lua sets the formula,
// a mod may add to it, wrap it or replace it.
#include "script/lua_rules_impl.hpp"

#include <algorithm>
#include <cmath>

namespace wumpus::script {
namespace {

// As high as the view's counts go (game_api's kMaxCount).
constexpr lua_Number kMostPoints = 1'000'000'000;

}  // namespace

bool LuaRules::score(const game::World& world, game_api::PlayerId player,
                     int* points, game::RuleError* error) {
  lua_Number total = 0;
  auto push = [&total, player](lua_State* L) {
    lua_pushinteger(L, player);
    lua_pushnumber(L, total);
    return 2;
  };
  auto inspect = [this, &total](lua_State* L, const std::string& kind,
                                game::RuleError* failure) {
    if (lua_isnil(L, -1)) return Next::Continue;
    if (lua_type(L, -1) != LUA_TNUMBER || !std::isfinite(lua_tonumber(L, -1))) {
      *failure = impl_->dispatch.bad_result(
          Hook::Score, kind,
          std::string("the score hook of '") + kind +
              "' must return a number or nothing, not " + luaL_typename(L, -1));
      return Next::Fail;
    }
    total = lua_tonumber(L, -1);
    return Next::Continue;
  };
  // The world is lent read-only (the bindings refuse every change), so
  // the engine may ask for a score from its const view of the game.
  const bool ok = impl_->dispatch.call(
      Hook::Score, const_cast<game::World&>(world), push, 1, inspect, error);
  *points = ok ? static_cast<int>(
                     std::clamp(std::round(total), lua_Number{0}, kMostPoints))
               : 0;
  return reported(ok, error, Undone::No);
}

}  // namespace wumpus::script
