// What a puzzle cave costs to make, by grade and shape: the time to lay
// out one (carving, setup and the deduction checker on every layout
// drawn until one is proven), and how many layouts that draws (the
// counters: mean and max over the seeds).
#include "bench_games.hpp"

#include "maze/shape.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <stdexcept>
#include <string>

namespace {

using namespace wumpus;

constexpr maze::Shape kPuzzleBenchShapes[] = {
    maze::Shape::Square, maze::Shape::Hex,     maze::Shape::Triangle,
    maze::Shape::Polar,  maze::Shape::Upsilon, maze::Shape::Zeta};

// Arg 0: the preset (0 puzzle, 1 puzzle-hard); arg 1: the shape.
void BM_PuzzleLayout(benchmark::State& state) {
  const std::string preset = state.range(0) == 0 ? "puzzle" : "puzzle-hard";
  game::Settings settings;
  std::string error;
  if (!game::apply_preset(WUMPUS_SOURCE_DIR "/data/presets/" + preset + ".json",
                          &settings, &error))
    throw std::runtime_error(error);
  settings.shape = kPuzzleBenchShapes[state.range(1)];
  state.SetLabel(preset + " " + std::string(maze::shape_name(settings.shape)));
  auto rules = bench::lua_rules();
  std::uint64_t seed = 0;
  int tries = 0, most = 0;
  for (auto _ : state) {
    settings.seed = ++seed;
    int these = 0;
    if (!game::Game::carve(settings, *rules, &error, &these))
      state.SkipWithError(error.c_str());
    tries += these;
    most = std::max(most, these);
  }
  state.counters["tries_mean"] = double(tries) / double(seed);
  state.counters["tries_max"] = most;
}
// Seeds 1 to 100 of each: the same caves every run.
BENCHMARK(BM_PuzzleLayout)
    ->ArgsProduct({{0, 1}, {0, 1, 2, 3, 4, 5}})
    ->Iterations(100)
    ->Unit(benchmark::kMillisecond);

}  // namespace
