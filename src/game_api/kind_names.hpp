// The names the built-in rules (scripts/*.lua) give their kinds, their
// percepts and the properties the engine reads: the one place C++ spells
// them, for the engine's placement guarantees and solver, the agent and
// the front ends' glyphs and colours. A mod's kinds are never named here:
// they come with their looks in the view (PlayerView::kinds).
#pragma once

namespace wumpus::game_api::builtin {

// Kinds of things.
inline constexpr char kWumpus[] = "wumpus";
inline constexpr char kPit[] = "pit";
inline constexpr char kBats[] = "bats";
inline constexpr char kGold[] = "gold";
inline constexpr char kTorch[] = "torch";
inline constexpr char kRope[] = "rope";
// How a player sees a Wumpus whose "dead" property is set.
inline constexpr char kDeadWumpus[] = "dead wumpus";

// Percepts, sensed next to a hazard or where gold lies.
inline constexpr char kBreeze[] = "breeze";
inline constexpr char kStench[] = "stench";
inline constexpr char kFlapping[] = "flapping";
inline constexpr char kGlitter[] = "glitter";

// Properties: of a room, known dark; of a thing, killed (seen as "dead
// KIND") and hidden (unseen from afar, only felt by entering its room).
inline constexpr char kDark[] = "dark";
inline constexpr char kDead[] = "dead";
inline constexpr char kHidden[] = "hidden";
// Of a room: kept by a mod (game.reserve_room), offered to no setup.
inline constexpr char kReserved[] = "reserved";
// Of the Wumpus: woken (by a missed arrow or a noise), it walks.
inline constexpr char kAwake[] = "awake";

}  // namespace wumpus::game_api::builtin
