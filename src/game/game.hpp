// The facade every front end drives: the terminal UI, headless play, the
// shared-play server and the agent. It owns one world and its rules,
// applies players' commands, builds each player's view, and saves.
#pragma once

#include "game/command.hpp"
#include "game/player_view.hpp"
#include "game/rules.hpp"
#include "game/settings.hpp"
#include "game/world.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game {

struct Score {
  int gold = 0;
  int arrows = 0;
  std::uint32_t turns = 0;
  std::string cause;  // empty while alive
  bool won = false;
  bool cheated = false;  // --show-path was on
  int points = 0;
};

// One line of the command log a replay re-applies: a player joining
// (`join`, with the name as text), or a line for apply_line: a command in
// canonical form, or a malformed line as typed. `save` is not logged.
struct LogEntry {
  PlayerId player = 0;
  std::string text;
  bool join = false;
};

class Game {
 public:
  // Carves the cave, runs the rules' setup and checks the placement
  // guarantees (retrying setup a bounded number of times). Null and
  // *error set when the settings are bad or no valid layout was found.
  static std::unique_ptr<Game> create(const Settings& settings,
                                      std::shared_ptr<Rules> rules,
                                      std::string* error);
  // Resumes a save written by save(); refuses damaged, future-version or
  // other-rules saves with a clear message.
  static std::unique_ptr<Game> load(const std::string& path,
                                    std::shared_ptr<Rules> rules,
                                    std::string* error);

  PlayerId add_player(const std::string& name);
  // The player a loaded single-player game continues with: its first
  // player, or `name` added when the save holds none.
  PlayerId resume_player(const std::string& name);

  // Applies one command; returns the messages it produced for `player`.
  std::vector<Message> apply(PlayerId player, const Command& command);
  // Parses then applies a typed line; a malformed line gets an "error"
  // message and costs no turn.
  std::vector<Message> apply_line(PlayerId player, std::string_view line);

  PlayerView view(PlayerId player) const;
  bool save(const std::string& path, std::string* error) const;
  const Settings& settings() const { return settings_; }
  Score score(PlayerId player) const;

  // The hidden state: for the omniscient solver, tests and saves only;
  // front ends must use view().
  const World& world() const { return world_; }
  const Rules& rules() const { return *rules_; }
  const std::vector<LogEntry>& log() const { return log_; }

  Game(Settings settings, std::shared_ptr<Rules> rules, World world);

 private:
  friend struct GameState;  // save/load

  // Carves the cave and runs setup until the placement guarantees hold.
  static std::optional<World> lay_out(const Settings& settings, Rules& rules,
                                      std::string* error);
  // Command steps; each returns false with *error when a rule hook fails.
  bool move(PlayerId player, maze::Direction d, RuleError* error);
  bool move_to(PlayerId player, RoomId room, RuleError* error);
  bool enter(PlayerId player, RuleError* error);
  bool shoot(PlayerId player, const Command& command, RuleError* error);
  bool spend_turn(PlayerId player, RuleError* error);
  bool sense(PlayerId player, RuleError* error);
  bool run(PlayerId player, const Command& command, RuleError* error);
  // Replaces the world (same players, names and logs) and greets them.
  bool begin(World world, RuleError* error);
  bool restart(PlayerId player, RuleError* error);
  bool start_new(PlayerId player, const std::string& size, RuleError* error);
  void describe_room(PlayerId player);
  std::vector<std::string> room_names(const std::vector<RoomId>& rooms) const;
  void tell_inventory(PlayerId player);
  void save_command(PlayerId player, const std::string& file);

  Settings settings_;
  std::shared_ptr<Rules> rules_;
  World world_;
  World initial_;  // right after setup, for `restart`
  std::vector<LogEntry> log_;
};

}  // namespace wumpus::game
