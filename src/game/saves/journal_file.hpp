// A server cave's journal in a file of its own beside its save
// (cave-N.journal beside cave-N.json): a header line naming the journal,
// then one JSON line per entry. Each save appends only the entries the
// file lacks and names how many of them it stands on, so a save costs
// what changed since the last, not the whole game's history, and the
// entries on disk need not stay in memory. A save on a single computer
// keeps its journal inside it.
#pragma once

#include "game/saves/game_record.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game {

// Where the journal of the save at `save_path` lies.
std::string journal_path_for(const std::string& save_path);

// What the writer knows of a journal file it keeps (only its thread
// touches it): nothing at first and after a failed write, when the next
// write reads the file again.
struct JournalFileState {
  bool known = false;
  std::uint64_t id = 0;       // the journal it holds
  std::uint64_t entries = 0;  // how many whole entries
  std::uint64_t bytes = 0;    // its length
  // Why the file cannot go on holding journal `id` (it lacks entries a
  // save named: it was damaged or removed); the saves then say so, and a
  // resume goes on from their snapshot.
  std::string lost;
};

// Brings the file at `path` to hold entries [0, first + entries.size())
// of journal `id`, the entries from `first` on being `entries`: it
// appends what the file lacks (a new journal, or `first` 0, writes the
// file whole, atomically), then syncs it. False with *error when the file
// cannot be written; true with state->lost set when it lacks entries
// before `first`.
bool write_journal(const std::string& path, std::uint64_t id,
                   std::uint64_t first, const std::vector<LogEntry>& entries,
                   JournalFileState* state, std::string* error);

// The first `count` entries of journal `id` from the file at `path`;
// false with *error naming what was wrong (missing, another journal,
// too short, a malformed line). Entries past `count` are not read: a
// crash may leave some a save never named.
bool read_journal(const std::string& path, std::uint64_t id,
                  std::uint64_t count, std::vector<LogEntry>* out,
                  std::string* error);

// The same from the file's text; `name` is what messages call it.
bool parse_journal(std::string_view text, const std::string& name,
                   std::uint64_t id, std::uint64_t count,
                   std::vector<LogEntry>* out, std::string* error);

}  // namespace wumpus::game
