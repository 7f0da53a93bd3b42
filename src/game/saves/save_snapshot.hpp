// A game's state as its save holds it, copied so the save's text can be
// made on another thread while the game plays on: a server's 1000x1000
// cave takes far longer to write out as JSON than to copy (the world's
// large parts are shared until a command changes them; of the journal,
// a server's save copies only the entries not yet in its file).
#pragma once

#include "game/rules/rules.hpp"
#include "game/saves/game_record.hpp"
#include "game/saves/journal_file.hpp"
#include "game/settings/settings.hpp"
#include "game/world/world.hpp"
#include "game_api/player_view.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::game {

struct SaveSnapshot {
  struct Stream {
    game_api::PlayerId player = 0;
    std::uint64_t next_seq = 1;
    std::vector<game_api::Message> messages;  // the newest kept in a save
  };
  Settings settings;
  std::string rules_name, rules_fingerprint;
  std::vector<RuleSource> rule_sources;
  World world, initial;
  std::vector<Stream> streams;
  Checkpoint checkpoint;
  // The journal's entries from `log_first` on (all of them unless some
  // are in its file already). In a file of its own (journal_file.hpp),
  // the save names it by `journal_id` and its length; inside the save
  // otherwise.
  std::vector<LogEntry> log;
  std::uint64_t log_first = 0;
  std::uint64_t journal_id = 0;
  bool journal_in_file = false;
  // Why the journal's file cannot hold it: the save says its journal is
  // lost, and a resume goes on from its snapshot.
  std::string journal_lost;
  std::vector<std::string> stopped_mods;  // at their memory cap

  // What Game::save writes; callable from any thread.
  std::string text() const;
  // What a server writes, on its writer's thread: the journal's new
  // entries appended to its file beside `save_path` (`file` is what that
  // thread knows of it), then text() naming them; nothing with *error
  // when the journal could not be written.
  std::optional<std::string> text_after_journal(const std::string& save_path,
                                                JournalFileState* file,
                                                std::string* error);
};

}  // namespace wumpus::game
