#include "maze/generator.hpp"

#include <benchmark/benchmark.h>

#include <memory>

using namespace wumpus::maze;

static void BM_Backtracker(benchmark::State& state) {
  const auto side = static_cast<std::uint32_t>(state.range(0));
  auto topology = std::make_shared<const Topology>(Topology::grid(side, side));
  for (auto _ : state) {
    Maze maze(topology);
    Random random(1);
    find_generator("backtracker")->carve(maze, random, {});
    benchmark::DoNotOptimize(maze.passage_count());
  }
  state.SetItemsProcessed(state.iterations() * side * side);
}
BENCHMARK(BM_Backtracker)->Arg(1000)->Unit(benchmark::kMillisecond);
