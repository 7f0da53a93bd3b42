// A fixture for agent.layer_boundary_catches_relative_paths, never
// compiled: each include below reaches the engine by a relative path, and
// the layer guard must refuse every one.
#pragma once

#include <./ui/frame.hpp>
#include "../game/world.hpp"
#include "agent/../script/lua_rules.hpp"
