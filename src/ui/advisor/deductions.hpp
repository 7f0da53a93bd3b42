// What the player's own knowledge proves about each room seen: safe, a
// pit, bats or the Wumpus. It reads the view alone (what was sensed
// where, the counts the game announced, the dead Wumpus) with the
// placement guarantees the help states (the exit is never a pit nor
// bats; some way from the entrance to the exit passes neither; gold, the
// torch and the rope lie where no hazard is), through the agent's exact
// inference: a room is proven free of a hazard only when no layout that
// agrees with everything sensed puts one there.
//
// A Wumpus woken by a missed arrow may have walked since its stench was
// smelt: then only a room stood in, or one next to a room stood in that
// smelt nothing, counts as clear of it (as the walk stops at any new
// stench). Under rules the inference does not know (percepts no layout
// explains), only what was sensed next door counts.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/terminal/glyphs.hpp"

#include <cstdint>
#include <unordered_map>

namespace wumpus::ui {

// A chance this close to 1 is a certainty the sums rounded.
inline constexpr double kCertain = 1 - 1e-9;

enum class Proof : std::uint8_t {
  Unknown,  // nothing proven either way
  Safe,     // no pit, no bats and no live Wumpus can be there
  Pit,
  Bats,
  Wumpus,  // the live Wumpus is certainly there
};

class Deductions {
 public:
  explicit Deductions(const game_api::PlayerView& view);

  Proof proof(maze::RoomId room) const;
  bool safe(maze::RoomId room) const { return proof(room) == Proof::Safe; }
  const std::unordered_map<maze::RoomId, Proof>& proofs() const {
    return proofs_;
  }

 private:
  std::unordered_map<maze::RoomId, Proof> proofs_;  // rooms seen only
};

// The map's mark for each proof (ui/map/room_marks.hpp draws them in rooms
// not entered): safe ', a pit o, bats b, the Wumpus !.
std::unordered_map<maze::RoomId, Mark> proof_marks(const Deductions& proofs);
// "' safe  o pit  b bats  ! Wumpus", for the help and the toggle's note.
std::string proof_legend();

// Whether the rules' Wumpus may have moved since its stench was sensed:
// it lives and an arrow missed it (every missed arrow wakes it).
bool wumpus_may_have_moved(const game_api::PlayerView& view);

// Whether stepping into the exit now ends the game in a win: the team
// holds gold and no Wumpus lives (scripts/exit.lua).
bool exit_wins_now(const game_api::PlayerView& view);

}  // namespace wumpus::ui
