#include "script/lua_api/api.hpp"

namespace wumpus::script {

void open_api(lua_State* L) {
  lua_newtable(L);
  lua_setglobal(L, "game");
  using Open = void (*)(lua_State*);
  const Open modules[] = {
      open_base,      open_order,   open_string, open_pattern, open_table,
      open_coroutine, open_random,  open_world,  open_things,  open_player,
      open_rules,     open_emit,    open_timers, open_exports, open_verbs,
      open_cave,      open_storage, open_layout};
  for (Open open : modules) open(L);
}

}  // namespace wumpus::script
