#include "script/lua_state.hpp"

#include "game/world/world.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <new>

namespace wumpus::script {
namespace {

// The count hook fires every this many VM instructions; the budget is
// counted in these steps and the clock read once per step.
constexpr int kHookInterval = 1000;

// Long strings (never interned, so one allocation per string made) above
// this size charge the budget by their length, one instruction per
// kBytesPerInstruction: copying megabytes is one VM instruction
// (concatenation) or one C call (string.rep, gsub), yet takes real time.
constexpr std::size_t kChargedStringBytes = 1024;
constexpr std::size_t kBytesPerInstruction = 64;

// The monotonic clock at the kernel's tick (a few ms): reading the full
// clock cost a tenth of a short hook call on a virtual machine (kvm-clock),
// and the wall-clock limit is a last resort far above a tick.
std::chrono::steady_clock::time_point coarse_now() {
  timespec now{};
  clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
  return std::chrono::steady_clock::time_point(
      std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec));
}

}  // namespace

LuaState::LuaState(const Limits& limits) : limits_(limits) {
  state_ = lua_newstate(&LuaState::allocate, this);
  if (!state_) throw std::bad_alloc();
  *static_cast<LuaState**>(lua_getextraspace(state_)) = this;
  // Set before any coroutine exists: lua_newthread copies the hook (and
  // the extra space) into every new thread, so coroutines are throttled.
  lua_sethook(state_, &LuaState::count_hook, LUA_MASKCOUNT, kHookInterval);
  log = [](std::string_view text) {
    std::fprintf(stderr, "[lua] %.*s\n", static_cast<int>(text.size()),
                 text.data());
  };
}

LuaState::~LuaState() {
  capped_ = false;
  lua_close(state_);
}

void* LuaState::allocate(void* self, void* block, std::size_t old_size,
                         std::size_t new_size) {
  auto& lua = *static_cast<LuaState*>(self);
  const std::size_t old = block ? old_size : 0;  // else old_size is a type
  if (new_size == 0) {
    std::free(block);
    lua.used_ -= old;
    return nullptr;
  }
  if (!block && old_size == LUA_TSTRING && new_size > kChargedStringBytes &&
      lua.depth_ > 0 && lua.capped_) {
    lua.instructions_ += new_size / kBytesPerInstruction;
    // Refused: Lua raises a memory error, which must_reraise turns into
    // the budget abort (nothing may longjmp from inside the allocator).
    if (lua.instructions_ > lua.limits_.instructions) {
      if (lua.abort_ == Abort::None) lua.abort_ = Abort::Instructions;
      return nullptr;
    }
  }
  if (lua.capped_ && new_size > old) {
    // Lua asks again, after an emergency collection, for what was refused
    // (except luaL_Buffer, which never does): a refusal is final when that
    // retry fails too, or when the next request is another one. Final, it
    // ends the call, whoever catches the error (a pcall, a coroutine).
    const bool retry = lua.refused_ && lua.refused_block_ == block &&
                       lua.refused_size_ == new_size;
    if (lua.refused_ && !retry) lua.memory_exhausted();
    lua.refused_ = false;
    if (lua.used_ - old + new_size > lua.limits_.memory_bytes) {
      if (retry) {
        lua.memory_exhausted();
      } else {
        lua.refused_ = true;
        lua.refused_block_ = block;
        lua.refused_size_ = new_size;
      }
      return nullptr;
    }
  }
  void* grown = std::realloc(block, new_size);
  if (grown) lua.used_ = lua.used_ - old + new_size;
  return grown;
}

void LuaState::memory_exhausted() {
  if (depth_ > 0 && abort_ == Abort::None) abort_ = Abort::Memory;
}

LuaState::CallScope::CallScope(LuaState& lua) : lua_(lua) {
  if (lua.depth_++ > 0) return;
  lua.instructions_ = 0;
  lua.deadline_ = coarse_now() + lua.limits_.wall_clock;
  lua.abort_ = Abort::None;
  lua.refused_ = false;
  lua.abort_file_.clear();
  lua.abort_line_ = 0;
  lua.abort_traceback_.clear();
  // Garbage an earlier call left (a coroutine's, say) is collected
  // before it can crowd this call out: C code such as luaL_Buffer grows
  // its buffer without Lua's emergency collection.
  // (Only past half the cap, and only when the heap grew since the last
  // such collection: a mod holding much pays for it once, not per call.)
  const std::size_t cap = lua.limits_.memory_bytes;
  if (lua.used_ > cap / 2 && lua.used_ > lua.collected_to_ + cap / 8) {
    lua_gc(lua.state_, LUA_GCCOLLECT);
    lua.collected_to_ = lua.used_;
  }
  // Restart the count hook's countdown, so the budget counts the same
  // instructions whatever ran before: a replay in a fresh state (a loaded
  // save) stops a hook exactly where the original stopped it.
  lua_sethook(lua.state_, &LuaState::count_hook, LUA_MASKCOUNT, kHookInterval);
}

LuaState::CallScope::~CallScope() {
  --lua_.depth_;
}

LuaState::LimitsScope::LimitsScope(LuaState& lua, const Limits& limits)
    : lua_(lua), saved_(lua.limits_) {
  lua.limits_ = limits;
}

LuaState::LimitsScope::~LimitsScope() {
  lua_.limits_ = saved_;
  lua_gc(lua_.state_, LUA_GCCOLLECT);
}

void LuaState::set_world(game::World* world, bool read_only) {
  if (world_ && world_ != world && serials_ != world_serials_)
    world_->set_property(game::Owner::world(), kSerialsVariable,
                         game::Value(serials_));
  if (world && world != world_) {
    const game::Value* kept =
        world->properties_of(game::Owner::world()).get(kSerialsVariable);
    const std::int64_t* count =
        kept ? std::get_if<std::int64_t>(kept) : nullptr;
    world_serials_ = count ? *count : 0;
    serials_ = std::max(serials_, world_serials_);
  }
  world_ = world;
  read_only_ = read_only;
}

bool LuaState::must_reraise(int status) {
  if (status == LUA_OK || status == LUA_YIELD) return false;
  if (abort_ == Abort::None && (status == LUA_ERRMEM || refused_))
    abort_ = Abort::Memory;
  return abort_ != Abort::None;
}

std::string LuaState::abort_message() const {
  switch (abort_) {
    case Abort::None:
      return {};
    case Abort::Instructions:
      return "instruction budget of " + std::to_string(limits_.instructions) +
             " exceeded (endless loop?)";
    case Abort::WallClock:
      return "time limit of " + std::to_string(limits_.wall_clock.count()) +
             " ms exceeded (a last-resort guard for work the instruction "
             "budget does not count; on another machine this call may pass)";
    case Abort::Memory:
      return "memory cap of " + std::to_string(limits_.memory_bytes >> 20) +
             " MiB exceeded";
  }
  return {};
}

void LuaState::charge_memory(lua_State* L) {
  if (depth_ == 0 || !capped_ || used_ <= limits_.memory_bytes) return;
  lua_gc(L, LUA_GCCOLLECT);
  if (used_ > limits_.memory_bytes) raise_abort(L, Abort::Memory);
}

void LuaState::count_hook(lua_State* L, lua_Debug*) {
  LuaState& lua = of(L);
  if (lua.depth_ == 0) return;
  if (lua.abort_ != Abort::None) lua.raise_abort(L, lua.abort_);
  lua.instructions_ += kHookInterval;
  if (lua.instructions_ > lua.limits_.instructions)
    lua.raise_abort(L, Abort::Instructions);
  if (coarse_now() > lua.deadline_) lua.raise_abort(L, Abort::WallClock);
}

void LuaState::charge(lua_State* L, std::uint64_t cost) {
  if (depth_ == 0) return;
  if (abort_ != Abort::None) raise_abort(L, abort_);
  instructions_ += cost;
  if (instructions_ > limits_.instructions) raise_abort(L, Abort::Instructions);
  if (coarse_now() > deadline_) raise_abort(L, Abort::WallClock);
}

void LuaState::raise_abort(lua_State* L, Abort why) {
  if (abort_ == Abort::None) {
    abort_ = why;
    UncappedScope uncapped(*this);
    // Blame the innermost Lua line: a charge can strike inside a C
    // function (string.find), which has none.
    lua_Debug ar;
    for (int level = 0; lua_getstack(L, level, &ar); ++level) {
      lua_getinfo(L, "Sl", &ar);
      if (ar.currentline <= 0) continue;
      abort_file_ = ar.short_src;
      abort_line_ = ar.currentline;
      break;
    }
    luaL_traceback(L, L, nullptr, 0);
    abort_traceback_ = lua_tostring(L, -1);
    lua_pop(L, 1);
  }
  // Nothing with a destructor is alive here: lua_error longjmps.
  lua_pushstring(L, "script stopped: budget or memory cap exceeded");
  lua_error(L);
  std::abort();  // lua_error does not return
}

}  // namespace wumpus::script
