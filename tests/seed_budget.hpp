// How many seeds a property test walks. The optimised build walks them
// all; the sanitizer build, ten times slower and there to catch memory
// errors on the paths the full walk already takes, walks a tenth.
#pragma once

namespace wumpus::testing {

#ifdef WUMPUS_SANITIZED
inline constexpr int kSeedDivisor = 10;
#else
inline constexpr int kSeedDivisor = 1;
#endif

constexpr int seed_budget(int full) {
  return full / kSeedDivisor > 0 ? full / kSeedDivisor : 1;
}

}  // namespace wumpus::testing
