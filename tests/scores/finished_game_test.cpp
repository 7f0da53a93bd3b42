// The one recorder of finished games (scores/finished_game.cpp) that the
// terminal game and the server both call.
#include "scores/finished_game.hpp"

#include "temp_dir.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

namespace {

game_api::PlayerView finished(game_api::Outcome outcome) {
  game_api::PlayerView view;
  view.name = "ann";
  view.outcome = outcome;
  view.cause = outcome == game_api::Outcome::Dead ? "eaten by the Wumpus" : "";
  view.score = 1234;
  view.turn = 42;
  view.cave.seed = 99;
  view.cave.shape = "8x8";
  view.cave.algorithm = "backtracker";
  return view;
}

}  // namespace

TEST_CASE("a finished game's entry says how it ended and in which cave",
          "[scores]") {
  const scores::ScoreEntry won =
      scores::finished_game(finished(game_api::Outcome::Won), "ann");
  CHECK(won.name == "ann");
  CHECK(won.points == 1234);
  CHECK(won.won);
  CHECK(won.cause == "won");
  CHECK(won.turns == 42);
  CHECK(won.seed == 99);
  CHECK(won.maze == "8x8 backtracker");
  CHECK_FALSE(won.cheated);
  CHECK_FALSE(won.replay);
  CHECK(won.rules_version == 0);  // the view did not say

  game_api::PlayerView versioned = finished(game_api::Outcome::Won);
  versioned.cave.rules_version = 3;
  CHECK(scores::finished_game(versioned, "ann").rules_version == 3);

  game_api::PlayerView view = finished(game_api::Outcome::Dead);
  view.cave.braid = 0.5;
  view.cave.replay = true;
  view.cheating = true;
  const scores::ScoreEntry dead = scores::finished_game(view, "bob");
  CHECK(dead.name == "bob");
  CHECK_FALSE(dead.won);
  CHECK(dead.cause == "eaten by the Wumpus");
  CHECK(dead.maze == "8x8 backtracker braid 0.5");
  CHECK(dead.cheated);
  CHECK(dead.replay);
}

TEST_CASE("a replayed cave is recorded as a replay, ranked after fresh games",
          "[scores]") {
  const testing::TempDir dir("finished-game");
  std::string error;
  auto board = scores::ScoreBoard::open(dir.file("scores.sqlite"), &error);
  REQUIRE(board);
  game_api::PlayerView replay = finished(game_api::Outcome::Won);
  replay.cave.replay = true;
  std::int64_t id = 0;
  REQUIRE(scores::record_finished_game(*board, replay, "ann", &error, &id));
  CHECK(id > 0);
  game_api::PlayerView fresh = finished(game_api::Outcome::Dead);
  fresh.score = 10;
  REQUIRE(scores::record_finished_game(*board, fresh, "bob", &error));
  const auto top = board->top(10, &error);
  REQUIRE(top.size() == 2);
  CHECK(top[0].name == "bob");
  CHECK(top[1].name == "ann");
  CHECK(top[1].replay);
}

TEST_CASE("a finished game's entry names its preset, policy and day",
          "[scores]") {
  game_api::PlayerView view = finished(game_api::Outcome::Won);
  const scores::ScoreEntry plain = scores::finished_game(view, "ann");
  CHECK(plain.policy == game_api::GuessPolicy::Guess);
  CHECK(plain.daily.empty());
  CHECK_FALSE(plain.seed_chosen);
  CHECK_FALSE(plain.resumed);
  view.cave.preset = "puzzle";
  view.cave.policy = game_api::GuessPolicy::Deduce;
  view.cave.daily = "2026-11-26";
  view.cave.seed_chosen = true;
  view.cave.resumed = true;
  const scores::ScoreEntry entry = scores::finished_game(view, "ann");
  CHECK(entry.preset == "puzzle");
  CHECK(entry.policy == game_api::GuessPolicy::Deduce);
  CHECK(entry.daily == "2026-11-26");
  CHECK(entry.seed_chosen);
  CHECK(entry.resumed);
}

TEST_CASE("a game the advisor was shown in is recorded as advised",
          "[scores]") {
  game_api::PlayerView view = finished(game_api::Outcome::Won);
  CHECK_FALSE(scores::finished_game(view, "ann").advised);
  view.cave.advised = true;
  CHECK(scores::finished_game(view, "ann").advised);
}
