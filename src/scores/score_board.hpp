// The high-score list: an SQLite database (the player's own, or the
// server's), safe
// when several games (several SSH logins) finish at once: WAL journal, a
// busy timeout, and every write in its own immediate transaction.
#pragma once

#include "game_api/guess_policy.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct sqlite3;

namespace wumpus::scores {

struct ScoreEntry {
  std::string name;
  int points = 0;
  bool won = false;
  std::string cause;  // how the game ended ("eaten by the Wumpus", "won")
  std::uint32_t turns = 0;
  std::uint64_t seed = 0;
  std::string maze;         // "8x8 backtracker"
  bool cheated = false;     // --show-path: listed, marked, never ranked first
  std::string played_at{};  // filled when read back (UTC, ISO 8601)
  // A cave played before: listed, marked, ranked after fresh games. The
  // game says so after a restart or "again"; record() also marks a game
  // whose cave (seed, cave words and preset) the table already holds:
  // anyone's when the seed was chosen, the same player's when the game
  // was resumed from a save; and in a daily table, a player's second and
  // later games of the day.
  bool replay = false;
  std::int64_t id = 0;   // filled when recorded or read back
  std::string preset{};  // "classic" ("" in rows from before it was kept)
  game_api::GuessPolicy policy = game_api::GuessPolicy::Guess;
  // A daily cave's UTC day ("2026-11-26"): listed in that day's table
  // only; "" for every other game.
  std::string daily{};
  // What the game says of its seed, for record()'s check (not stored).
  bool seed_chosen = false;
  bool resumed = false;
  // The advisor was shown (the agent's risk on the map): listed, marked,
  // ranked after unaided games, before cheats.
  bool advised = false;
  // The version of the built-in rules the game was played under; rows
  // from before it was kept read as version 1 (see kAddedColumns).
  int rules_version = 1;
};

class ScoreBoard {
 public:
  // Opens (creating it and its table if needed) the database at `path`.
  static std::unique_ptr<ScoreBoard> open(const std::string& path,
                                          std::string* error);
  ~ScoreBoard();
  ScoreBoard(const ScoreBoard&) = delete;
  ScoreBoard& operator=(const ScoreBoard&) = delete;

  // Records a score; its row's id in *id when asked (to highlight it).
  bool record(const ScoreEntry& entry, std::string* error,
              std::int64_t* id = nullptr);
  // The best `count` scores of the table of every game but the daily ones,
  // or of the daily table of `day`: honest fresh games first, then
  // replays, then advised games, then cheats, each by points.
  std::vector<ScoreEntry> top(int count, std::string* error,
                              const std::string& day = "") const;

 private:
  explicit ScoreBoard(sqlite3* db) : db_(db) {}
  // Whether the table `entry` goes to already holds its cave (a daily
  // table: the same player's game of that day).
  bool seen_before(const ScoreEntry& entry, bool* seen) const;
  sqlite3* db_;
};

}  // namespace wumpus::scores
