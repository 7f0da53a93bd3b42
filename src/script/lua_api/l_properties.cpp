#include "script/lua_api/l_properties.hpp"

#include "game/rules/mod_quotas.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/mod_identity.hpp"

#include <optional>

namespace wumpus::script {
namespace {

using Kind = game::Owner::Kind;

// The owner named before the key: a room, thing or player at argument 1,
// none for the world's variables. A Lua error names a wrong one.
template <Kind K>
game::Owner check_owner(lua_State* L, const game::World& world) {
  if constexpr (K == Kind::Room)
    return game::Owner::room(check_room(L, 1, world));
  else if constexpr (K == Kind::Thing)
    return game::Owner::thing(check_thing(L, 1, world));
  else if constexpr (K == Kind::Player)
    return game::Owner::player(check_player(L, 1, world));
  else
    return game::Owner::world();
}

constexpr int key_argument(Kind kind) {
  return kind == Kind::World ? 1 : 2;
}

// The value under the key, or (Flag) whether it is the boolean true.
template <Kind K, bool Flag>
int read_property(lua_State* L) {
  game::World& world = world_of(L);
  const game::Owner owner = check_owner<K>(L, world);
  const char* key = luaL_checkstring(L, key_argument(K));
  return call_binding(L, [&] {
    const game::PropertyBag& properties = world.properties_of(owner);
    if constexpr (Flag)
      lua_pushboolean(L, properties.flag(key));
    else
      push_value(L, properties.get(key));
    return 1;
  });
}

}  // namespace

template <Kind K>
int get_property(lua_State* L) {
  return read_property<K, false>(L);
}

template <Kind K>
int set_property(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game::Owner owner = check_owner<K>(L, world);
  const char* key = luaL_checkstring(L, key_argument(K));
  const int value = key_argument(K) + 1;
  check_value(L, value);
  ModName mod;
  if constexpr (K == Kind::World) calling_owner(L, mod);
  bool within_quota = true;
  const int pushed = call_binding(L, [&] {
    std::optional<game::Value> set;
    if (!lua_isnil(L, value)) set = to_value(L, value);
    if constexpr (K == Kind::World)
      within_quota = world.set_variable(key, std::move(set), mod);
    else
      world.set_property(owner, key, std::move(set));
    return 0;
  });
  if (!within_quota)
    return luaL_error(
        L,
        "game.set_variable: %s would hold more than %d KiB of game "
        "variables, its quota (see Quotas in scripts/README.md)",
        describe_mod(L, mod),
        static_cast<int>(game::quota::kVariableBytesPerMod >> 10));
  return pushed;
}

template <Kind K>
int property_flag(lua_State* L) {
  return read_property<K, true>(L);
}

template int get_property<Kind::World>(lua_State*);
template int get_property<Kind::Room>(lua_State*);
template int get_property<Kind::Thing>(lua_State*);
template int get_property<Kind::Player>(lua_State*);
template int set_property<Kind::World>(lua_State*);
template int set_property<Kind::Room>(lua_State*);
template int set_property<Kind::Thing>(lua_State*);
template int set_property<Kind::Player>(lua_State*);
template int property_flag<Kind::Room>(lua_State*);
template int property_flag<Kind::Thing>(lua_State*);
template int property_flag<Kind::Player>(lua_State*);

}  // namespace wumpus::script
