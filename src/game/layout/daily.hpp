// The daily cave: one cave for everyone on a UTC day, on any machine or
// server, because its seed follows from the day alone. It is played with
// the daily preset and no mods, and scored in that day's own table.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wumpus::game {

inline constexpr const char* kDailyPreset = "classic";
// How the start menu and a server's create form offer the daily cave:
// as a preset of this name.
inline constexpr const char* kDailyChoice = "daily";

// The UTC day of `when`, written "2026-11-26".
std::string utc_day(std::chrono::system_clock::time_point when);

// Today's UTC day, unless $WUMPUS_TODAY names one (tests pin the day so;
// a malformed value is ignored).
std::string today_utc();

// Whether `day` is a real date written YYYY-MM-DD.
bool valid_day(std::string_view day);

// The seed of `day`'s cave (a valid day): a hash of the day, the same
// in every build and on every machine.
std::uint64_t daily_seed(std::string_view day);

}  // namespace wumpus::game
