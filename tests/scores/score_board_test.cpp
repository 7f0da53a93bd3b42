#include "scores/score_board.hpp"

#include "temp_dir.hpp"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <thread>

using namespace wumpus;

TEST_CASE("scores come back best first, cheats after honest games",
          "[scores]") {
  const testing::TempDir dir("scores");
  const std::string path = dir.file("scores.sqlite");
  std::string error;
  auto board = scores::ScoreBoard::open(path, &error);
  REQUIRE(board != nullptr);
  scores::ScoreEntry entry{"ann", 50, true, "won", 40, 7, "8x8 backtracker",
                           false, ""};
  REQUIRE(board->record(entry, &error));
  entry.name = "cheat";
  entry.points = 900;
  entry.cheated = true;
  REQUIRE(board->record(entry, &error));
  entry.name = "bob";
  entry.points = 70;
  entry.cheated = false;
  entry.won = false;
  entry.cause = "eaten by the Wumpus";
  REQUIRE(board->record(entry, &error));
  const auto top = board->top(10, &error);
  CHECK(error.empty());
  REQUIRE(top.size() == 3);
  CHECK(top[0].name == "bob");
  CHECK(top[0].cause == "eaten by the Wumpus");
  CHECK(top[1].name == "ann");
  CHECK(top[2].name == "cheat");
  CHECK(top[2].cheated);
  CHECK(top[0].played_at.size() == 20);
  CHECK(board->top(1, &error).size() == 1);
}

TEST_CASE("two writers at once lose no score", "[scores]") {
  const testing::TempDir dir("scores");
  const std::string path = dir.file("scores.sqlite");
  constexpr int kPerWriter = 40;
  auto write = [&](const std::string& name, bool* ok) {
    std::string error;
    auto board = scores::ScoreBoard::open(path, &error);
    *ok = board != nullptr;
    for (int i = 0; i < kPerWriter && *ok; ++i)
      *ok = board->record({name, i, false, "fell", 1, 1, "4x4", false, ""},
                          &error);
  };
  bool ok_a = false, ok_b = false;
  std::thread a(write, "a", &ok_a), b(write, "b", &ok_b);
  a.join();
  b.join();
  CHECK(ok_a);
  CHECK(ok_b);
  std::string error;
  auto board = scores::ScoreBoard::open(path, &error);
  REQUIRE(board != nullptr);
  CHECK(board->top(1000, &error).size() == 2 * kPerWriter);
}

TEST_CASE("an unwritable scores path is an error, not a crash", "[scores]") {
  std::string error;
  CHECK(scores::ScoreBoard::open("/nonexistent-dir/x/scores.sqlite", &error) ==
        nullptr);
  CHECK(error.find("/nonexistent-dir/x/scores.sqlite") != std::string::npos);
}

TEST_CASE("replays rank after fresh games, a new entry's id comes back",
          "[scores]") {
  const testing::TempDir dir("scores");
  const std::string path = dir.file("scores.sqlite");
  std::string error;
  auto board = scores::ScoreBoard::open(path, &error);
  REQUIRE(board != nullptr);
  scores::ScoreEntry entry{"ann", 500, true, "won", 40, 7, "8x8 backtracker",
                           false, ""};
  entry.replay = true;
  std::int64_t replay_id = 0, fresh_id = 0;
  REQUIRE(board->record(entry, &error, &replay_id));
  entry.replay = false;
  entry.points = 100;
  REQUIRE(board->record(entry, &error, &fresh_id));
  CHECK(fresh_id != replay_id);
  const auto top = board->top(10, &error);
  REQUIRE(top.size() == 2);
  CHECK(top[0].id == fresh_id);
  CHECK_FALSE(top[0].replay);
  CHECK(top[1].id == replay_id);
  CHECK(top[1].replay);
}
