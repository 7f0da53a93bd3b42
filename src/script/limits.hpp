// The throttles every Lua hook call runs under, so one bad mod cannot hang
// or starve a shared server: memory, instructions, wall-clock time and the
// size of strings built inside C functions the instruction count misses.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace wumpus::script {

struct Limits {
  std::size_t memory_bytes = std::size_t{32} << 20;  // the whole Lua state
  std::uint64_t instructions = 5'000'000;            // per hook call
  // Per hook call, and only a last resort: the budget above is the rule
  // (deterministic, charged for C work too); the clock stops what it
  // cannot see, such as comparing megabyte strings in a loop, and is set
  // far above what the budget allows on a loaded machine.
  std::chrono::milliseconds wall_clock{1000};
  std::size_t max_string_bytes = std::size_t{1} << 20;  // string.rep result
};

}  // namespace wumpus::script
