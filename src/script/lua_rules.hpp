// The game's rules as Lua scripts: loads scripts/*.lua and mods into one
// sandboxed Lua state and answers the engine's hooks by calling the hooks
// each object kind registered. Lua itself stays out of this header.
#pragma once

#include "game/rules.hpp"
#include "script/limits.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::script {

struct RulesOptions {
  // The built-in rules: every *.lua file here, alphabetically.
  std::string scripts_dir;
  // Mods, loaded after the built-in rules in the order given (`--mods
  // DIR`). A mods dir holds *.lua files and/or one folder per mod with
  // *.lua files inside; both are loaded alphabetically.
  std::vector<std::string> mods_dirs;
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

  bool setup(game::World& world, game::RuleError* error) override;
  bool on_enter(game::World& world, game::PlayerId player, game::RoomId room,
                game::RuleError* error) override;
  bool percepts(game::World& world, game::PlayerId player, game::RoomId room,
                std::vector<game::Percept>* out,
                game::RuleError* error) override;
  bool shoot(game::World& world, game::PlayerId player,
             const std::vector<game::RoomId>& flight,
             game::RuleError* error) override;
  bool take(game::World& world, game::PlayerId player, game::RoomId room,
            game::RuleError* error) override;
  bool use(game::World& world, game::PlayerId player, const std::string& item,
           bool* handled, game::RuleError* error) override;
  bool reach_exit(game::World& world, game::PlayerId player,
                  game::RuleError* error) override;
  bool on_turn(game::World& world, game::PlayerId player,
               game::RuleError* error) override;
  bool on_tick(game::World& world, game::RuleError* error) override;

  // Every hook failure is also handed here, traceback included (the
  // engine shows players only RuleError::describe()). By default it is
  // written to stderr; headless play owns stdout.
  using ErrorSink = std::function<void(const game::RuleError&)>;
  void set_error_sink(ErrorSink sink);

  // The rule files loaded, in load order.
  const std::vector<std::string>& files() const;
  // The object kinds registered, in load order ("bat", "gold", ...).
  std::vector<std::string> kinds() const;

  struct Impl;

 private:
  explicit LuaRules(std::unique_ptr<Impl> impl);
  bool reported(bool ok, const game::RuleError* error) const;
  std::unique_ptr<Impl> impl_;
};

}  // namespace wumpus::script
