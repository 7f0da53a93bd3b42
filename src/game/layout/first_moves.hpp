// The first moves' promise, on presets that make it ("fair_first_moves":
// how many moves): whatever the start and the rooms those moves reveal
// show, the player has a way on that is proven safe, or a guess less than
// kMaxFirstGuess deadly. Judged as the player would judge it, by the one
// inference (src/inference), from a view of what the moves show.
#pragma once

#include "game/world/world.hpp"

#include <string>

namespace wumpus::game {

// A first guess this deadly or worse is not a decision but a gamble.
inline constexpr double kMaxFirstGuess = 0.3;
// Past this many rooms the check is skipped: it would slow every try of
// the placement (and such caves are not played from a preset's promise).
inline constexpr std::uint32_t kMaxFirstMovesRooms = 40'000;

// False, with *problem saying where the player would be stuck, when the
// layout breaks the promise for `moves` moves: the player explores every
// room proven safe, one layer of moves at a time.
bool fair_first_moves(const World& world, int moves, std::string* problem);

}  // namespace wumpus::game
