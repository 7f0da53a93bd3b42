// The placement guarantees, checked in C++ after the rules' setup and
// never trusted to the scripts: a layout that breaks one is drawn again.
#pragma once

#include "game/world.hpp"

#include <set>
#include <string>

namespace wumpus::game {

// Rooms a player must not walk into on the way to something: pits and bats.
std::set<RoomId> hazard_rooms(const World& world);

// True when the layout keeps every guarantee: nothing in the entrance
// room; no pit on the solution path; every gold, the torch, the rope and
// the Wumpus reachable from the entrance without entering a pit or bat
// room; and the game winnable: some gold to carry, the exit reachable the
// same way, enough arrows for the Wumpus (shot from the room before it on
// its safe path), and a torch whenever every gold lies in a dark room.
// Otherwise false with *problem saying which guarantee failed.
bool check_placement(const World& world, std::string* problem);

}  // namespace wumpus::game
