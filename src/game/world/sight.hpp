// What a player sees from where they stand, and what they remember: the
// fog of war. Sight runs along straight open corridors (on room graphs,
// through open passages), one room without a lit torch and "torch_sight"
// rooms with one; a dark room hides its things from a player without a
// lit torch.
#pragma once

#include "game/world/world.hpp"

#include <vector>

namespace wumpus::game {

// The player's room first, then every room in sight, without repeats.
std::vector<RoomId> rooms_in_sight(const World& world,
                                   game_api::PlayerId player);

// How a player names a thing they see: its kind, or "dead KIND" when its
// property "dead" is true (a Wumpus shot).
std::string seen_as(const World& world, ThingId thing);

// The things a player can make out in a room now (seen_as names, sorted):
// none when the room is dark and their torch is not lit; "hidden" ones
// only from inside their room.
std::vector<std::string> visible_things(const World& world,
                                        game_api::PlayerId player, RoomId room);

// Records what the player sees now in their knowledge: rooms seen and
// visited, things in sight, rooms known dark, hidden things felt where
// they stand.
void update_knowledge(World& world, game_api::PlayerId player);

// The player has just entered `room`, before its rules act on them (they
// may be carried off at once): the room is remembered as visited, dark or
// not, with the hidden things met there.
void note_entry(World& world, game_api::PlayerId player, RoomId room);

// What a player remembers seeing in a room: the things seen there and the
// hidden ones felt, sorted, without repeats.
std::vector<std::string> remembered_things(const RoomMemory& memory);

}  // namespace wumpus::game
