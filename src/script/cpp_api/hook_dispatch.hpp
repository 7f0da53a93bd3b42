// C++ calls Lua: the engine's hooks, each dispatched to every kind that
// registered it, by the hook's priority, then load order (setup: by
// setup_order first), through the one guarded call path.
#pragma once

#include "game/rules/rules.hpp"
#include "script/hook_table.hpp"
#include "script/lua_state.hpp"

#include <array>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace wumpus::script {

// What to do after one kind's hook returned.
enum class Next { Continue, Stop, Fail };

class HookDispatch {
 public:
  // Pushes the hook's arguments and returns how many.
  using PushArguments = std::function<int(lua_State*)>;
  // Reads the `results` values on top of the stack (the dispatcher pops
  // them); on Fail it must have filled the error.
  using Inspect = std::function<Next(lua_State*, const std::string& kind,
                                     game::RuleError*)>;

  explicit HookDispatch(LuaState& lua) : lua_(lua) {}
  ~HookDispatch();
  HookDispatch(const HookDispatch&) = delete;
  HookDispatch& operator=(const HookDispatch&) = delete;

  // Takes the hooks of every registered kind; call once all files loaded.
  void build();
  std::vector<std::string> kinds() const { return kinds_; }
  // The looks kinds registered (name, glyph, colour), by kind.
  const std::map<std::string, game_api::KindLook>& looks() const {
    return looks_;
  }
  // What kinds declared themselves to the placement guarantees (layout).
  const game::LayoutRoles& layout_roles() const { return layout_roles_; }

  // Calls `hook` of each kind in turn with the world lent (read-only for
  // percepts and score) until inspect says Stop or a call fails. A kind
  // whose hook declared `near` kinds is called only while one of them
  // lies in `near_room` or a room open to it (on_enter and percepts);
  // one whose on_tick declared `tick_while`, only while a thing of the
  // kind bears that flag.
  bool call(Hook hook, game::World& world, const PushArguments& push,
            int results, const Inspect& inspect, game::RuleError* error,
            game::RoomId near_room = game::kNoRoom);

  // Raises a timer's custom event through game.emit (every kind that
  // hooks it, in load order) with the timer's values.
  bool raise(game::World& world, const game::Timer& timer,
             game::RuleError* error);

  // The file that registered the hook that failed last (not the file
  // where the error struck, which may be a helper).
  const std::string& failed_file() const { return failed_file_; }
  // Names the file of a call made outside the dispatch (a mod's verb)
  // that failed, so a mod over the memory cap is the one stopped.
  void blame(const std::string& file) { failed_file_ = file; }
  // Drops every hook registered from `files`, here and in the registry
  // (game.emit reads it there), so that what only they held is garbage.
  void drop(const std::set<std::string>& files);

  // The file that registered `kind`'s `hook` ("" when it has none).
  std::string file_of(Hook hook, const std::string& kind) const;

  // The error for a hook of `kind` whose results inspect rejected: blames
  // the function's definition.
  game::RuleError bad_result(Hook hook, const std::string& kind,
                             const std::string& message) const;

 private:
  struct Entry {
    std::string kind;
    int function = LUA_NOREF;       // a reference in the registry
    std::string file;               // where the function was registered
    std::vector<std::string> near;  // kinds gating it (none: always runs)
    std::string tick_flag;          // on_tick: the flag gating it, or ""
  };

  void read_look(lua_State* L, const std::string& kind);

  LuaState& lua_;
  std::array<std::vector<Entry>, kHookCount> hooks_;
  std::vector<std::string> kinds_;
  std::map<std::string, game_api::KindLook> looks_;
  game::LayoutRoles layout_roles_;
  std::string failed_file_;
};

}  // namespace wumpus::script
