// `wumpus agent --oracle`: each guessed step held against the oracle
// (risk_oracle.hpp): the agent's stated chances for the room entered,
// whether the step was certainly deadly, and whether a room proven safe
// was within a walk.
#pragma once

#include "agent/agent.hpp"
#include "game_api/player_view.hpp"

#include <vector>

namespace wumpus::app {

// A guessed step whose stated chance of some hazard in the room entered
// differs from the oracle's by more than kOracleTolerance (or, when the
// agent estimated it, by more than its stated error).
inline constexpr double kOracleTolerance = 0.02;
struct OracleMiss {
  std::uint32_t turn = 0;
  maze::RoomId room = maze::kNoRoom;
  game_api::Hazard hazard = game_api::Hazard::Pit;
  double stated = 0, oracle = 0;
};

struct OracleCheck {
  int guesses = 0;    // guessed steps into a room
  int uncounted = 0;  // the oracle could not count them
  int off = 0;        // steps with a miss
  int estimated = 0;  // steps the agent estimated rather than counted
  std::vector<OracleMiss> misses;
  // Of the guessed steps that could kill while the Wumpus sleeps (or is
  // dead): those into a room the oracle finds certainly deadly (a pit
  // without a rope, the Wumpus), and those taken while a room it proves
  // free of every hazard, leading on to a room not visited, was a walk
  // through visited rooms away.
  int deadly = 0, safe_left = 0;
  // The last guessed step was one of those (for the game's death).
  bool last_deadly = false, last_safe_left = false;
  // Rooms a gold, torch or rope was seen in so far, as the player
  // remembers them after the view forgets.
  std::vector<maze::RoomId> things_seen;
};

// Whether some room other than `step`, a walk away through visited rooms
// that hold no pit or bats, leads on to a room not visited and is proven
// free of every hazard by the oracle (`asleep`: of the Wumpus too;
// `things`: where gold, the torch or the rope was seen).
bool safe_room_left(const game_api::PlayerView& view, maze::RoomId step,
                    bool asleep, const std::vector<maze::RoomId>& things);

// Called with every decision the agent makes, before it is carried out.
void check_guessed_step(const agent::Decision& d,
                        const game_api::PlayerView& before,
                        const agent::Agent& agent, OracleCheck& check);

}  // namespace wumpus::app
