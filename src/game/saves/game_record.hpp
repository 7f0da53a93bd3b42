// What a game keeps of its past: the log of everything applied to it
// since its checkpoint, and that checkpoint. A replay of the log from the
// checkpoint gives the game as it stands (saves keep both).
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
};

// The world as a log starts from: a replay of the log from here gives the
// current game. Taken every kCheckpointEvery entries, so the log in memory
// and in saves stays bounded however long the game.
struct Checkpoint {
  Settings settings;
  std::optional<World> world;    // empty: the game as created
  std::optional<World> initial;  // what `restart` went back to then
};

class GameRecord {
 public:
  static constexpr std::size_t kCheckpointEvery = 512;
  // Told of every entry as it is added (a recording to disk).
  using Recorder = std::function<void(const LogEntry&)>;

  explicit GameRecord(const Settings& settings) {
    checkpoint_.settings = settings;
  }

  void set_recorder(Recorder recorder) { recorder_ = std::move(recorder); }
  // Adds an entry before it is applied: past kCheckpointEvery entries the
  // game as it stands (`settings`, `world`, `initial`) becomes the
  // checkpoint and the log starts again.
  void add(LogEntry entry, const Settings& settings, const World& world,
           const World& initial);
  // The log starts again from the game as it stands (rules reloaded).
  void restart_at(const Settings& settings, const World& world,
                  const World& initial);
  // A loaded save's checkpoint and log.
  void restore(Checkpoint checkpoint, std::vector<LogEntry> log);

  const std::vector<LogEntry>& log() const { return log_; }
  const Checkpoint& checkpoint() const { return checkpoint_; }

 private:
  std::vector<LogEntry> log_;
  Checkpoint checkpoint_;
  Recorder recorder_;
};

}  // namespace wumpus::game
