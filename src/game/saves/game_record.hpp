// What a game keeps of its past: the journal of everything applied to it
// since its checkpoint, and that checkpoint. A replay of the journal from
// the checkpoint under fresh rules gives the game as it stands, the mods'
// Lua state included (saves keep both, and a resume replays them).
#pragma once

#include "game/settings/settings.hpp"
#include "game/world/world.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::game {

// One line of the command log a replay re-applies, in order.
struct LogEntry {
  enum class Kind : std::uint8_t {
    Join,     // a player joined; text is the name
    Line,     // a command in canonical form, or a malformed line as typed
    Tick,     // a world tick (text: why, "round" or "deadline")
    Restart,  // the same cave again
    New,      // a new cave; text is the size asked for ("" keeps it)
    Say,      // a chat line as everyone saw it
    Advised,  // the player showed the advisor: the score is marked
    Leave,    // a player left a shared game (text: "left" or "dropped")
  };
  Kind kind = Kind::Line;
  game_api::PlayerId player = 0;
  std::string text;
  bool ticked = false;  // Line: a tick followed at once (single-player)
  // A hook failed in it: its effects were undone, the rules' Lua state
  // included, so a replay applies nothing of it (a Join only adds the
  // player, and the mods stopped at their cap stay stopped). Known once
  // applied: recordings, written before, lack it.
  bool failed = false;
  std::vector<std::string> stopped_mods{};  // failed: stopped by then
};

// Where the journal starts: a point where the rules' Lua state was fresh
// (the game's start, a reload of the rules, a resume from a snapshot),
// so a replay from here under rules loaded afresh repeats every mod's
// locals and upvalues too.
struct Checkpoint {
  Settings settings;
  std::optional<World> world;             // empty: the game as created
  std::optional<World> initial;           // what `restart` went back to then
  std::vector<std::string> stopped_mods;  // stopped at their cap by then
  // False once the journal outgrew its bound and started again from the
  // world as it stood, the Lua state no longer fresh: a resume can then
  // only load the snapshot. `outgrown` is why, for the warning.
  bool fresh = true;
  std::string outgrown;
};

class GameRecord {
 public:
  // The journal's bound: what its entries' text may take (32 bytes
  // counted per entry besides). A long game past it starts its journal
  // again from the world as it stands (no longer fresh), which keeps
  // saves and memory bounded; its saves then resume from the snapshot.
  static constexpr std::size_t kJournalBytes = std::size_t{4} << 20;
  static constexpr std::size_t kEntryOverhead = 32;
  // Told of every entry as it is added (a recording to disk).
  using Recorder = std::function<void(const LogEntry&)>;

  explicit GameRecord(const Settings& settings);

  void set_recorder(Recorder recorder) { recorder_ = std::move(recorder); }
  // Adds an entry before it is applied: past kJournalBytes the game as it
  // stands (`settings`, `world`, `initial`) becomes the checkpoint, not
  // fresh, and the journal starts again.
  void add(LogEntry entry, const Settings& settings, const World& world,
           const World& initial);
  // The journal starts again from the game as it stands, under rules
  // whose Lua state is fresh but for `stopped_mods` (rules reloaded, a
  // save resumed from its snapshot).
  void restart_at(const Settings& settings, const World& world,
                  const World& initial,
                  std::vector<std::string> stopped_mods = {});
  // The entry last added failed (LogEntry::failed), with the mods
  // stopped at their cap by then.
  void mark_last_failed(std::vector<std::string> stopped_mods) {
    if (log_.empty()) return;
    log_.back().failed = true;
    log_.back().stopped_mods = std::move(stopped_mods);
  }
  // A loaded save's checkpoint and journal (`id`: the journal's, when
  // its file goes on; 0 gives it a new one).
  void restore(Checkpoint checkpoint, std::vector<LogEntry> log,
               std::uint64_t id = 0);
  // The journal's first `count` entries are on disk in its file
  // (journal_file.hpp): memory lets them go. Ignored when the journal
  // started again since (`id` is another's).
  void forget(std::uint64_t id, std::uint64_t count);

  // The entries kept in memory: the journal's from forgotten() on.
  const std::vector<LogEntry>& log() const { return log_; }
  std::uint64_t forgotten() const { return forgotten_; }
  // Which journal this is: each start again gives a new one.
  std::uint64_t id() const { return id_; }
  const Checkpoint& checkpoint() const { return checkpoint_; }

 private:
  std::vector<LogEntry> log_;
  std::uint64_t forgotten_ = 0;
  std::uint64_t id_ = 0;
  std::size_t bytes_ = 0;  // of the journal, as kJournalBytes counts them
  Checkpoint checkpoint_;
  Recorder recorder_;
};

}  // namespace wumpus::game
