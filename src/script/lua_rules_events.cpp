// The engine's events (game/rules/rules.hpp): raised once the hook or command
// that caused them has returned (a leave: when the table says so), each
// dispatched to every kind's hook by priority, then load order.
#include "script/lua_rules.hpp"
#include "script/lua_rules_impl.hpp"

namespace wumpus::script {
namespace {

// Arguments of an event about two things: ids (thing and player, or
// player and thing).
HookDispatch::PushArguments two_ids(lua_Integer first, lua_Integer second) {
  return [=](lua_State* L) {
    lua_pushinteger(L, first);
    lua_pushinteger(L, second);
    return 2;
  };
}

HookDispatch::PushArguments player_id(game_api::PlayerId player) {
  return [=](lua_State* L) {
    lua_pushinteger(L, player);
    return 1;
  };
}

}  // namespace

bool LuaRules::on_walk_in(game::World& world, game::ThingId thing,
                          game_api::PlayerId player, game::RuleError* error) {
  return reported(
      impl_->dispatch.call(Hook::OnWalkIn, world, two_ids(thing, player), 0,
                           ignore_results(), error),
      error);
}

bool LuaRules::on_pick_up(game::World& world, game_api::PlayerId player,
                          game::ThingId thing, game::RuleError* error) {
  return reported(
      impl_->dispatch.call(Hook::OnPickUp, world, two_ids(player, thing), 0,
                           ignore_results(), error),
      error);
}

bool LuaRules::on_drop(game::World& world, game_api::PlayerId player,
                       game::ThingId thing, game::RuleError* error) {
  return reported(
      impl_->dispatch.call(Hook::OnDrop, world, two_ids(player, thing), 0,
                           ignore_results(), error),
      error);
}

bool LuaRules::on_death(game::World& world, game_api::PlayerId player,
                        game::RuleError* error) {
  const game::Player* dead = world.player(player);
  const std::string cause = dead ? dead->cause : std::string();
  const auto push = [player, &cause](lua_State* L) {
    lua_pushinteger(L, player);
    lua_pushlstring(L, cause.data(), cause.size());
    return 2;
  };
  return reported(impl_->dispatch.call(Hook::OnDeath, world, push, 0,
                                       ignore_results(), error),
                  error);
}

bool LuaRules::on_win(game::World& world, game_api::PlayerId player,
                      game::RuleError* error) {
  return reported(impl_->dispatch.call(Hook::OnWin, world, player_id(player), 0,
                                       ignore_results(), error),
                  error);
}

bool LuaRules::on_join(game::World& world, game_api::PlayerId player,
                       game::RuleError* error) {
  return reported(impl_->dispatch.call(Hook::OnJoin, world, player_id(player),
                                       0, ignore_results(), error),
                  error);
}

bool LuaRules::on_leave(game::World& world, game_api::PlayerId player,
                        const std::string& how, game::RuleError* error) {
  const auto push = [player, &how](lua_State* L) {
    lua_pushinteger(L, player);
    lua_pushlstring(L, how.data(), how.size());
    return 2;
  };
  return reported(impl_->dispatch.call(Hook::OnLeave, world, push, 0,
                                       ignore_results(), error),
                  error);
}

bool LuaRules::on_exit(game::World& world, game_api::PlayerId player,
                       game::RuleError* error) {
  return reported(impl_->dispatch.call(Hook::OnExit, world, player_id(player),
                                       0, ignore_results(), error),
                  error);
}

}  // namespace wumpus::script
