// The game engine's costs with all the Lua rules loaded: one room-entry
// hook call, one move through the engine (snapshot, hooks, percepts,
// knowledge), and a whole 1000-turn game.
#include "bench_games.hpp"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>

namespace {

using namespace wumpus;

// The square classic: its moves go by compass, and its figures compare
// with those measured before classic took hex rooms.
std::unique_ptr<game::Game> classic_game(std::uint64_t seed) {
  return bench::preset_game("classic-square", seed);
}

// The on_enter hook alone, every rule file's handler, for one room of a
// classic game: the entrance (an empty room: the files' `near` gates let
// none through), or with arg 1 a room next to a pit (its gate lets the
// pit's hook through, which finds no pit in the room itself).
void BM_GameRoomEntryHook(benchmark::State& state) {
  auto game = classic_game(7);
  const game_api::PlayerId me = game->add_player("bench");
  game::World world = game->world();
  game::RoomId room = world.cave().entrance();
  if (state.range(0) == 1) {
    const game::RoomId pit = world.thing(world.things_of("pit").front())->room;
    room = world.cave().open_neighbours(pit).front();
  }
  auto rules = bench::lua_rules();
  game::RuleError error;
  for (auto _ : state) {
    if (!rules->on_enter(world, me, room, &error))
      state.SkipWithError(error.message.c_str());
  }
}
BENCHMARK(BM_GameRoomEntryHook)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// One move command through the engine, back and forth between two rooms.
void BM_MoveThroughEngine(benchmark::State& state) {
  auto game = classic_game(7);
  const game_api::PlayerId me = game->add_player("bench");
  const auto& world = game->world();
  const auto path = world.cave().solution();
  const auto there =
      *world.cave().maze().topology().direction_between(path[0], path[1]);
  const game_api::Command go{game_api::Verb::Move, there, 0, {}, {}, {}};
  const game_api::Command back{
      game_api::Verb::Move, maze::opposite(there), 0, {}, {}, {}};
  bool out = true;
  for (auto _ : state) {
    benchmark::DoNotOptimize(game->apply(me, out ? go : back));
    out = !out;
  }
}
BENCHMARK(BM_MoveThroughEngine)->Unit(benchmark::kMicrosecond);

// A 1000-turn game: a random walk that shoots now and then, restarting
// when the player dies or wins.
void BM_Game1000Turns(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) {
    auto game = classic_game(seed++);
    const game_api::PlayerId me = game->add_player("bench");
    maze::Random walker(seed);
    int turns = 0;
    while (turns < 1000) {
      const game::Player& player = *game->world().player(me);
      if (!player.alive || player.won) {
        std::string error;
        game->restart(me, &error);
        continue;
      }
      game_api::Command command{game_api::Verb::Move,
                                maze::kAllDirections[walker.below(4)],
                                0,
                                {},
                                {},
                                {}};
      if (walker.below(20) == 0)
        command = game_api::Command{game_api::Verb::Shoot, {}, 0, {}, {}, {}};
      const auto before = player.turns;
      game->apply(me, command);
      if (game->world().player(me)->turns == before)
        game->apply(me, game_api::Command{});  // a wall: wait
      ++turns;
    }
  }
}
BENCHMARK(BM_Game1000Turns)->Unit(benchmark::kMillisecond);

}  // namespace
