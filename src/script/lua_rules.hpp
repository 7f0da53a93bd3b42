// The game's rules as Lua scripts: loads scripts/*.lua and mods into one
// sandboxed Lua state and answers the engine's hooks by calling the hooks
// each object kind registered. Lua itself stays out of this header.
#pragma once

#include "game/rules/rules.hpp"
#include "script/limits.hpp"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace wumpus::script {

struct RulesOptions {
  // The built-in rules: every *.lua file here, alphabetically; or, for
  // an earlier `version`, in its versions/N (script/rules_version.hpp).
  std::string scripts_dir;
  // Which version of the built-in rules (a save's); 0: the newest.
  int version = 0;
  // Where mods are found (`--mods DIR`): each *.lua file is a mod, and
  // each folder of *.lua files (with an optional mod.conf). They load
  // after the built-in rules, dependencies first, then by name.
  std::vector<std::string> mods_dirs;
  // Only these mods (and what they depend on); every mod found when
  // unset.
  std::optional<std::set<std::string>> enabled_mods;
  Limits limits;
};

class LuaRules : public game::Rules {
 public:
  // Loads every rule file; null with *error naming the file and line when
  // a file cannot be read, does not compile, fails while loading or
  // registers a kind wrongly.
  static std::unique_ptr<LuaRules> load(const RulesOptions& options,
                                        std::string* error);
  ~LuaRules() override;

  std::string name() const override;
  std::string fingerprint() const override;
  bool plays_as(const std::string& fingerprint) const override;
  int version() const override;

  bool setup(game::World& world, game::RuleError* error) override;
  bool on_enter(game::World& world, game_api::PlayerId player,
                game::RoomId room, game::RuleError* error) override;
  bool before_move(game::World& world, game_api::PlayerId player,
                   game::RoomId from, game::RoomId to, std::string* refusal,
                   game::RuleError* error) override;
  bool percepts(game::World& world, game_api::PlayerId player,
                game::RoomId room, std::vector<game::Percept>* out,
                game::RuleError* error) override;
  bool shoot(game::World& world, game_api::PlayerId player,
             const std::vector<game::RoomId>& flight,
             game::RuleError* error) override;
  bool take(game::World& world, game_api::PlayerId player, game::RoomId room,
            game::RuleError* error) override;
  bool use(game::World& world, game_api::PlayerId player,
           const std::string& item, bool* handled,
           game::RuleError* error) override;
  bool reach_exit(game::World& world, game_api::PlayerId player,
                  game::RuleError* error) override;
  bool on_turn(game::World& world, game_api::PlayerId player,
               game::RuleError* error) override;
  bool on_tick(game::World& world, game::RuleError* error) override;
  bool generate(game::World& world, game::RuleError* error) override;
  bool on_walk_in(game::World& world, game::ThingId thing,
                  game_api::PlayerId player, game::RuleError* error) override;
  bool on_pick_up(game::World& world, game_api::PlayerId player,
                  game::ThingId thing, game::RuleError* error) override;
  bool on_death(game::World& world, game_api::PlayerId player,
                game::RuleError* error) override;
  bool on_win(game::World& world, game_api::PlayerId player,
              game::RuleError* error) override;
  bool on_join(game::World& world, game_api::PlayerId player,
               game::RuleError* error) override;
  bool on_drop(game::World& world, game_api::PlayerId player,
               game::ThingId thing, game::RuleError* error) override;
  bool on_leave(game::World& world, game_api::PlayerId player,
                const std::string& how, game::RuleError* error) override;
  bool on_exit(game::World& world, game_api::PlayerId player,
               game::RuleError* error) override;
  bool score(const game::World& world, game_api::PlayerId player, int* points,
             game::RuleError* error) override;
  const game_api::VerbSpecs& verbs() const override;
  bool verb(game::World& world, game_api::PlayerId player,
            const game_api::Command& command, bool* spent,
            game::RuleError* error) override;
  std::map<std::string, game_api::KindLook> looks() const override;
  game::LayoutRoles layout_roles() const override;
  std::vector<std::string> kinds() const override;
  std::vector<game::RuleSource> sources() const override;
  std::vector<std::string> warnings() const override;
  std::map<std::string, game::Value> declared_settings() const override;
  // Loads the same options again; the new rules keep this one's error
  // sink, log file and storage directory.
  std::shared_ptr<game::Rules> reload(std::string* error) const override;
  std::vector<std::string> take_log() override;
  std::vector<std::string> stopped_mods() const override;
  void stop_mods(const std::vector<std::string>& mods) override;
  void set_replaying(bool replaying) override;
  std::string setup_report() const override;

  // Every hook failure is also handed here, traceback included (the
  // engine shows players only RuleError::describe()), after going to the
  // log (see set_log_file). By default it is written to stderr, which
  // suits headless play (it owns stdout); the terminal UI turns it off.
  using ErrorSink = std::function<void(const game::RuleError&)>;
  void set_error_sink(ErrorSink sink);
  // Writes print and game.log lines, load warnings and failures with
  // their tracebacks to `path` (each mod's newest lines of earlier starts
  // kept, see RulesLog), besides take_log.
  bool set_log_file(const std::string& path, std::string* error);
  // Where mods keep what they store across games (game.store): one file
  // per mod in `dir`, which must exist; "" (the default) keeps it in
  // memory only, empty at the start, as replays and checks want.
  void set_storage_dir(const std::string& dir);

  // The rule files loaded, in load order. (warnings(): what loading found
  // questionable, such as a hook replaced without being called, a hook
  // nothing raises or an unknown mod.conf key; kinds(): the object kinds
  // registered, in load order.)
  const std::vector<std::string>& files() const;

  // For `wumpus mod check` (lua_rules_checks.cpp): from now on, reading a
  // global that no rule set is noted, and unset_reads() lists each such
  // read once ("name (file:line)"), sorted; at most 64.
  void note_unset_reads();
  std::vector<std::string> unset_reads() const;
  // For `wumpus mod list`: each mod's kinds that another mod (or the
  // built-in rules) registered first and it extends or overrides, sorted
  // ("ghosts_plus" -> {"ghosts:ghost"}); mods that change none are absent.
  std::map<std::string, std::vector<std::string>> overrides() const;
  // The Lua heap in bytes after a full collection: what the rules keep.
  std::size_t kept_heap_bytes() const;

  // Hook failures a mod may have in a session before it is stopped.
  static constexpr int kFailuresBeforeStop = 20;

  struct Impl;

 private:
  explicit LuaRules(std::unique_ptr<Impl> impl);
  // Whether a hook's failure undoes its command, which replays the game
  // so far (JournalResume::rebuild): not setup's, on_generate's or a
  // score's.
  enum class Undone { Yes, No };
  bool reported(bool ok, game::RuleError* error,
                Undone undone = Undone::Yes) const;
  // The mod whose hook just failed stops when it hit the memory cap (so
  // what it hoards is collected), or when its hooks have failed, undoing
  // their commands, kFailuresBeforeStop times this session: its hooks no
  // longer run, and the other rules go on.
  void stop_failing_mod(Undone undone, game::RuleError* error) const;
  std::unique_ptr<Impl> impl_;
};

}  // namespace wumpus::script
