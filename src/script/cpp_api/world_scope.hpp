// Lends the world to the bindings for the duration of one hook call: the
// game API works only while a WorldScope is alive, and the pointer never
// outlives the call.
#pragma once

#include "script/lua_state.hpp"

namespace wumpus::script {

class WorldScope {
 public:
  WorldScope(LuaState& lua, game::World& world, bool read_only = false)
      : lua_(lua),
        previous_(lua.world()),
        was_read_only_(lua.world_read_only()) {
    lua.set_world(&world, read_only);
  }
  ~WorldScope() { lua_.set_world(previous_, was_read_only_); }
  WorldScope(const WorldScope&) = delete;
  WorldScope& operator=(const WorldScope&) = delete;

 private:
  LuaState& lua_;
  game::World* previous_;
  bool was_read_only_;
};

}  // namespace wumpus::script
