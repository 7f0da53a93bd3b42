// The high-score list: an SQLite database (the player's own, or the
// server's), safe
// when several games (several SSH logins) finish at once: WAL journal, a
// busy timeout, and every write in its own immediate transaction.
#pragma once

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
  std::string maze;       // "8x8 backtracker"
  bool cheated = false;   // --show-path: listed, marked, never ranked first
  std::string played_at;  // filled when read back (UTC, ISO 8601)
  // A cave played before (a restart, "again"): listed, marked, ranked
  // after fresh games.
  bool replay = false;
  // The advisor was shown (the agent's risk on the map): listed, marked,
  // ranked after unaided games, before cheats.
  bool advised = false;
  std::int64_t id = 0;  // filled when recorded or read back
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
  // The best `count` scores: unaided fresh games first, then replays, then
  // advised games, then cheats, each by points.
  std::vector<ScoreEntry> top(int count, std::string* error) const;

 private:
  explicit ScoreBoard(sqlite3* db) : db_(db) {}
  sqlite3* db_;
};

}  // namespace wumpus::scores
