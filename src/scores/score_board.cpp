#include "scores/score_board.hpp"

#include <sqlite3.h>

#include <chrono>
#include <string>
#include <thread>
#include <utility>

namespace wumpus::scores {
namespace {

// A score is one row written in a millisecond, so games finishing at once
// wait far less than this; a database someone holds locked is given up on
// soon, since a player is looking at the end of the game meanwhile.
constexpr int kBusyTimeoutMs = 1000;

constexpr const char* kSchema =
    "CREATE TABLE IF NOT EXISTS scores ("
    " id INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL, points INTEGER NOT NULL, won INTEGER NOT NULL,"
    " cause TEXT NOT NULL, turns INTEGER NOT NULL, seed INTEGER NOT NULL,"
    " maze TEXT NOT NULL, cheated INTEGER NOT NULL,"
    " played_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),"
    " replay INTEGER NOT NULL DEFAULT 0,"
    " preset TEXT NOT NULL DEFAULT '',"
    " policy TEXT NOT NULL DEFAULT 'guess',"
    " daily TEXT NOT NULL DEFAULT '',"
    " advised INTEGER NOT NULL DEFAULT 0,"
    " rules_version INTEGER NOT NULL DEFAULT 1)";

// The columns added since the first release, each with its definition:
// older databases gain them when opened, their rows taking the default
// (no preset kept, the guess policy, not a daily game, rules version 1:
// every release before the column played version 1, version 2 lived only
// on the development branch).
constexpr std::pair<const char*, const char*> kAddedColumns[] = {
    {"replay", "INTEGER NOT NULL DEFAULT 0"},
    {"preset", "TEXT NOT NULL DEFAULT ''"},
    {"policy", "TEXT NOT NULL DEFAULT 'guess'"},
    {"daily", "TEXT NOT NULL DEFAULT ''"},
    {"advised", "INTEGER NOT NULL DEFAULT 0"},
    {"rules_version", "INTEGER NOT NULL DEFAULT 1"},
};

bool has_column(sqlite3* db, const std::string& column) {
  sqlite3_stmt* stmt = nullptr;
  bool found = false;
  if (sqlite3_prepare_v2(db, "PRAGMA table_info(scores)", -1, &stmt, nullptr) ==
      SQLITE_OK)
    while (sqlite3_step(stmt) == SQLITE_ROW) {
      const unsigned char* name = sqlite3_column_text(stmt, 1);
      if (name && reinterpret_cast<const char*>(name) == column) found = true;
    }
  sqlite3_finalize(stmt);
  return found;
}

int add_missing_columns(sqlite3* db) {
  for (const auto& [column, definition] : kAddedColumns) {
    if (has_column(db, column)) continue;
    const std::string alter = std::string("ALTER TABLE scores ADD COLUMN ") +
                              column + " " + definition;
    // Another process may have added it meanwhile.
    if (sqlite3_exec(db, alter.c_str(), nullptr, nullptr, nullptr) !=
            SQLITE_OK &&
        !has_column(db, column))
      return sqlite3_errcode(db);
  }
  return SQLITE_OK;
}

// WAL mode and the table, as one step another process may be taking
// too; SQLite's result code.
int set_up(sqlite3* db) {
  int result =
      sqlite3_exec(db, "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr);
  if (result == SQLITE_OK)
    result = sqlite3_exec(db, kSchema, nullptr, nullptr, nullptr);
  if (result == SQLITE_OK) result = add_missing_columns(db);
  return result;
}

// Two processes opening a new database at once: switching it to WAL or
// creating the table can be refused as busy without SQLite's busy
// handler being asked (waiting could deadlock), so it is retried here.
bool set_up_patiently(sqlite3* db) {
  const auto give_up = std::chrono::steady_clock::now() +
                       std::chrono::milliseconds(kBusyTimeoutMs);
  for (;;) {
    const int result = set_up(db) & 0xff;
    if (result == SQLITE_OK) return true;
    if ((result != SQLITE_BUSY && result != SQLITE_LOCKED) ||
        std::chrono::steady_clock::now() > give_up)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

bool fail(sqlite3* db, const std::string& what, std::string* error) {
  if (error != nullptr) *error = what + ": " + sqlite3_errmsg(db);
  return false;
}

// Finalizes a prepared statement when the scope ends.
struct Statement {
  sqlite3_stmt* stmt = nullptr;
  ~Statement() { sqlite3_finalize(stmt); }
  void bind(int column, const std::string& text) {
    sqlite3_bind_text(stmt, column, text.c_str(), -1, SQLITE_TRANSIENT);
  }
};

}  // namespace

std::unique_ptr<ScoreBoard> ScoreBoard::open(const std::string& path,
                                             std::string* error) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                      nullptr) != SQLITE_OK) {
    fail(db, "cannot open the scores " + path, error);
    sqlite3_close(db);
    return nullptr;
  }
  std::unique_ptr<ScoreBoard> board(new ScoreBoard(db));
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  if (!set_up_patiently(db)) {
    fail(db, "cannot set up the scores " + path, error);
    return nullptr;
  }
  // In WAL mode a commit survives a crash of the program without an
  // fsync (only a power cut may lose the newest games); the server
  // records a game on its event loop, where an fsync per game stalled
  // every player for milliseconds.
  sqlite3_exec(db, "PRAGMA synchronous=NORMAL", nullptr, nullptr, nullptr);
  return board;
}

ScoreBoard::~ScoreBoard() {
  sqlite3_close(db_);
}

bool ScoreBoard::seen_before(const ScoreEntry& entry, bool* seen) const {
  *seen = false;
  // A fresh seed is never seen again; a shared cave's players all finish
  // the same cave, and are not each other's replays.
  if (entry.daily.empty() && !entry.seed_chosen && !entry.resumed) return true;
  Statement query;
  const bool daily = !entry.daily.empty();
  if (sqlite3_prepare_v2(
          db_,
          daily ? "SELECT 1 FROM scores WHERE daily = ? AND name = ? LIMIT 1"
                : "SELECT 1 FROM scores WHERE daily = '' AND seed = ?"
                  " AND maze = ? AND preset = ? AND (? OR name = ?) LIMIT 1",
          -1, &query.stmt, nullptr) != SQLITE_OK)
    return false;
  if (daily) {
    query.bind(1, entry.daily);
    query.bind(2, entry.name);
  } else {
    sqlite3_bind_int64(query.stmt, 1, static_cast<sqlite3_int64>(entry.seed));
    query.bind(2, entry.maze);
    query.bind(3, entry.preset);
    sqlite3_bind_int(query.stmt, 4, entry.seed_chosen ? 1 : 0);
    query.bind(5, entry.name);
  }
  const int step = sqlite3_step(query.stmt);
  *seen = step == SQLITE_ROW;
  return step == SQLITE_ROW || step == SQLITE_DONE;
}

bool ScoreBoard::record(const ScoreEntry& entry, std::string* error,
                        std::int64_t* id) {
  // IMMEDIATE takes the write lock up front, so a busy database waits in
  // the busy handler instead of failing halfway through (and no other
  // game of the same cave slips in between the look and the insert).
  if (sqlite3_exec(db_, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) !=
      SQLITE_OK)
    return fail(db_, "cannot record the score", error);
  bool seen = false;
  bool ok = seen_before(entry, &seen);
  if (ok) {
    Statement insert;
    ok = sqlite3_prepare_v2(
             db_,
             "INSERT INTO scores (name, points, won, cause, turns, seed, maze,"
             " cheated, replay, preset, policy, daily, advised, rules_version)"
             " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
             -1, &insert.stmt, nullptr) == SQLITE_OK;
    if (ok) {
      insert.bind(1, entry.name);
      sqlite3_bind_int(insert.stmt, 2, entry.points);
      sqlite3_bind_int(insert.stmt, 3, entry.won ? 1 : 0);
      insert.bind(4, entry.cause);
      sqlite3_bind_int64(insert.stmt, 5, entry.turns);
      sqlite3_bind_int64(insert.stmt, 6,
                         static_cast<sqlite3_int64>(entry.seed));
      insert.bind(7, entry.maze);
      sqlite3_bind_int(insert.stmt, 8, entry.cheated ? 1 : 0);
      sqlite3_bind_int(insert.stmt, 9, entry.replay || seen ? 1 : 0);
      insert.bind(10, entry.preset);
      insert.bind(11, game_api::guess_policy_name(entry.policy));
      insert.bind(12, entry.daily);
      sqlite3_bind_int(insert.stmt, 13, entry.advised ? 1 : 0);
      sqlite3_bind_int(insert.stmt, 14, entry.rules_version);
      ok = sqlite3_step(insert.stmt) == SQLITE_DONE;
    }
  }
  if (ok && id != nullptr) *id = sqlite3_last_insert_rowid(db_);
  if (!ok) {
    fail(db_, "cannot record the score", error);
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    return false;
  }
  if (sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK) {
    fail(db_, "cannot record the score", error);
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    return false;
  }
  return true;
}

std::vector<ScoreEntry> ScoreBoard::top(int count, std::string* error,
                                        const std::string& day) const {
  std::vector<ScoreEntry> entries;
  Statement query;
  if (sqlite3_prepare_v2(
          db_,
          "SELECT name, points, won, cause, turns, seed, maze, cheated, "
          "played_at, replay, id, preset, policy, daily, advised, "
          "rules_version"
          " FROM scores WHERE daily = ?"
          " ORDER BY cheated, advised, replay, points DESC, id LIMIT ?",
          -1, &query.stmt, nullptr) != SQLITE_OK) {
    fail(db_, "cannot read the scores", error);
    return entries;
  }
  query.bind(1, day);
  sqlite3_bind_int(query.stmt, 2, count);
  const auto text = [&](int column) {
    const unsigned char* value = sqlite3_column_text(query.stmt, column);
    return value != nullptr ? std::string(reinterpret_cast<const char*>(value))
                            : std::string();
  };
  int step = SQLITE_ROW;
  while ((step = sqlite3_step(query.stmt)) == SQLITE_ROW) {
    ScoreEntry entry;
    entry.name = text(0);
    entry.points = sqlite3_column_int(query.stmt, 1);
    entry.won = sqlite3_column_int(query.stmt, 2) != 0;
    entry.cause = text(3);
    entry.turns =
        static_cast<std::uint32_t>(sqlite3_column_int64(query.stmt, 4));
    entry.seed =
        static_cast<std::uint64_t>(sqlite3_column_int64(query.stmt, 5));
    entry.maze = text(6);
    entry.cheated = sqlite3_column_int(query.stmt, 7) != 0;
    entry.played_at = text(8);
    entry.replay = sqlite3_column_int(query.stmt, 9) != 0;
    entry.id = sqlite3_column_int64(query.stmt, 10);
    entry.preset = text(11);
    entry.policy = game_api::guess_policy_from_name(text(12)).value_or(
        game_api::GuessPolicy::Guess);
    entry.daily = text(13);
    entry.advised = sqlite3_column_int(query.stmt, 14) != 0;
    entry.rules_version = sqlite3_column_int(query.stmt, 15);
    entries.push_back(entry);
  }
  if (step != SQLITE_DONE) fail(db_, "cannot read the scores", error);
  return entries;
}

}  // namespace wumpus::scores
