#include "game/layout/daily.hpp"

#include <fmt/core.h>

#include <cstdlib>

namespace wumpus::game {

std::string utc_day(std::chrono::system_clock::time_point when) {
  const std::chrono::year_month_day day{
      std::chrono::floor<std::chrono::days>(when)};
  return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(day.year()),
                     static_cast<unsigned>(day.month()),
                     static_cast<unsigned>(day.day()));
}

std::string today_utc() {
  if (const char* pinned = std::getenv("WUMPUS_TODAY");
      pinned && valid_day(pinned))
    return pinned;
  return utc_day(std::chrono::system_clock::now());
}

bool valid_day(std::string_view day) {
  if (day.size() != 10 || day[4] != '-' || day[7] != '-') return false;
  int parts[3] = {0, 0, 0};
  int part = 0;
  for (std::size_t i = 0; i < day.size(); ++i) {
    if (i == 4 || i == 7) {
      ++part;
      continue;
    }
    if (day[i] < '0' || day[i] > '9') return false;
    parts[part] = parts[part] * 10 + (day[i] - '0');
  }
  return std::chrono::year_month_day{std::chrono::year{parts[0]},
                                     std::chrono::month(parts[1]),
                                     std::chrono::day(parts[2])}
      .ok();
}

std::uint64_t daily_seed(std::string_view day) {
  // FNV-1a over the day, then SplitMix64's finaliser to spread the bits:
  // neighbouring days get unrelated caves.
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (const char c : std::string("wumpus daily ") + std::string(day)) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  hash ^= hash >> 30;
  hash *= 0xbf58476d1ce4e5b9ULL;
  hash ^= hash >> 27;
  hash *= 0x94d049bb133111ebULL;
  return hash ^ (hash >> 31);
}

}  // namespace wumpus::game
