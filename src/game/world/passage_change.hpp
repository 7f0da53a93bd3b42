// Opening or closing a passage while the game runs (a door, a collapse),
// refused when it would leave a game that could be won unwinnable: the
// placement's reachability guarantee, asked from every player still
// playing (from the entrance while the cave is carved, before anyone
// joins).
#pragma once

#include "game/world/world.hpp"

#include <string>

namespace wumpus::game {

// World::set_passage, undone and false with *error when closing the
// passage cuts a player still playing (or, with none yet, the entrance)
// off from the exit or from gold, the torch, the rope or a live Wumpus
// they could reach safely before.
bool change_passage(World& world, RoomId a, RoomId b, bool open,
                    std::string* error);

}  // namespace wumpus::game
