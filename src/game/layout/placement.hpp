// The placement guarantees, checked in C++ after the rules' setup and
// never trusted to the scripts: a layout that breaks one is drawn again.
#pragma once

#include "game/world/world.hpp"

#include <set>
#include <string>

namespace wumpus::game {

// Rooms a player must not walk into on the way to something: pits, bats
// and the mods' kinds declared hazards.
std::set<RoomId> hazard_rooms(const World& world);

// True when, from `from`, the exit and every gold, torch, rope, live
// Wumpus and thing of a kind declared needed lying in a room can be
// reached without entering a hazard's room (hazard_rooms); otherwise false with
// *problem naming what cannot. Placement asks it from the entrance, a passage
// change (passage_change.hpp) from every player still playing.
bool reaches_what_wins(const World& world, RoomId from, std::string* problem);

// True when the layout keeps every guarantee: nothing in the entrance
// room; no pit (nor mod hazard) on the solution path; a fair first move
// (no pit nor mod hazard next to the entrance, the Wumpus at least
// game_api::wumpus_distance moves away, so the entrance senses neither
// breeze nor stench); everything reaches_what_wins names reachable from
// the entrance; and the game winnable: some gold to carry, the exit
// reachable the same way, enough arrows for the Wumpus (shot from the
// room before it on its safe path), and a torch whenever every gold lies
// in a dark room. Otherwise false with *problem saying which failed.
bool check_placement(const World& world, std::string* problem);

}  // namespace wumpus::game
