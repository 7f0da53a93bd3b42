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

  // Setup is the one hook that visits every room (darkness.lua shuffles
  // them all; placement lists the empty ones), so its budget grows with
  // the cave. A 1000x1000 cave's setup took 8 instructions, 44 bytes and
  // 0.4 us a room; this allows several times that. Other hooks keep the
  // fixed budget.
  Limits for_setup(std::uint64_t rooms) const {
    Limits scaled = *this;
    scaled.instructions += 64 * rooms;
    scaled.memory_bytes += 128 * rooms;
    scaled.wall_clock += std::chrono::milliseconds(2 * rooms / 1000);
    return scaled;
  }
};

}  // namespace wumpus::script
