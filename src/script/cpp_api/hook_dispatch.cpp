#include "script/cpp_api/hook_dispatch.hpp"

#include "script/cpp_api/near_gate.hpp"
#include "script/cpp_api/protected_call.hpp"
#include "script/cpp_api/world_scope.hpp"
#include "script/lua_api/binding.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/stack_guard.hpp"

#include <algorithm>
#include <cstring>

namespace wumpus::script {

HookDispatch::~HookDispatch() {
  for (auto& entries : hooks_)
    for (const Entry& entry : entries)
      luaL_unref(lua_.get(), LUA_REGISTRYINDEX, entry.function);
}

// Reads the look of the kind entry on top of the stack, if it has one.
void HookDispatch::read_look(lua_State* L, const std::string& kind) {
  game_api::KindLook look;
  lua_getfield(L, -1, "look");
  for (auto [field, value] :
       {std::pair{"name", &look.name}, std::pair{"glyph", &look.glyph},
        std::pair{"colour", &look.colour}, std::pair{"percept", &look.percept},
        std::pair{"percept_glyph", &look.percept_glyph},
        std::pair{"percept_colour", &look.percept_colour}}) {
    if (lua_getfield(L, -1, field) == LUA_TSTRING) *value = lua_tostring(L, -1);
    lua_pop(L, 1);
  }
  look.counted =
      lua_getfield(L, -1, kCounted) == LUA_TBOOLEAN && lua_toboolean(L, -1);
  lua_pop(L, 1);
  if (lua_getfield(L, -1, kLayout) == LUA_TSTRING) {
    look.hazard = std::strcmp(lua_tostring(L, -1), "hazard") == 0;
    layout_roles_[kind] =
        look.hazard ? game::LayoutRole::Hazard : game::LayoutRole::Needed;
  }
  lua_pop(L, 2);
  if (!(look == game_api::KindLook{})) looks_[kind] = std::move(look);
}

namespace {

// The kinds gating hook `name` in the nears table at `nears` (none: the
// hook always runs).
std::vector<std::string> near_kinds(lua_State* L, int nears, const char* name) {
  std::vector<std::string> kinds;
  if (lua_getfield(L, nears, name) == LUA_TTABLE) {
    const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
    for (lua_Integer i = 1; i <= count; ++i) {
      lua_rawgeti(L, -1, i);
      kinds.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return kinds;
}

// Whether a thing of `kind` bears `flag` (a tick_while gate).
bool any_flagged(const game::World& world, const std::string& kind,
                 const std::string& flag) {
  return std::any_of(
      world.things().begin(), world.things().end(), [&](const auto& each) {
        return each.second.kind == kind && each.second.properties.flag(flag);
      });
}

}  // namespace

void HookDispatch::build() {
  lua_State* L = lua_.get();
  StackGuard guard(L);
  LuaState::UncappedScope uncapped(lua_);
  // Each hook's entries with their sort keys: (setup_order for setup, else
  // 0; the hook's priority), kept in load order where the keys tie.
  struct Found {
    lua_Number order, priority;
    Entry entry;
  };
  std::array<std::vector<Found>, kHookCount> found;
  lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, -1, i);
    lua_getfield(L, -1, "kind");
    const std::string kind = lua_tostring(L, -1);
    lua_pop(L, 1);
    kinds_.push_back(kind);
    lua_getfield(L, -1, kSetupOrder);
    const lua_Number order = lua_tonumber(L, -1);
    lua_pop(L, 1);
    read_look(L, kind);
    const int entry = lua_gettop(L);
    lua_getfield(L, entry, kPriorities);
    lua_getfield(L, entry, "sources");
    lua_getfield(L, entry, "hooks");
    lua_getfield(L, entry, kNears);
    lua_getfield(L, entry, kTickFlags);
    const int priorities = entry + 1, sources = entry + 2, hooks = entry + 3,
              nears = entry + 4, tick_flags = entry + 5;
    for (int hook = 0; hook < kHookCount; ++hook) {
      const char* name = kHooks[hook].name.data();
      if (lua_getfield(L, hooks, name) != LUA_TFUNCTION) {
        lua_pop(L, 1);
        continue;
      }
      Entry found_entry{kind, luaL_ref(L, LUA_REGISTRYINDEX), "", {}, ""};
      if (lua_getfield(L, sources, name) == LUA_TSTRING)
        found_entry.file = lua_tostring(L, -1);
      lua_getfield(L, priorities, name);
      const lua_Number priority = lua_tonumber(L, -1);
      lua_pop(L, 2);
      if (lua_istable(L, nears)) found_entry.near = near_kinds(L, nears, name);
      if (lua_istable(L, tick_flags) &&
          lua_getfield(L, tick_flags, name) == LUA_TSTRING)
        found_entry.tick_flag = lua_tostring(L, -1);
      lua_settop(L, tick_flags);
      found[hook].push_back({hook == static_cast<int>(Hook::Setup) ? order : 0,
                             priority, std::move(found_entry)});
    }
    lua_settop(L, entry - 1);
  }
  for (int hook = 0; hook < kHookCount; ++hook) {
    auto& entries = found[hook];
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Found& a, const Found& b) {
                       return a.order != b.order ? a.order < b.order
                                                 : a.priority < b.priority;
                     });
    for (Found& each : entries) hooks_[hook].push_back(std::move(each.entry));
  }
}

bool HookDispatch::call(Hook hook, game::World& world,
                        const PushArguments& push, int results,
                        const Inspect& inspect, game::RuleError* error,
                        game::RoomId near_room) {
  lua_State* L = lua_.get();
  StackGuard guard(L);
  failed_file_.clear();  // none to blame until one of these fails
  WorldScope scope(lua_, world, hook_spec(hook).read_only);
  push_message_handler(L);
  const int handler = lua_gettop(L);
  NearGate gate(world, near_room);
  // The kind whose hook runs, for game.kill; restored when this returns.
  struct RunningKind {
    std::string& now;
    std::string before = now;
    ~RunningKind() { now = std::move(before); }
  } running{lua_.running_kind};
  for (const Entry& entry : hooks_[static_cast<int>(hook)]) {
    if (near_room != game::kNoRoom && !entry.near.empty() &&
        !gate.any_near(entry.near))
      continue;
    if (!entry.tick_flag.empty() &&
        !any_flagged(world, entry.kind, entry.tick_flag))
      continue;
    int nargs = 0;
    {
      // Pushing cannot fail (and longjmp) with the cap lifted.
      LuaState::UncappedScope uncapped(lua_);
      lua_rawgeti(L, LUA_REGISTRYINDEX, entry.function);
      nargs = push(L);
      lua_.running_kind = entry.kind;
    }
    if (!protected_call_ref(lua_, handler, entry.function, nargs, results,
                            hook_name(hook), error)) {
      failed_file_ = entry.file;
      return false;
    }
    const Next next = inspect(L, entry.kind, error);
    lua_settop(L, handler);
    if (next == Next::Fail) {
      failed_file_ = entry.file;  // its results were wrong
      return false;
    }
    if (next == Next::Stop) break;
  }
  return true;
}

bool HookDispatch::raise(game::World& world, const game::Timer& timer,
                         game::RuleError* error) {
  lua_State* L = lua_.get();
  StackGuard guard(L);
  WorldScope scope(lua_, world);
  {
    LuaState::UncappedScope uncapped(lua_);
    lua_getglobal(L, "game");
    lua_getfield(L, -1, "emit");
    lua_pushlstring(L, timer.event.data(), timer.event.size());
    for (const game::Value& value : timer.args) push_value(L, &value);
  }
  const int nargs = static_cast<int>(timer.args.size()) + 1;
  if (protected_call(lua_, nargs, 0, timer.event.c_str(), error)) return true;
  failed_file_.clear();  // the event's handler: the traceback says where
  return false;
}

void HookDispatch::drop(const std::set<std::string>& files) {
  lua_State* L = lua_.get();
  StackGuard guard(L);
  LuaState::UncappedScope uncapped(lua_);
  for (auto& entries : hooks_)
    std::erase_if(entries, [&](const Entry& entry) {
      if (!files.count(entry.file)) return false;
      luaL_unref(L, LUA_REGISTRYINDEX, entry.function);
      return true;
    });
  lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, -1, i);
    lua_getfield(L, -1, "hooks");
    lua_getfield(L, -2, "sources");
    lua_pushnil(L);
    while (lua_next(L, -2)) {  // clearing a field while walking is allowed
      if (lua_type(L, -1) == LUA_TSTRING && files.count(lua_tostring(L, -1))) {
        lua_pushvalue(L, -2);
        lua_pushnil(L);
        lua_rawset(L, -6);  // hooks[name] = nil
        lua_pushvalue(L, -2);
        lua_pushnil(L);
        lua_rawset(L, -5);  // sources[name] = nil
      }
      lua_pop(L, 1);
    }
    lua_pop(L, 3);
  }
}

std::string HookDispatch::file_of(Hook hook, const std::string& kind) const {
  for (const Entry& entry : hooks_[static_cast<int>(hook)])
    if (entry.kind == kind) return entry.file;
  return {};
}

game::RuleError HookDispatch::bad_result(Hook hook, const std::string& kind,
                                         const std::string& message) const {
  lua_State* L = lua_.get();
  for (const Entry& entry : hooks_[static_cast<int>(hook)]) {
    if (entry.kind != kind) continue;
    lua_rawgeti(L, LUA_REGISTRYINDEX, entry.function);
    auto error = function_error(L, -1, hook_name(hook), message);
    lua_pop(L, 1);
    return error;
  }
  return game::RuleError{"", hook_name(hook), 0, "", message};
}

}  // namespace wumpus::script
