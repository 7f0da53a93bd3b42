// LuaRules: before_move, the one hook that may refuse a command. The
// first kind (by priority, then load order) to return a text refuses the
// move with it; the others are not asked.
#include "script/lua_rules.hpp"
#include "script/lua_rules_impl.hpp"

namespace wumpus::script {
namespace {

// A refusal is one line of the log, as a verb's help is.
inline constexpr std::size_t kMaxRefusalBytes = 200;

}  // namespace

bool LuaRules::before_move(game::World& world, game_api::PlayerId player,
                           game::RoomId from, game::RoomId to,
                           std::string* refusal, game::RuleError* error) {
  refusal->clear();
  auto inspect = [this, refusal](lua_State* L, const std::string& kind,
                                 game::RuleError* failure) {
    if (lua_isnil(L, -1)) return Next::Continue;
    std::size_t size = 0;
    const char* text =
        lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &size) : nullptr;
    if (text && size > 0 && size <= kMaxRefusalBytes) {
      refusal->assign(text, size);
      return Next::Stop;
    }
    const std::string got = !text      ? std::string(luaL_typename(L, -1))
                            : size > 0 ? std::to_string(size) + " bytes of text"
                                       : std::string("an empty text");
    *failure = impl_->dispatch.bad_result(
        Hook::BeforeMove, kind,
        "the before_move hook of '" + kind +
            "' must return nothing (the move goes on) or a text of 1 to " +
            std::to_string(kMaxRefusalBytes) +
            " bytes saying why it is refused, not " + got);
    return Next::Fail;
  };
  auto push = [=](lua_State* L) {
    lua_pushinteger(L, player);
    lua_pushinteger(L, from);
    lua_pushinteger(L, to);
    return 3;
  };
  const bool ok =
      impl_->dispatch.call(Hook::BeforeMove, world, push, 1, inspect, error);
  return reported(ok, error);
}

}  // namespace wumpus::script
