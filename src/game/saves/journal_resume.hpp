// A loaded save goes on exactly as the game it saved: its journal is
// replayed from its checkpoint under the rules it resumes under, their
// Lua state fresh, so whatever mods keep in Lua (locals, upvalues, tables)
// is as it was; the replay is checked against the saved snapshot. When
// the journal cannot be replayed (the rules or mods changed, it outgrew
// its bound) or replays to another world, the game goes on from the
// snapshot under rules loaded afresh, with a warning naming why, and its
// journal starts again there. The same replay undoes what a failed hook
// left in Lua (rebuild).
#pragma once

#include "game/game.hpp"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::game {

struct SavedJournal {
  const nlohmann::json* world = nullptr;  // the snapshot, as saved
  const nlohmann::json* initial = nullptr;
  std::vector<std::string> stopped_mods;  // at the save
  // Why the journal cannot be replayed; nothing when it can. A save older
  // than journals (version 3 and before) has none: "" says nothing.
  std::optional<std::string> unusable;
};

struct JournalResume {
  // `game` is the snapshot loaded, its rules not run yet.
  static void resume(Game& game, const SavedJournal& saved,
                     const Game::RulesFor& rules_for);
  // After a hook failed (its entry marked failed): the game's rules are
  // replaced by rules loaded afresh that replayed the journal, failed
  // entries skipped, so the failure left nothing in Lua. Kept as they
  // are when that cannot be done: the journal outgrew its bound, the
  // rules cannot be loaded again (or changed on disk), or the replay
  // gives another world.
  static void rebuild(Game& game);

 private:
  // `game`'s journal under `rules`; the entries its memory let go are
  // read back from the journal's file.
  static std::unique_ptr<Game> replay_journal(
      const Game& game, const std::shared_ptr<Rules>& rules,
      std::string* error);
};

}  // namespace wumpus::game
