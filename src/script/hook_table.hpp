// The one table of the hooks the engine calls: each hook's name in Lua,
// the game::Rules member it answers, the gate a registration may put on
// it, whether the world is only lent for reading, and its editor stub in
// scripts/meta/game.lua. The Hook enum, the names the registration
// checks, the gates, the dispatch and the stub test all come from it.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace wumpus::script {

// What a registration may gate a hook on (l_gates.hpp): `near` kinds for
// on_enter and percepts, a `tick_while` flag for on_tick.
enum class Gate { None, Near, TickWhile };

// X(Enum, "lua name", Rules member, gate, read-only, "stub type")
#define WUMPUS_HOOKS(X)                                                        \
  X(Setup, "setup", setup, None, false, "fun()")                               \
  X(OnEnter, "on_enter", on_enter, Near, false,                                \
    "fun(player: Player, room: Room)")                                         \
  X(Percepts, "percepts", percepts, Near, true,                                \
    "fun(player: Player, room: Room): (string?, string?)")                     \
  X(Shoot, "shoot", shoot, None, false, "fun(player: Player, flight: Room[])") \
  X(Take, "take", take, None, false, "fun(player: Player, room: Room)")        \
  X(Use, "use", use, None, false,                                              \
    "fun(player: Player, item: string): boolean?")                             \
  X(ReachExit, "reach_exit", reach_exit, None, false, "fun(player: Player)")   \
  X(OnTurn, "on_turn", on_turn, None, false, "fun(player: Player)")            \
  X(OnTick, "on_tick", on_tick, TickWhile, false, "fun()")                     \
  X(OnWalkIn, "on_walk_in", on_walk_in, None, false,                           \
    "fun(thing: Thing, player: Player)")                                       \
  X(OnPickUp, "on_pick_up", on_pick_up, None, false,                           \
    "fun(player: Player, thing: Thing)")                                       \
  X(OnDrop, "on_drop", on_drop, None, false,                                   \
    "fun(player: Player, thing: Thing)")                                       \
  X(OnDeath, "on_death", on_death, None, false,                                \
    "fun(player: Player, cause: string)")                                      \
  X(OnWin, "on_win", on_win, None, false, "fun(player: Player)")               \
  X(OnJoin, "on_join", on_join, None, false, "fun(player: Player)")            \
  X(OnLeave, "on_leave", on_leave, None, false,                                \
    "fun(player: Player, how: \"left\"|\"dropped\")")                          \
  X(OnExit, "on_exit", on_exit, None, false, "fun(player: Player)")            \
  X(Score, "score", score, None, true,                                         \
    "fun(player: Player, points: number): number?")                            \
  X(Generate, "on_generate", generate, None, false, "fun()")                   \
  X(BeforeMove, "before_move", before_move, None, false,                       \
    "fun(player: Player, from: Room, to: Room): string?")

#define WUMPUS_HOOK_ENUM(id, name, member, gate, read_only, stub) id,
enum class Hook { WUMPUS_HOOKS(WUMPUS_HOOK_ENUM) };
#undef WUMPUS_HOOK_ENUM

struct HookSpec {
  Hook hook;
  std::string_view name;
  Gate gate;
  bool read_only;         // the world is lent for reading only
  std::string_view stub;  // its type in scripts/meta/game.lua
};

#define WUMPUS_HOOK_SPEC(id, name, member, gate, read_only, stub) \
  HookSpec{Hook::id, name, Gate::gate, read_only, stub},
inline constexpr std::array kHooks{WUMPUS_HOOKS(WUMPUS_HOOK_SPEC)};
#undef WUMPUS_HOOK_SPEC

inline constexpr int kHookCount = static_cast<int>(kHooks.size());

constexpr const HookSpec& hook_spec(Hook hook) {
  return kHooks[static_cast<std::size_t>(hook)];
}
constexpr const char* hook_name(Hook hook) {
  return hook_spec(hook).name.data();  // each name is a literal
}

// The engine hook named `name`, or null when it is none.
constexpr const HookSpec* find_hook(std::string_view name) {
  for (const HookSpec& spec : kHooks)
    if (spec.name == name) return &spec;
  return nullptr;
}

constexpr bool is_engine_hook(std::string_view name) {
  return find_hook(name) != nullptr;
}

namespace hook_table_checks {
constexpr bool in_enum_order() {
  for (std::size_t i = 0; i < kHooks.size(); ++i)
    if (static_cast<std::size_t>(kHooks[i].hook) != i) return false;
  return true;
}
constexpr bool names_unique() {
  for (std::size_t i = 0; i < kHooks.size(); ++i)
    for (std::size_t j = i + 1; j < kHooks.size(); ++j)
      if (kHooks[i].name == kHooks[j].name) return false;
  return true;
}
}  // namespace hook_table_checks
static_assert(hook_table_checks::in_enum_order());
static_assert(hook_table_checks::names_unique());
static_assert(hook_spec(Hook::Percepts).read_only &&
              hook_spec(Hook::Score).read_only);

}  // namespace wumpus::script
