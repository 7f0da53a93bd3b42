// A game's state as its save holds it, copied so the save's text can be
// made on another thread while the game plays on: a server's 1000x1000
// cave takes far longer to write out as JSON than to copy (the world's
// large parts are shared until a command changes them, the journal is
// bounded, GameRecord::kJournalBytes).
#pragma once

#include "game/rules/rules.hpp"
#include "game/saves/game_record.hpp"
#include "game/settings/settings.hpp"
#include "game/world/world.hpp"
#include "game_api/player_view.hpp"

#include <cstdint>
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
  std::vector<LogEntry> log;
  std::vector<std::string> stopped_mods;  // at their memory cap

  // What Game::save writes; callable from any thread.
  std::string text() const;
};

}  // namespace wumpus::game
