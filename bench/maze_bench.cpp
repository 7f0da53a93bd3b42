// Carving and rendering benchmarks for every registered algorithm: time
// per room and the carve's own peak heap use per room (passages included),
// measured by counting live heap bytes in the global operator new/delete.
#include "maze/generator.hpp"
#include "maze/render/render.hpp"

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <new>
#include <ostream>
#include <streambuf>
#include <string>

namespace {

std::atomic<std::int64_t> g_live_bytes{0};
std::atomic<std::int64_t> g_peak_bytes{0};

void note_allocation(void* block) {
  const auto bytes = static_cast<std::int64_t>(malloc_usable_size(block));
  const std::int64_t live = g_live_bytes.fetch_add(bytes) + bytes;
  std::int64_t peak = g_peak_bytes.load();
  while (live > peak && !g_peak_bytes.compare_exchange_weak(peak, live)) {
  }
}

}  // namespace

// These replace the global allocation functions, so the blocks they free
// did come from malloc; GCC cannot tell and warns.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void* operator new(std::size_t size) {
  void* block = std::malloc(size == 0 ? 1 : size);
  if (!block) throw std::bad_alloc();
  note_allocation(block);
  return block;
}
void operator delete(void* block) noexcept {
  if (!block) return;
  g_live_bytes.fetch_sub(static_cast<std::int64_t>(malloc_usable_size(block)));
  std::free(block);
}
void operator delete(void* block, std::size_t) noexcept {
  operator delete(block);
}
#pragma GCC diagnostic pop

namespace {

using namespace wumpus::maze;

// This thread's CPU time: on a machine shared with builds, wall-clock time
// mostly measures the other processes.
double cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + now.tv_nsec * 1e-9;
}

// The heap high-water mark since construction, above what was live then.
class HeapMeter {
 public:
  HeapMeter() : base_(g_live_bytes.load()) { g_peak_bytes.store(base_); }
  std::int64_t peak() const { return g_peak_bytes.load() - base_; }

 private:
  std::int64_t base_;
};

// Discards what is written, counting the bytes.
class NullBuffer : public std::streambuf {
 public:
  std::uint64_t bytes = 0;

 protected:
  int overflow(int c) override {
    ++bytes;
    return c;
  }
  std::streamsize xsputn(const char*, std::streamsize n) override {
    bytes += static_cast<std::uint64_t>(n);
    return n;
  }
};

void report_per_room(benchmark::State& state, double total_ns,
                     std::uint64_t rooms) {
  const double carved = static_cast<double>(state.iterations()) * rooms;
  state.counters["ns/room"] = total_ns / carved;
}

void carve_benchmark(benchmark::State& state, const Generator* generator,
                     std::shared_ptr<const Topology> topology) {
  const std::uint64_t rooms = topology->room_count();
  std::uint64_t seed = 1;
  std::int64_t peak = 0;
  double total_ns = 0;
  for (auto _ : state) {
    const HeapMeter meter;
    const double start = cpu_seconds();
    Maze maze(topology);
    Random random(seed++);
    generator->carve(maze, random, {});
    const double elapsed = cpu_seconds() - start;
    state.SetIterationTime(elapsed);
    total_ns += elapsed * 1e9;
    peak = std::max(peak, meter.peak());
    benchmark::DoNotOptimize(maze.entrance);
  }
  report_per_room(state, total_ns, rooms);
  state.counters["bytes/room"] = static_cast<double>(peak) / rooms;
}

void render_benchmark(benchmark::State& state, Format format) {
  const std::uint32_t side = 1000;
  Maze maze(std::make_shared<const Topology>(Topology::grid(side, side)));
  Random random(1);
  find_generator("backtracker")->carve(maze, random, {});
  NullBuffer sink;
  std::ostream out(&sink);
  double total_ns = 0;
  for (auto _ : state) {
    const double start = cpu_seconds();
    render(out, maze, format, nullptr);
    const double elapsed = cpu_seconds() - start;
    state.SetIterationTime(elapsed);
    total_ns += elapsed * 1e9;
  }
  report_per_room(state, total_ns, std::uint64_t{side} * side);
  state.SetBytesProcessed(static_cast<std::int64_t>(sink.bytes));
}

// Registered at start-up from the table, so a new algorithm is benchmarked
// without touching this file. 4000² runs once: Aldous-Broder alone takes
// minutes there, and one carve of 16 million rooms is a stable figure.
const bool kRegistered = [] {
  for (const Generator& generator : generators()) {
    if (!(generator.supports & kRectangle)) continue;
    for (const std::uint32_t side : {1000u, 4000u}) {
      auto* bench = benchmark::RegisterBenchmark(
          ("carve/" + std::string(generator.name) + "/" + std::to_string(side))
              .c_str(),
          carve_benchmark, &generator,
          std::make_shared<const Topology>(Topology::grid(side, side)));
      bench->UseManualTime()->Unit(benchmark::kMillisecond);
      if (side == 4000 || generator.name == "aldous-broder")
        bench->Iterations(1);
    }
  }
  // The other tilings at 1000 (polar: 1000 rings, about pi million rooms)
  // beside the square one built the same way, for the cost per room.
  for (const char* name : {"backtracker", "kruskal", "prim", "wilson"}) {
    const Generator* generator = find_generator(name);
    for (const Shape shape : all_shapes()) {
      const auto topology = std::make_shared<const Topology>(
          Topology::tiled({shape, shape == Shape::Polar ? 6u : 1000u, 1000}));
      benchmark::RegisterBenchmark(("carve-shape/" + std::string(name) + "/" +
                                    std::string(shape_name(shape)) + "/1000")
                                       .c_str(),
                                   carve_benchmark, generator, topology)
          ->UseManualTime()
          ->Unit(benchmark::kMillisecond)
          ->Iterations(2);
    }
  }
  // The random walks on the shapes with passage rules, which settle the
  // rules first (settled_graph.hpp), beside the plain square grid.
  for (const char* name : {"wilson", "aldous-broder"})
    for (const std::uint32_t side : {400u, 1000u})
      for (const auto& [label, tiling] :
           {std::pair{"square", Tiling{Shape::Square, side, side}},
            std::pair{"woven", Tiling{Shape::Square, side, side, kWrapNone,
                                      /*weave=*/true}},
            std::pair{"zeta", Tiling{Shape::Zeta, side, side}}})
        benchmark::RegisterBenchmark(
            ("carve-rules/" + std::string(name) + "/" + label + "/" +
             std::to_string(side))
                .c_str(),
            carve_benchmark, find_generator(name),
            std::make_shared<const Topology>(Topology::tiled(tiling)))
            ->UseManualTime()
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
  for (const auto& [name, format] :
       {std::pair{"render/ascii/1000", Format::Ascii},
        std::pair{"render/json/1000", Format::Json}})
    benchmark::RegisterBenchmark(name, render_benchmark, format)
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace
