// What a player sees from where they stand, and what they remember: the
// fog of war. Sight runs along straight open corridors (on room graphs,
// through open passages), one room without a lit torch and "torch_sight"
// rooms with one; a dark room hides its things from a player without a
// lit torch.
#pragma once

#include "game/world.hpp"

#include <vector>

namespace wumpus::game {

// The player's room first, then every room in sight, without repeats.
std::vector<RoomId> rooms_in_sight(const World& world, PlayerId player);

// The things a player can make out in a room now (kinds, sorted): none
// when the room is dark and their torch is not lit; "hidden" ones only
// from inside their room.
std::vector<std::string> visible_things(const World& world, PlayerId player,
                                        RoomId room);

// Records what the player sees now in their knowledge: rooms seen and
// visited, things in sight, rooms known dark.
void update_knowledge(World& world, PlayerId player);

}  // namespace wumpus::game
