// The placement guarantees, checked in C++ after the rules' setup and
// never trusted to the scripts: a layout that breaks one is drawn again.
#pragma once

#include "game/world.hpp"

#include <set>
#include <string>

namespace wumpus::game {

// Rooms a player must not walk into on the way to something: pits and bats.
std::set<RoomId> hazard_rooms(const World& world);

// True when, from `from`, the exit and every gold, torch, rope and live
// Wumpus lying in a room can be reached without entering a pit or bat
// room; otherwise false with *problem naming what cannot. Placement asks
// it from the entrance, a passage change (passage_change.hpp) from every
// player still playing.
bool reaches_what_wins(const World& world, RoomId from, std::string* problem);

// True when the layout keeps every guarantee: nothing in the entrance
// room; no pit on the solution path; a fair first move (no pit next to
// the entrance, the Wumpus at least game_api::wumpus_distance moves away,
// so the entrance senses neither breeze nor stench); every gold, the torch, the
// rope and the Wumpus reachable from the entrance without entering a pit
// or bat room; and the game winnable: some gold to carry, the exit reachable
// the same way, enough arrows for the Wumpus (shot from the room before it on
// its safe path), and a torch whenever every gold lies in a dark room.
// Otherwise false with *problem saying which guarantee failed.
bool check_placement(const World& world, std::string* problem);

}  // namespace wumpus::game
