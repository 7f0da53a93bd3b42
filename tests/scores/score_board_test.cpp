#include "scores/score_board.hpp"

#include "temp_dir.hpp"

#include <sqlite3.h>
#include <catch2/catch.hpp>

#include <thread>

using namespace wumpus;

namespace {

// A database as an older version made it: the first columns, `more`
// after them, and the rows `insert` adds.
void make_old_database(const std::string& path, const std::string& more,
                       const std::string& insert) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
  const std::string sql =
      "CREATE TABLE scores (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
      "points INTEGER NOT NULL, won INTEGER NOT NULL, cause TEXT NOT NULL, "
      "turns INTEGER NOT NULL, seed INTEGER NOT NULL, maze TEXT NOT NULL, "
      "cheated INTEGER NOT NULL, played_at TEXT NOT NULL DEFAULT "
      "'2026-01-01T00:00:00Z'" +
      more + ");" + insert;
  REQUIRE(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) ==
          SQLITE_OK);
  sqlite3_close(db);
}

}  // namespace

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

TEST_CASE("a scores database from before replays gains the column",
          "[scores]") {
  const testing::TempDir dir("scores");
  const std::string path = dir.file("scores.sqlite");
  make_old_database(path, "",
                    "INSERT INTO scores (name, points, won, cause, turns, "
                    "seed, maze, cheated) VALUES ('old', 7, 0, 'fell', 3, "
                    "1, '4x4', 0)");
  std::string error;
  auto board = scores::ScoreBoard::open(path, &error);
  INFO(error);
  REQUIRE(board != nullptr);
  REQUIRE(
      board->record({"new", 9, false, "fell", 3, 1, "4x4", false, ""}, &error));
  const auto top = board->top(10, &error);
  REQUIRE(top.size() == 2);
  CHECK(top[1].name == "old");
  CHECK_FALSE(top[1].replay);
}

TEST_CASE("advised games rank after unaided games and replays, before cheats",
          "[scores]") {
  const testing::TempDir dir("scores");
  std::string error;
  auto board = scores::ScoreBoard::open(dir.file("scores.sqlite"), &error);
  REQUIRE(board != nullptr);
  scores::ScoreEntry entry{"ann", 900, true, "won", 40, 7, "8x8 backtracker",
                           true,  ""};
  REQUIRE(board->record(entry, &error));  // a cheat
  entry.cheated = false;
  entry.advised = true;
  entry.points = 800;
  REQUIRE(board->record(entry, &error));
  entry.advised = false;
  entry.replay = true;
  entry.points = 100;
  REQUIRE(board->record(entry, &error));
  const auto top = board->top(10, &error);
  REQUIRE(top.size() == 3);
  CHECK(top[0].replay);
  CHECK(top[1].advised);
  CHECK(top[1].points == 800);
  CHECK(top[2].cheated);
  CHECK_FALSE(top[2].advised);
}

TEST_CASE("a scores database from before the advisor gains the column",
          "[scores]") {
  const testing::TempDir dir("scores");
  const std::string path = dir.file("scores.sqlite");
  make_old_database(path, ", replay INTEGER NOT NULL DEFAULT 0",
                    "INSERT INTO scores (name, points, won, cause, turns, "
                    "seed, maze, cheated, replay) VALUES ('old', 7, 0, "
                    "'fell', 3, 1, '4x4', 0, 1)");
  std::string error;
  auto board = scores::ScoreBoard::open(path, &error);
  INFO(error);
  REQUIRE(board != nullptr);
  scores::ScoreEntry advised{"new", 9, false, "fell", 3, 1, "4x4", false, ""};
  advised.advised = true;
  REQUIRE(board->record(advised, &error));
  const auto top = board->top(10, &error);
  REQUIRE(top.size() == 2);
  CHECK(top[0].name == "old");
  CHECK(top[0].replay);
  CHECK_FALSE(top[0].advised);
  CHECK(top[1].name == "new");
  CHECK(top[1].advised);
}
