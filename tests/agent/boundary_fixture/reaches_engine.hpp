// A fixture for agent.layer_boundary_catches_relative_paths, never
// compiled: each directive below reaches the engine, the Lua host or a
// front end by another spelling, and the layer guard must catch every
// one (the test counts them: 9). clang-format would respell them.
#pragma once

// clang-format off
#include <./ui/screen_frame.hpp>
#include "../game/world.hpp"
#include "agent/../script/lua_rules.hpp"
#include"game/game.hpp"
  #  include <net/client.hpp>
#include "../../src/app/commands.hpp"
#define ENGINE_HEADER "game/table/table.hpp"
#if __has_include(<game/save.hpp>)
#endif
#include "./../ui/map_view.hpp"
// clang-format on
