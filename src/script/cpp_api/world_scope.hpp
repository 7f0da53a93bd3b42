// Lends the world to the bindings for the duration of one hook call: the
// game API works only while a WorldScope is alive, and the pointer never
// outlives the call.
#pragma once

#include "script/lua_state.hpp"

namespace wumpus::script {

class WorldScope {
 public:
  WorldScope(LuaState& lua, game::World& world)
      : lua_(lua), previous_(lua.world()) {
    lua.set_world(&world);
  }
  ~WorldScope() { lua_.set_world(previous_); }
  WorldScope(const WorldScope&) = delete;
  WorldScope& operator=(const WorldScope&) = delete;

 private:
  LuaState& lua_;
  game::World* previous_;
};

}  // namespace wumpus::script
