// The agent's belief about one room in words, for the agent panel of
// `play --agent` and the advisor of a human's game: where the room is
// (coordinates, not only its number), how deadly entering it is, and why
// a room counted safe is safe (which percept, promise or count rules
// each hazard out). Reads the agent's belief and the player's view only.
#pragma once

#include "agent/agent.hpp"

#include <string>

namespace wumpus::ui {

// Percent, rounded: 0.333 -> 33.
int percent(double chance);

// "(3,1)" on a grid or tiling, "(3,1) level 2" on stacked levels, "ring
// 2 room 5" on polar rings, "room 12" on a room graph (whose rooms have
// no position; "room 3 (the cellar)" when it names them).
std::string room_place(const game_api::PlayerView& view, maze::RoomId room);
// "room 12 (3,1)" on a grid or tiling, "room 12" on a room graph.
std::string room_name(const game_api::PlayerView& view, maze::RoomId room);

// Every reason, or (Brief, for the prompt line's one line) the first.
enum class Wording { Full, Brief };

// Why entering the room cannot kill, starting "safe: " ("safe: no breeze
// or flapping next door; the Wumpus is dead"); for a room the agent does
// not count safe, its risk_reason instead.
std::string why_safe(const agent::Belief& belief,
                     const game_api::PlayerView& view, maze::RoomId room,
                     Wording wording = Wording::Full);

// What entering the room risks, in words: "safe: you stood there",
// "safe: ...", "33% deadly: a pit 33%", "survivable with the rope: a pit
// 50%", "bats: a ride to a random room", "certain death: the Wumpus is
// there".
std::string risk_reason(const agent::Belief& belief,
                        const game_api::PlayerView& view, maze::RoomId room,
                        Wording wording = Wording::Full);

// Entering it cannot kill, but a pit may be there that the rope gets the
// player out of (which then bars the way on).
bool survivable_with_rope(const agent::Belief& belief, maze::RoomId room);

}  // namespace wumpus::ui
