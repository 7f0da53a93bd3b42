// One game behind every front end: it owns one world and its rules and
// puts three parts together over them: the Engine that applies commands
// and ticks (engine.hpp), the ViewBuilder of each player's view
// (view_builder.hpp) and the GameRecord of its log (game_record.hpp).
// Each change is logged, then applied atomically (rolled back when a hook
// fails), then delivered to the players' message streams. A Table
// (table.hpp) decides when ticks happen and who may restart or save;
// front ends reach both only through game_api.
#pragma once

#include "game/engine.hpp"
#include "game/message_stream.hpp"
#include "game/rules/rules.hpp"
#include "game/saves/game_record.hpp"
#include "game/saves/save_snapshot.hpp"
#include "game/settings/settings.hpp"
#include "game/view_builder.hpp"
#include "game/view_reach.hpp"
#include "game/world/world.hpp"
#include "game_api/command.hpp"
#include "game_api/player_view.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game {

// What one command did for the player who gave it.
struct Applied {
  std::vector<game_api::Message> messages;
  bool turn_spent = false;
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
  // other-rules saves with a clear message (naming the files that differ
  // when the save names its rules' files).
  static std::unique_ptr<Game> load(const std::string& path,
                                    std::shared_ptr<Rules> rules,
                                    std::string* error);
  // The rules a save is resumed under, made from its settings (its mods
  // dirs and chosen mods); null with *error when they cannot be loaded.
  using RulesFor = std::function<std::shared_ptr<Rules>(const Settings& saved,
                                                        std::string* error)>;
  static std::unique_ptr<Game> load(const std::string& path,
                                    const RulesFor& rules_for,
                                    std::string* error);
  // The same from a save's text; `name` is what messages call it. A
  // journal the save names in a file of its own is read from
  // `journal_path` (none: the game goes on from its snapshot).
  static std::unique_ptr<Game> load_text(std::string_view text,
                                         const std::string& name,
                                         std::shared_ptr<Rules> rules,
                                         std::string* error);
  static std::unique_ptr<Game> load_text(std::string_view text,
                                         const std::string& name,
                                         const RulesFor& rules_for,
                                         std::string* error,
                                         const std::string& journal_path = "");

  game_api::PlayerId add_player(const std::string& name);
  // The player a loaded single-player game continues with: its first
  // player, or `name` added when the save holds none.
  game_api::PlayerId resume_player(const std::string& name);

  // Applies one command as the player's turn; with `tick` a turn-costing
  // command is followed at once by a world tick (single-player), and the
  // player senses their room after it. Atomic: when a hook fails the
  // world is rolled back and the player told.
  Applied act(game_api::PlayerId player, const game_api::Command& command,
              bool tick);
  // Single-player: act() with a tick; returns the player's new messages.
  std::vector<game_api::Message> apply(game_api::PlayerId player,
                                       const game_api::Command& command) {
    return act(player, command, true).messages;
  }
  // Parses then applies a typed world command; a malformed line (or a
  // request, which only a table answers) gets an "error" message and
  // costs no turn.
  std::vector<game_api::Message> apply_line(game_api::PlayerId player,
                                            std::string_view line);
  // A world tick: the rules' on_tick once, then every living player's
  // percepts refreshed (told only when they changed). Atomic like act().
  void tick(const std::string& why);

  // Session actions a table decides on. restart: the same cave and layout
  // for everyone; start_new: another cave ("8", "10x6" or "" for the same
  // size). False with *error when the new cave cannot be laid out (the
  // game goes on unchanged).
  bool restart(game_api::PlayerId by, std::string* error);
  bool start_new(game_api::PlayerId by, const std::string& size,
                 std::string* error);
  // A new cave carved elsewhere: a server carves a big one on a worker,
  // where the game's own rules (one thread's Lua state) cannot go, with
  // rules of its own, while the game waits. new_cave_settings is what
  // start_new(size) would carve now (its seed drawn from a copy of the
  // stream: asking changes nothing); start_new with `carved` (carved
  // from those settings) takes it instead of carving when the stream
  // still draws its seed, and carves here otherwise, so a replay, which
  // carves, makes the same cave.
  struct CarvedCave {
    Settings settings;
    World world;
  };
  Settings new_cave_settings(const std::string& size) const;
  // Adds to *tries, when asked, the layouts drawn (a benchmark's figure).
  static std::optional<World> carve(const Settings& settings, Rules& rules,
                                    std::string* error, int* tries = nullptr) {
    return lay_out(settings, rules, error, tries);
  }
  bool start_new(game_api::PlayerId by, const std::string& size,
                 CarvedCave carved, std::string* error);
  // Reads the rules again from disk (Rules::reload) and goes on under
  // them, telling everyone what changed. False with *error, the game
  // unchanged, when they do not load or no longer fit the world (things
  // of a kind they dropped).
  bool reload_rules(game_api::PlayerId by, std::string* error);
  // A message from outside the world (the table's notices).
  void post(game_api::PlayerId player, const std::string& kind,
            const std::string& text);
  // A chat line for everyone, logged so recordings and replays carry it.
  void chat(const std::string& text);
  // The player showed the advisor: this cave's score is marked as advised
  // from now on (a restart keeps the mark, a new cave drops it). Logged,
  // so a resumed save keeps it.
  void mark_advised(game_api::PlayerId by);
  // A player left a shared game (`how`: "left" or "dropped"): the rules'
  // on_leave, atomic like act() and logged, so a replay leaves again.
  void leave(game_api::PlayerId player, const std::string& how);

  // Called with every log entry as it is recorded (a server's recording
  // of the cave); the log itself keeps only the tail since a checkpoint.
  using Recorder = GameRecord::Recorder;
  void set_recorder(Recorder recorder) {
    record_.set_recorder(std::move(recorder));
  }

  // `with_messages` false leaves the log out: the server sends messages
  // apart, and copying a thousand of them per view would cost it dearly.
  game_api::PlayerView view(game_api::PlayerId player,
                            bool with_messages = true) const {
    game_api::PlayerView view;
    view_into(player, view, with_messages);
    return view;
  }
  // The same, written over `view`: its lists of rooms and messages keep
  // their memory, which spares a front end that reads a view every turn
  // (the agent's batches) most of the allocations.
  void view_into(game_api::PlayerId player, game_api::PlayerView& view,
                 bool with_messages = true) const {
    views().build(player, with_messages ? messages(player) : nullptr, view);
  }
  // Changes whenever the player's view (messages and the table aside) may
  // have changed: a view built when it was the same is that view
  // (game/view_reach.hpp says what reaches whom).
  std::uint64_t view_revision(game_api::PlayerId player) const {
    return reach_.revision(player);
  }
  // What the cave is; the seed only when asked (the game is over).
  game_api::CaveInfo cave_info(bool with_seed) const {
    return views().cave_info(with_seed);
  }
  bool save(const std::string& path, std::string* error) const;
  // What save() writes, for a writer that does the disk work elsewhere.
  std::string save_text() const;
  // The state save() writes, copied: its text() may be made on another
  // thread (the server makes and writes saves on a thread of their own).
  // `journal_in_file`: the journal goes to a file of its own, and only
  // the entries memory still holds are copied (journal_file.hpp).
  SaveSnapshot save_snapshot(bool journal_in_file = false) const;
  // The journal's first `count` entries are in its file: memory lets
  // them go (GameRecord::forget). The reader brings them back when a
  // failed hook's undoing replays the journal (JournalResume::rebuild).
  void forget_journal(std::uint64_t id, std::uint64_t count) {
    record_.forget(id, count);
  }
  using JournalReader =
      std::function<bool(std::uint64_t id, std::uint64_t count,
                         std::vector<LogEntry>* entries, std::string* error)>;
  void set_journal_reader(JournalReader reader) {
    journal_reader_ = std::move(reader);
  }
  const Settings& settings() const { return settings_; }
  Score score(game_api::PlayerId player) const { return views().score(player); }
  const MessageStream* messages(game_api::PlayerId player) const;
  std::vector<game_api::PlayerId> players() const {
    return world_.player_ids();
  }

  // The hidden state: for the omniscient solver, tests and saves only;
  // front ends see view() through a table.
  const World& world() const { return world_; }
  const Rules& rules() const { return *rules_; }
  // The verbs the mods add, which typed lines may use.
  const game_api::VerbSpecs& verbs() const { return rules_->verbs(); }
  // The journal since the checkpoint, but for the entries forgotten.
  const std::vector<LogEntry>& log() const { return record_.log(); }
  // Why a loaded save went on from its snapshot rather than from its
  // journal replayed ("" when replayed, or a save older than journals);
  // the players were told the same.
  const std::string& resume_warning() const { return resume_warning_; }
  const Checkpoint& checkpoint() const { return record_.checkpoint(); }

  Game(Settings settings, std::shared_ptr<Rules> rules, World world);

 private:
  friend struct GameState;      // save/load
  friend struct JournalResume;  // a loaded save's journal replayed
  friend void replay(Game& game, const LogEntry& entry);
  static RulesFor given(std::shared_ptr<Rules> rules);

  // Carves the cave and runs setup until the placement guarantees hold.
  static std::optional<World> lay_out(const Settings& settings, Rules& rules,
                                      std::string* error, int* tries = nullptr);
  // The engine over this game's world and rules, for one use.
  Engine engine() { return Engine(world_, *rules_); }
  // The builder of views over this game's state, for one use.
  ViewBuilder views() const {
    return ViewBuilder(settings_, world_, initial_, cave(), *rules_);
  }
  // describe_cave's of this game, made when first asked after
  // cave_changed(): what changes the settings, the rules or the initial
  // world calls it.
  const game_api::CaveInfo& cave() const;
  void cave_changed() { cave_.reset(); }
  // start_new's work: `carved` is taken when it is what would be carved.
  bool replace_cave(game_api::PlayerId by, const std::string& size,
                    CarvedCave* carved, std::string* error);
  // Replaces the world (same players and names) and greets them.
  bool begin(World world, RuleError* error);
  // Adds a player; `hooks` false leaves on_join out (a replayed join
  // whose on_join failed).
  game_api::PlayerId join(const std::string& name, bool hooks);
  // After a hook failed and the world was rolled back: marks the entry
  // failed, and deliver() then gives the rules the Lua state the journal
  // without it gives (JournalResume::rebuild), so no half-changed Lua
  // state stays.
  void undo_failed_entry() {
    record_.mark_last_failed(rules_->stopped_mods());
    lua_state_stale_ = true;
  }
  // Moves the world's outbox into the players' streams (and the rules'
  // output), then rebuilds a Lua state a failure left stale.
  void deliver();
  // Logs an entry before it is applied. Every entry reaches every view
  // but a chat line and a command or a tick, whose savepoint sorts what
  // they changed (reach_).
  void record(LogEntry entry);

  Settings settings_;
  std::shared_ptr<Rules> rules_;
  World world_;
  World initial_;  // right after setup, for `restart`
  mutable std::optional<game_api::CaveInfo> cave_;  // see cave()
  std::map<game_api::PlayerId, MessageStream> streams_;
  ViewReach reach_;
  GameRecord record_;
  std::string resume_warning_;
  JournalReader journal_reader_;
  bool replaying_journal_ = false;  // a replay's game: no rebuild of its own
  bool lua_state_stale_ = false;    // a hook failed since the last deliver()
};

// Applies one log entry to a game, as it was applied when recorded.
void replay(Game& game, const LogEntry& entry);

}  // namespace wumpus::game
