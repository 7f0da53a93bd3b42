// Where the registered kinds live in the Lua registry, shared by
// game.register (which fills them) and the hook dispatch (which reads
// them once every rule file has loaded).
#pragma once

namespace wumpus::script {

// A sequence of {kind =, hooks = {name = function}, setup_order =}, in
// order of first registration.
inline constexpr const char* kKindsKey = "wumpus.kinds";
// kind name -> the same entry.
inline constexpr const char* kKindIndexKey = "wumpus.kind_index";
// True while a rule file's main chunk runs: only then may it register.
inline constexpr const char* kLoadingKey = "wumpus.loading";

inline constexpr const char* kSetupOrder = "setup_order";
inline constexpr int kDefaultSetupOrder = 50;

// The hooks the engine calls, in enum order (see cpp_api/hook_dispatch).
inline constexpr const char* kEngineHooks[] = {
    "setup", "on_enter",   "percepts", "shoot",  "take",
    "use",   "reach_exit", "on_turn",  "on_tick"};

}  // namespace wumpus::script
