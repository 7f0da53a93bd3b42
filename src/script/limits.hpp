// The throttles every Lua hook call runs under, so one bad mod cannot hang
// or starve a shared server: memory, instructions, wall-clock time and the
// size of strings built inside C functions the instruction count misses.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace wumpus::script {

struct Limits {
  std::size_t memory_bytes = std::size_t{32} << 20;     // the whole Lua state
  std::uint64_t instructions = 5'000'000;               // per hook call
  std::chrono::milliseconds wall_clock{250};            // per hook call
  std::size_t max_string_bytes = std::size_t{1} << 20;  // string.rep result
};

}  // namespace wumpus::script
