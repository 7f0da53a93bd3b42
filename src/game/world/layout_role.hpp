// What a kind is to the placement guarantees (game.register's `layout`):
// a hazard is kept off the path to the exit, out of the rooms next to
// the entrance and off every safe route, as a pit is; a thing needed to
// win is kept reachable without entering a hazard, as gold is. The
// built-in kinds have theirs in placement.cpp.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace wumpus::game {

enum class LayoutRole : std::uint8_t { None, Hazard, Needed };
using LayoutRoles = std::map<std::string, LayoutRole>;

}  // namespace wumpus::game
