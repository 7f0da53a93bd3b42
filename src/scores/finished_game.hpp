// A finished game as the score board lists it, taken from the player's
// view: the one recorder every front end calls (the terminal game for its
// player, the server for each seat), so all count and describe alike.
#pragma once

#include "game_api/player_view.hpp"
#include "scores/score_board.hpp"

#include <cstdint>
#include <string>

namespace wumpus::scores {

// How a score line describes the cave: "8x8, 2 levels backtracker braid
// 0.5".
std::string cave_words(const game_api::CaveInfo& cave);

// The entry for `view`'s finished game under `name`: its points, outcome,
// turns, cave, and the marks of cheats and replays.
ScoreEntry finished_game(const game_api::PlayerView& view,
                         const std::string& name);

// Records it; its row's id in *id when asked.
bool record_finished_game(ScoreBoard& board, const game_api::PlayerView& view,
                          const std::string& name, std::string* error,
                          std::int64_t* id = nullptr);

}  // namespace wumpus::scores
