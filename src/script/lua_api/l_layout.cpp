// Lua calls C++: what on_generate and setup say about the layout being
// drawn. A mod rejects a layout it cannot use (game.reject_layout: the
// engine draws another, as when a placement guarantee fails) and keeps
// rooms for itself (game.reserve_room: game.empty_rooms no longer offers
// them, so no other kind's setup puts a thing there), with nothing
// placed that a player could see.
#include "script/lua_api/api.hpp"

#include "base/printable.hpp"
#include "game_api/kind_names.hpp"
#include "script/lua_api/binding.hpp"

#include <string>

namespace wumpus::script {
namespace {

inline constexpr std::size_t kMaxRejectionBytes = 200;

// game.reject_layout(reason): this layout will not do; another is drawn
// once the hooks of this one have run.
int l_reject_layout(lua_State* L) {
  game::World& world = mutable_world_of(L);
  std::size_t size = 0;
  const char* reason = luaL_checklstring(L, 1, &size);
  luaL_argcheck(L, size > 0 && size <= kMaxRejectionBytes, 1,
                "a reason is 1 to 200 bytes");
  if (!world.layout().drawing())
    return luaL_error(L,
                      "game.reject_layout works only in setup and "
                      "on_generate, while the layout is drawn");
  lua_Debug ar;
  const bool where = lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar);
  return call_binding(L, [&] {
    world.layout().reject((where ? std::string(ar.short_src) + ":" +
                                       std::to_string(ar.currentline) + ": "
                                 : std::string()) +
                          base::printable({reason, size}));
    return 0;
  });
}

// game.reserve_room(room): no kind's setup is offered the room by
// game.empty_rooms from now on. A room property, so it is saved and
// undone like any other, and never shown to a player.
int l_reserve_room(lua_State* L) {
  game::World& world = mutable_world_of(L);
  const game::RoomId room = check_room(L, 1, world);
  return call_binding(L, [&] {
    world.set_property(game::Owner::room(room), game_api::builtin::kReserved,
                       game::Value{true});
    return 0;
  });
}

const luaL_Reg kLayoutFunctions[] = {
    {"reject_layout", l_reject_layout},
    {"reserve_room", l_reserve_room},
    {nullptr, nullptr},
};

}  // namespace

void open_layout(lua_State* L) {
  lua_getglobal(L, "game");
  set_functions(L, kLayoutFunctions);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
