// The owner of one Lua state: a memory-capping allocator, and a count hook
// that enforces the per-call instruction budget and wall-clock limit. The
// C++ side of every binding finds its LuaState (and through it the world
// of the running hook) from any lua_State of it, coroutines included.
#pragma once

#include "script/limits.hpp"

#include <lua.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game {
class World;
}

namespace wumpus::script {

// Why the running call was stopped; once set, the call cannot continue:
// the sandbox's pcall, xpcall and coroutine.resume re-raise it.
enum class Abort { None, Instructions, WallClock, Memory };

class LuaState {
 public:
  explicit LuaState(const Limits& limits = {});
  ~LuaState();
  LuaState(const LuaState&) = delete;
  LuaState& operator=(const LuaState&) = delete;

  lua_State* get() const { return state_; }
  static LuaState& of(lua_State* L) {
    return **static_cast<LuaState**>(lua_getextraspace(L));
  }
  const Limits& limits() const { return limits_; }
  std::size_t memory_used() const { return used_; }

  // Opens a budget for a call into Lua; calls nested in it share it.
  class CallScope {
   public:
    explicit CallScope(LuaState& lua);
    ~CallScope();
    CallScope(const CallScope&) = delete;
    CallScope& operator=(const CallScope&) = delete;

   private:
    LuaState& lua_;
  };

  // Lifts the memory cap, so allocations cannot fail (and longjmp over
  // C++ frames) while a binding pushes its results or an error report is
  // built. The overshoot is bounded by one binding's result.
  class UncappedScope {
   public:
    explicit UncappedScope(LuaState& lua) : lua_(lua), was_(lua.capped_) {
      lua.capped_ = false;
    }
    ~UncappedScope() { lua_.capped_ = was_; }
    UncappedScope(const UncappedScope&) = delete;
    UncappedScope& operator=(const UncappedScope&) = delete;

   private:
    LuaState& lua_;
    bool was_;
  };

  // Replaces the limits while it lives (setup's scale with the cave); at
  // its end collects the garbage the larger cap allowed, so the heap is
  // back under the normal one.
  class LimitsScope {
   public:
    LimitsScope(LuaState& lua, const Limits& limits);
    ~LimitsScope();
    LimitsScope(const LimitsScope&) = delete;
    LimitsScope& operator=(const LimitsScope&) = delete;

   private:
    LuaState& lua_;
    Limits saved_;
  };

  // Charges `cost` instructions of work done in C (pattern matching,
  // sorting, moving table slots), which the count hook cannot see, so the
  // budget stays the rule on every machine. Raises the abort (longjmp)
  // when the budget is spent: call it only where no C++ object with a
  // destructor is alive. Outside a call it does nothing.
  void charge(lua_State* L, std::uint64_t cost);

  // Raises the memory abort (longjmp) when the state is over its cap after
  // a collection: a binding's results are pushed with the cap lifted and
  // charged here, once every C++ object of the binding is gone.
  void charge_memory(lua_State* L);

  Abort abort() const { return abort_; }
  // Whether a failed protected call inside the running call must be
  // re-raised rather than reported to the script (see Abort).
  bool must_reraise(int status);
  std::string abort_message() const;
  // Where the first abort struck: file, line and traceback.
  const std::string& abort_file() const { return abort_file_; }
  int abort_line() const { return abort_line_; }
  const std::string& abort_traceback() const { return abort_traceback_; }

  // The world of the running hook (null outside hooks), and whether the
  // hook may change it (percepts may not); set by WorldScope.
  game::World* world() const { return world_; }
  bool world_read_only() const { return read_only_; }
  void set_world(game::World* world, bool read_only);

  // The number tostring gives the next table it shows (see push_text).
  // The count goes with the world between hooks, as its variable
  // kSerialsVariable, so a game loaded from a save numbers on from it.
  std::int64_t next_serial() { return ++serials_; }
  static constexpr const char* kSerialsVariable = "wumpus:serials";

  // Where print() goes (stderr by default, never stdout: headless play
  // owns stdout).
  std::function<void(std::string_view)> log;
  // The kind whose hook runs now ("" outside hooks): game.kill records
  // it as the killer. Set by the hook dispatch.
  std::string running_kind;
  // What loading found questionable but not wrong (a hook replaced
  // without being called, a mod.conf key unknown): told, never fatal.
  std::vector<std::string> warnings;

 private:
  static void* allocate(void* self, void* block, std::size_t old_size,
                        std::size_t new_size);
  static void count_hook(lua_State* L, lua_Debug* ar);
  [[noreturn]] void raise_abort(lua_State* L, Abort why);
  // Marks the running call as over its memory cap, without raising.
  void memory_exhausted();

  lua_State* state_ = nullptr;
  Limits limits_;
  std::size_t used_ = 0;
  std::size_t collected_to_ = 0;  // the heap after the last call's collection
  bool capped_ = true;
  // A refused request not yet known to be final (see allocate).
  bool refused_ = false;
  void* refused_block_ = nullptr;
  std::size_t refused_size_ = 0;
  int depth_ = 0;
  std::uint64_t instructions_ = 0;
  std::chrono::steady_clock::time_point deadline_;
  Abort abort_ = Abort::None;
  std::string abort_file_;
  int abort_line_ = 0;
  std::string abort_traceback_;
  game::World* world_ = nullptr;
  bool read_only_ = false;
  std::int64_t serials_ = 0;
  std::int64_t world_serials_ = 0;  // the count the lent world held
};

}  // namespace wumpus::script
