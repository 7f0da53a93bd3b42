// What `wumpus agent` spends a game on, per preset: the agent playing a
// whole game through the in-process link (its decisions, the engine, the
// Lua rules, the views it reads), and the omniscient solver playing the
// same layout as the batch's yardstick. A batch game costs about the sum
// of the two plus laying the cave out; games/s is reported per core.
#include "bench_games.hpp"

#include "agent/driver.hpp"
#include "game/layout/solver.hpp"
#include "game/table/local_link.hpp"

#include <benchmark/benchmark.h>

#include <string>

namespace {

using namespace wumpus;

const char* const kPresets[] = {"easy", "classic", "hard"};

// Seeds 1, 2, ... in turn: layouts differ a lot in how long they take.
void BM_AgentGame(benchmark::State& state) {
  const std::string preset = kPresets[state.range(0)];
  state.SetLabel(preset);
  std::uint64_t seed = 1;
  int won = 0;
  for (auto _ : state) {
    state.PauseTiming();
    auto game = bench::preset_game(preset, seed++);
    state.ResumeTiming();
    auto link = game::seat_alone(std::move(game), "agent", {});
    agent::Agent player;
    won += agent::play_game(*link, player).outcome == game_api::Outcome::Won;
  }
  state.counters["games/s"] = benchmark::Counter(double(state.iterations()),
                                                 benchmark::Counter::kIsRate);
  state.counters["won %"] = 100.0 * won / double(state.iterations());
}
BENCHMARK(BM_AgentGame)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

void BM_SolverGame(benchmark::State& state) {
  const std::string preset = kPresets[state.range(0)];
  state.SetLabel(preset);
  std::uint64_t seed = 1;
  for (auto _ : state) {
    state.PauseTiming();
    auto game = bench::preset_game(preset, seed++);
    state.ResumeTiming();
    const game_api::PlayerId solver = game->add_player("solver");
    benchmark::DoNotOptimize(game::solve_game(*game, solver).won);
  }
}
BENCHMARK(BM_SolverGame)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

// Laying out a cave (maze, Lua placement), which every batch game does.
void BM_LayOut(benchmark::State& state) {
  const std::string preset = kPresets[state.range(0)];
  state.SetLabel(preset);
  std::uint64_t seed = 1;
  for (auto _ : state)
    benchmark::DoNotOptimize(bench::preset_game(preset, seed++));
}
BENCHMARK(BM_LayOut)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

}  // namespace
