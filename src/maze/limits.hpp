// The largest mazes the library carves, documented in docs/mazes.md: 16384²
// is 2^28 rooms, the most any maze may have (levels included). Readers of
// mask files bound their input by these, so a file cannot ask for more.
#pragma once

#include <cstdint>

namespace wumpus::maze {

inline constexpr std::int64_t kMaxSide = 16384;
inline constexpr std::int64_t kMaxLevels = 1024;
inline constexpr std::int64_t kMaxRooms = std::int64_t{1} << 28;

}  // namespace wumpus::maze
