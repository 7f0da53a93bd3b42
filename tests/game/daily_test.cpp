// The daily cave's day and seed (game/layout/daily.cpp), on fixed dates: the
// tests never depend on today's.
#include "game/layout/daily.hpp"

#include "scoped_env.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace std::chrono;

TEST_CASE("the UTC day of a moment", "[daily]") {
  const sys_days day = year{2026} / November / 26;
  CHECK(game::utc_day(day) == "2026-11-26");
  CHECK(game::utc_day(day + hours{23} + minutes{59}) == "2026-11-26");
  CHECK(game::utc_day(day + hours{24}) == "2026-11-27");
  CHECK(game::utc_day(sys_days{year{1999} / December / 31}) == "1999-12-31");
}

TEST_CASE("a day is a real date written YYYY-MM-DD", "[daily]") {
  CHECK(game::valid_day("2026-11-26"));
  CHECK(game::valid_day("2028-02-29"));
  CHECK_FALSE(game::valid_day("2026-02-29"));
  CHECK_FALSE(game::valid_day("2026-13-01"));
  CHECK_FALSE(game::valid_day("2026-1-01"));
  CHECK_FALSE(game::valid_day("2026-11-26x"));
  CHECK_FALSE(game::valid_day("20261126"));
  CHECK_FALSE(game::valid_day("2026-1a-26"));
  CHECK_FALSE(game::valid_day(""));
}

TEST_CASE("the daily seed follows from the day alone", "[daily]") {
  // Pinned: every build and machine must agree on a day's cave.
  CHECK(game::daily_seed("2026-11-26") == 4471822508833855926ULL);
  CHECK(game::daily_seed("2026-11-26") == game::daily_seed("2026-11-26"));
  CHECK(game::daily_seed("2026-11-26") != game::daily_seed("2026-11-27"));
  CHECK(game::daily_seed("2026-11-26") != game::daily_seed("2025-11-26"));
}

TEST_CASE("$WUMPUS_TODAY pins today, when it is a day", "[daily]") {
  {
    const wumpus::testing::ScopedEnv pinned("WUMPUS_TODAY", "2030-01-02");
    CHECK(game::today_utc() == "2030-01-02");
  }
  const wumpus::testing::ScopedEnv bad("WUMPUS_TODAY", "soon");
  CHECK(game::today_utc() == game::utc_day(system_clock::now()));
}
