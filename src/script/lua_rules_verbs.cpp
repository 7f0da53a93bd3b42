// LuaRules: the verbs mods add (game.verb): read once every file has
// loaded, and a typed one handed to its handler through the guarded call
// path, with the world lent as for a hook.
#include "script/cpp_api/protected_call.hpp"
#include "script/cpp_api/world_scope.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/lua_rules_impl.hpp"
#include "script/stack_guard.hpp"

#include <charconv>

namespace wumpus::script {

game_api::VerbSpecs registered_verbs(lua_State* L) {
  StackGuard guard(L);
  game_api::VerbSpecs verbs;
  lua_getfield(L, LUA_REGISTRYINDEX, kVerbsKey);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, -1, i);
    game_api::VerbSpec verb;
    for (auto [field, value] :
         {std::pair{"name", &verb.name}, std::pair{"help", &verb.help}}) {
      lua_getfield(L, -1, field);
      *value = lua_tostring(L, -1);
      lua_pop(L, 1);
    }
    lua_getfield(L, -1, "args");
    verb.args = game_api::parse_verb_args(lua_tostring(L, -1))
                    .value_or(game_api::VerbArgs::None);
    lua_pop(L, 2);
    verbs.push_back(std::move(verb));
  }
  return verbs;
}

const game_api::VerbSpecs& LuaRules::verbs() const {
  return impl_->verbs;
}

// The handler gets the player and the argument as the verb takes it (a
// room as a number, nothing for none); false from it: the verb declined,
// and costs no turn.
bool LuaRules::verb(game::World& world, game_api::PlayerId player,
                    const game_api::Command& command, bool* spent,
                    game::RuleError* error) {
  *spent = false;
  const auto& verbs = impl_->verbs;
  std::size_t index = 0;
  while (index < verbs.size() && verbs[index].name != command.name) ++index;
  if (index == verbs.size()) {  // a log line from rules since reloaded
    world.message(player, "info",
                  "No mod knows \"" + command.name + "\" any more.");
    return true;
  }
  lua_State* L = impl_->lua.get();
  StackGuard guard(L);
  WorldScope scope(impl_->lua, world);
  {
    LuaState::UncappedScope uncapped(impl_->lua);
    lua_getfield(L, LUA_REGISTRYINDEX, kVerbsKey);
    lua_rawgeti(L, -1, static_cast<lua_Integer>(index + 1));
    lua_getfield(L, -1, "file");
    const bool stopped = impl_->stopped_files.count(lua_tostring(L, -1)) > 0;
    lua_pop(L, 1);
    if (stopped) {
      world.message(player, "info",
                    "The mod behind \"" + command.name +
                        "\" is stopped: it went over its memory cap or "
                        "failed too often.");
      return true;
    }
    lua_getfield(L, -1, "handler");
    lua_pushinteger(L, player);
    const std::string& argument = command.argument;
    lua_Integer room = 0;
    switch (verbs[index].args) {
      case game_api::VerbArgs::None:
        lua_pushnil(L);
        break;
      case game_api::VerbArgs::Room:
        std::from_chars(argument.data(), argument.data() + argument.size(),
                        room);
        lua_pushinteger(L, room);
        break;
      default:
        lua_pushlstring(L, argument.data(), argument.size());
    }
  }
  const std::string hook = "verb '" + command.name + "'";
  if (!protected_call(impl_->lua, 2, 1, hook, error)) {
    lua_getfield(L, -1, "file");  // the verb's entry is left on the stack
    impl_->dispatch.blame(lua_tostring(L, -1));
    return reported(false, error);
  }
  if (!lua_isnil(L, -1) && !lua_isboolean(L, -1)) {
    const std::string type = luaL_typename(L, -1);
    lua_getfield(L, -2, "file");
    impl_->dispatch.blame(lua_tostring(L, -1));
    lua_pop(L, 1);
    lua_getfield(L, -2, "handler");  // blamed where it is defined
    *error = function_error(
        L, -1, hook,
        "a verb's handler must return nothing, true (the turn is spent) or "
        "false (declined: no turn), not a " +
            type);
    return reported(false, error);
  }
  *spent = lua_isnil(L, -1) || lua_toboolean(L, -1);
  return true;
}

}  // namespace wumpus::script
