#include "scores/finished_game.hpp"

#include <fmt/core.h>

namespace wumpus::scores {

std::string cave_words(const game_api::CaveInfo& cave) {
  std::string words = cave.shape + " " + cave.algorithm;
  if (cave.braid > 0) words += fmt::format(" braid {:g}", cave.braid);
  return words;
}

ScoreEntry finished_game(const game_api::PlayerView& view,
                         const std::string& name) {
  const bool won = view.outcome == game_api::Outcome::Won;
  ScoreEntry entry;
  entry.name = name;
  entry.points = view.score;
  entry.won = won;
  entry.cause = won ? "won" : view.cause;
  entry.turns = view.turn;
  entry.seed = view.cave.seed;
  entry.maze = cave_words(view.cave);
  entry.cheated = view.cheating;
  entry.replay = view.cave.replay;
  entry.preset = view.cave.preset;
  entry.policy = view.cave.policy;
  entry.daily = view.cave.daily;
  entry.seed_chosen = view.cave.seed_chosen;
  entry.resumed = view.cave.resumed;
  entry.advised = view.cave.advised;
  entry.rules_version = view.cave.rules_version;
  return entry;
}

bool record_finished_game(ScoreBoard& board, const game_api::PlayerView& view,
                          const std::string& name, std::string* error,
                          std::int64_t* id) {
  return board.record(finished_game(view, name), error, id);
}

}  // namespace wumpus::scores
