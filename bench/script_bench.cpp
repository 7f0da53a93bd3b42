// The cost of the Lua rules: one room-entry hook dispatch with every
// built-in rule loaded, and a whole 1000-turn game played through them.
#include "game/game.hpp"
#include "script/lua_rules.hpp"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

namespace {

using namespace wumpus;

std::shared_ptr<script::LuaRules> builtin_rules() {
  script::RulesOptions options;
  options.scripts_dir = std::string(WUMPUS_SOURCE_DIR) + "/scripts";
  std::string error;
  std::shared_ptr<script::LuaRules> rules = script::LuaRules::load(options, &error);
  if (!rules) std::abort();
  return rules;
}

game::Settings classic(std::uint64_t seed) {
  game::Settings settings;
  std::string error;
  if (!game::apply_preset(std::string(WUMPUS_SOURCE_DIR) +
                              "/data/presets/classic.json",
                          &settings, &error))
    std::abort();
  settings.seed = seed;
  return settings;
}

// One on_enter dispatch into an empty room: every kind's hook runs.
void BM_RoomEntryHook(benchmark::State& state) {
  auto rules = builtin_rules();
  std::string error;
  auto game = game::Game::create(classic(1), rules, &error);
  if (!game) std::abort();
  game::World world = game->world();
  const game::PlayerId player = world.add_player("bench");
  const game::RoomId room = world.entrance();
  game::RuleError failure;
  for (auto _ : state) {
    if (!rules->on_enter(world, player, room, &failure)) std::abort();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RoomEntryHook)->Unit(benchmark::kMicrosecond);

// 1000 commands walking the cave (restarting after a death or a win), all
// hooks through Lua: moves, percepts, the Wumpus's turns.
void BM_ThousandTurnGame(benchmark::State& state) {
  auto rules = builtin_rules();
  const char* const kMoves[] = {"east", "south", "west", "north", "east",
                                "south", "wait"};
  for (auto _ : state) {
    std::string error;
    auto game = game::Game::create(classic(2), rules, &error);
    if (!game) std::abort();
    const game::PlayerId player = game->add_player("bench");
    for (int turn = 0; turn < 1000; ++turn) {
      const auto& p = *game->world().player(player);
      game->apply_line(player, !p.alive || p.won ? "restart" : kMoves[turn % 7]);
    }
    benchmark::DoNotOptimize(game->world().turn());
  }
}
BENCHMARK(BM_ThousandTurnGame)->Unit(benchmark::kMillisecond);

}  // namespace
