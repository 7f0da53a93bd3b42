// What each mod may take of the pools mods share, in one place (the
// figures scripts/README.md documents under "Quotas"). Every pool is
// counted per owner: a mod by its name, the built-in rules as "" (the
// engine's own share, which no mod can use up). An over-quota call fails
// in the mod that made it, naming that mod.
#pragma once

#include <cstddef>

namespace wumpus::game::quota {

// Timers one owner may have pending (game.after), and the bytes of the
// strings one timer carries (held outside Lua until it fires).
inline constexpr std::size_t kTimersPerMod = 64;
inline constexpr std::size_t kMaxTimerTextBytes = 1024;
// Marks one owner may keep on one player's map (game.mark_room).
inline constexpr std::size_t kMarksPerModPerPlayer = 64;
// Messages one owner may send one player during one command
// (game.message, and game.message_all to each), and their bytes.
inline constexpr std::size_t kMessagesPerCommand = 64;
inline constexpr std::size_t kMessageBytesPerCommand = std::size_t{64} << 10;
// Bytes of game variables one mod holds (game.set_variable: a variable
// is held by the mod that set it last; key and value count, a number 8).
inline constexpr std::size_t kVariableBytesPerMod = std::size_t{1} << 20;
// One message's text, and one percept's text.
inline constexpr std::size_t kMaxMessageBytes = 4096;
inline constexpr std::size_t kMaxPerceptBytes = 256;

// A save holds at most this many owners' pools of timers, or of marks on
// one map (a bound for files read back, far above any real list of mods).
inline constexpr std::size_t kMaxOwners = 256;

}  // namespace wumpus::game::quota
