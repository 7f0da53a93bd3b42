// The score table's later columns (scores/score_board.cpp): the preset
// and its guess policy, the daily table apart, replays of a chosen or
// resumed seed marked, and databases from before them opened and kept.
#include "scores/score_board.hpp"
#include "scores/score_lines.hpp"

#include "temp_dir.hpp"

#include <sqlite3.h>

#include <catch2/catch.hpp>
#include <map>

using namespace wumpus;

namespace {

scores::ScoreEntry game_of(const std::string& name, int points,
                           std::uint64_t seed) {
  scores::ScoreEntry entry{
      name, points, true, "won", 40, seed, "8x8 backtracker", false, ""};
  entry.preset = "classic";
  return entry;
}

std::unique_ptr<scores::ScoreBoard> open_board(const std::string& path) {
  std::string error;
  auto board = scores::ScoreBoard::open(path, &error);
  INFO(error);
  REQUIRE(board);
  return board;
}

}  // namespace

TEST_CASE("a score row keeps the preset and its guess policy", "[scores]") {
  const testing::TempDir dir("scores");
  auto board = open_board(dir.file("scores.sqlite"));
  std::string error;
  auto puzzle = game_of("ann", 900, 1);
  puzzle.preset = "puzzle";
  puzzle.policy = game_api::GuessPolicy::Deduce;
  REQUIRE(board->record(puzzle, &error));
  REQUIRE(board->record(game_of("bob", 800, 2), &error));
  const auto top = board->top(10, &error);
  REQUIRE(top.size() == 2);
  CHECK(top[0].preset == "puzzle");
  CHECK(top[0].policy == game_api::GuessPolicy::Deduce);
  CHECK(top[1].preset == "classic");
  CHECK(top[1].policy == game_api::GuessPolicy::Guess);
  // The table's columns, as the end screen and `wumpus scores` show them.
  CHECK(scores::score_header() ==
        " #. points  name       outcome             preset   policy v  cave");
  CHECK(scores::score_lines(top[0], 1) ==
        std::vector<std::string>{
            " 1.    900  ann        won                 puzzle   deduce v1 8x8 "
            "backtracker"});
  auto old = top[1];
  old.preset.clear();
  old.replay = old.cheated = true;
  old.rules_version = 3;
  // Too wide for 80 columns with its marks: they go under the cave.
  CHECK(scores::score_lines(old, 12) ==
        std::vector<std::string>{
            "12.    800  bob        won                 -        guess  v3 8x8 "
            "backtracker",
            std::string(62, ' ') + "(replay) (cheat)"});
  old.replay = false;
  CHECK(scores::score_lines(old, 12, 100) ==
        std::vector<std::string>{
            "12.    800  bob        won                 -        guess  v3 8x8 "
            "backtracker (cheat)"});
}

TEST_CASE("scores: a row keeps the rules version its game was played under",
          "[scores]") {
  const testing::TempDir dir("scores");
  const std::string path = dir.file("scores.sqlite");
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
  // The table as the releases before the rules version was kept wrote
  // it, with one score in it: a game of rules version 1.
  REQUIRE(sqlite3_exec(
              db,
              "CREATE TABLE scores (id INTEGER PRIMARY KEY, name TEXT NOT "
              "NULL, points INTEGER NOT NULL, won INTEGER NOT NULL, cause TEXT "
              "NOT NULL, turns INTEGER NOT NULL, seed INTEGER NOT NULL, maze "
              "TEXT NOT NULL, cheated INTEGER NOT NULL, played_at TEXT NOT "
              "NULL DEFAULT '2026-01-01T00:00:00Z', replay INTEGER NOT NULL "
              "DEFAULT 0, preset TEXT NOT NULL DEFAULT '', policy TEXT NOT "
              "NULL DEFAULT 'guess', daily TEXT NOT NULL DEFAULT '', advised "
              "INTEGER NOT NULL DEFAULT 0);"
              "INSERT INTO scores (name, points, won, cause, turns, seed, "
              "maze, cheated, preset, daily) VALUES ('old', 700, 1, 'won', "
              "30, 1, '8x8', 0, 'classic', '2026-11-26')",
              nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  auto board = open_board(path);
  std::string error;
  auto fresh = game_of("new", 900, 2);
  fresh.rules_version = 3;
  fresh.daily = "2026-11-26";
  REQUIRE(board->record(fresh, &error));
  const auto day = board->top(10, &error, "2026-11-26");
  INFO(error);
  REQUIRE(day.size() == 2);
  CHECK(day[0].name == "new");
  CHECK(day[0].rules_version == 3);
  CHECK(day[1].name == "old");
  CHECK(day[1].rules_version == 1);
  CHECK(scores::score_lines(day[1], 2).front().find(" v1 8x8") !=
        std::string::npos);
}

TEST_CASE("a chosen seed someone finished before is scored as a replay",
          "[scores]") {
  const testing::TempDir dir("scores");
  auto board = open_board(dir.file("scores.sqlite"));
  std::string error;
  // Drawn seeds are never compared: the players of one shared cave all
  // finish it, and are not each other's replays.
  REQUIRE(board->record(game_of("ann", 500, 7), &error));
  REQUIRE(board->record(game_of("bob", 400, 7), &error));
  // A chosen seed (--seed) of a cave the table holds, by anyone: a replay.
  auto chosen = game_of("cid", 300, 7);
  chosen.seed_chosen = true;
  REQUIRE(board->record(chosen, &error));
  // ... unless it is another cave (size, algorithm or preset).
  chosen.name = "dee";
  chosen.maze = "9x9 backtracker";
  REQUIRE(board->record(chosen, &error));
  chosen.name = "eve";
  chosen.maze = "8x8 backtracker";
  chosen.preset = "hard";
  REQUIRE(board->record(chosen, &error));
  // A resumed game counts as a replay only when the same player has
  // finished that cave before (the same save loaded twice).
  auto resumed = game_of("ann", 200, 7);
  resumed.resumed = true;
  REQUIRE(board->record(resumed, &error));
  resumed.name = "fay";
  REQUIRE(board->record(resumed, &error));
  std::map<std::string, bool> replay;
  for (const auto& entry : board->top(10, &error))
    replay[entry.name + std::to_string(entry.points)] = entry.replay;
  CHECK(replay == std::map<std::string, bool>{{"ann500", false},
                                              {"bob400", false},
                                              {"cid300", true},
                                              {"dee300", false},
                                              {"eve300", false},
                                              {"ann200", true},
                                              {"fay200", false}});
}

TEST_CASE("daily games have a table of their own per day", "[scores]") {
  const testing::TempDir dir("scores");
  auto board = open_board(dir.file("scores.sqlite"));
  std::string error;
  REQUIRE(board->record(game_of("ann", 100, 1), &error));
  auto daily = game_of("ann", 700, 42);
  daily.daily = "2026-11-26";
  daily.seed_chosen = true;
  REQUIRE(board->record(daily, &error));
  daily.name = "bob";
  daily.points = 600;
  REQUIRE(board->record(daily, &error));
  // Ann's second go at the day's cave is marked; the day after is fresh.
  daily.name = "ann";
  daily.points = 900;
  REQUIRE(board->record(daily, &error));
  daily.daily = "2026-11-27";
  daily.seed = 43;
  REQUIRE(board->record(daily, &error));

  const auto main_table = board->top(10, &error);
  REQUIRE(main_table.size() == 1);
  CHECK(main_table[0].points == 100);
  const auto day = board->top(10, &error, "2026-11-26");
  REQUIRE(day.size() == 3);
  CHECK(day[0].name == "ann");
  CHECK(day[0].points == 700);
  CHECK(day[1].name == "bob");
  CHECK(day[2].points == 900);
  CHECK(day[2].replay);
  CHECK(day[0].daily == "2026-11-26");
  const auto next = board->top(10, &error, "2026-11-27");
  REQUIRE(next.size() == 1);
  CHECK_FALSE(next[0].replay);
  CHECK(error.empty());
}

TEST_CASE("a scores database of the first schema gains every column",
          "[scores]") {
  const testing::TempDir dir("scores");
  const std::string path = dir.file("scores.sqlite");
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
  // The table as the releases before replays, presets and daily caves
  // wrote it, with one score in it.
  REQUIRE(sqlite3_exec(db,
                       "CREATE TABLE scores (id INTEGER PRIMARY KEY, name TEXT "
                       "NOT NULL, points INTEGER NOT NULL, won INTEGER NOT "
                       "NULL, cause TEXT NOT NULL, turns INTEGER NOT NULL, "
                       "seed INTEGER NOT NULL, maze TEXT NOT NULL, cheated "
                       "INTEGER NOT NULL, played_at TEXT NOT NULL DEFAULT "
                       "'2026-01-01T00:00:00Z');"
                       "INSERT INTO scores (name, points, won, cause, turns, "
                       "seed, maze, cheated) VALUES ('old', 7, 0, 'fell', 3, "
                       "1, '4x4', 0)",
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  std::string error;
  {
    auto board = open_board(path);
    auto daily = game_of("new", 9, 2);
    daily.daily = "2026-11-26";
    REQUIRE(board->record(game_of("new", 9, 2), &error));
    REQUIRE(board->record(daily, &error));
    const auto top = board->top(10, &error);
    REQUIRE(top.size() == 2);
    CHECK(top[0].name == "new");
    CHECK(top[0].preset == "classic");
    CHECK(top[1].name == "old");
    CHECK(top[1].preset.empty());
    CHECK(top[1].policy == game_api::GuessPolicy::Guess);
    CHECK(top[1].daily.empty());
    CHECK_FALSE(top[1].replay);
    // Made before the rules had versions: version 1.
    CHECK(top[1].rules_version == 1);
    CHECK(board->top(10, &error, "2026-11-26").size() == 1);
  }
  // Opened again, the migrated database is left as it is.
  auto again = open_board(path);
  CHECK(again->top(10, &error).size() == 2);
  CHECK(error.empty());
}
