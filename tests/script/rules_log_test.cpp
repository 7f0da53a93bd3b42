// The mods log under a flood: lines cut to a length, each mod's share of
// the file kept to its newest lines (saying how many went), the queue of
// debug lines kept to the newest.
#include "script/rules_log.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using wumpus::script::RulesLog;

TEST_CASE("a long print line is cut, saying so", "[script][log]") {
  RulesLog log;
  log.add("hog.lua:1: " + std::string(100'000, 'x'));
  const auto lines = log.take();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].size() < RulesLog::kMaxLineBytes + 40);
  CHECK_THAT(lines[0], Contains("more bytes cut]"));
}

TEST_CASE("a flooding mod's oldest lines go, and no other mod's",
          "[script][log]") {
  wumpus::testing::TempDir dir("rules-log");
  const auto path = (dir.path() / "mods.log").string();
  RulesLog log;
  std::string error;
  REQUIRE(log.open(path, &error));
  log.add("calm.lua:1: hello");
  const std::string filler(900, 'f');
  for (int i = 0; i < 20'000; ++i)
    log.add("hog.lua:2: " + std::to_string(i) + " " + filler);
  const auto size = std::filesystem::file_size(path);
  CHECK(size < std::size_t{5} << 20);  // 18 MB were printed
  const std::string text = wumpus::testing::read_text(path);
  CHECK_THAT(text, Contains("calm.lua:1: hello"));
  CHECK_THAT(text, Contains("older lines of hog cut"));
  CHECK_THAT(text, Contains("hog.lua:2: 19999 "));

  const auto queued = log.take();
  REQUIRE(queued.size() == RulesLog::kMaxQueued + 1);
  CHECK_THAT(queued.front(), StartsWith("(19801 earlier lines cut"));
  CHECK_THAT(queued.back(), StartsWith("hog.lua:2: 19999 "));
}

// Every start (`wumpus mod list` too) wiped the file.
TEST_CASE("the mods log keeps each mod's newest lines across starts",
          "[script][log]") {
  wumpus::testing::TempDir dir("rules-log");
  const auto path = (dir.path() / "mods.log").string();
  std::string error;
  {
    RulesLog first;
    REQUIRE(first.open(path, &error));
    first.add("calm.lua:1: from the first start");
    first.add(
        "rule error: calm.lua:2: in on_turn: oops\nstack traceback:\n"
        "\t[C]: in ?");
    for (int i = 0; i < 1500; ++i)
      first.add("hog.lua:2: first " + std::to_string(i));
  }
  {
    RulesLog second;
    REQUIRE(second.open(path, &error));
    for (int i = 0; i < 1500; ++i)
      second.add("hog.lua:2: second " + std::to_string(i));
  }
  RulesLog third;  // a start that says nothing keeps it all too
  REQUIRE(third.open(path, &error));
  const std::string text = wumpus::testing::read_text(path);
  CHECK_THAT(text, Contains("calm.lua:1: from the first start"));
  CHECK_THAT(text, Contains("in on_turn: oops\nstack traceback:\n\t[C]: in ?"));
  CHECK_THAT(text, Contains("hog.lua:2: second 1499\n"));
  CHECK_THAT(text, Contains("hog.lua:2: first 1000\n"));  // the newest 2000
  CHECK_THAT(text, !Contains("hog.lua:2: first 999\n"));
  CHECK_THAT(text, Contains("older lines of hog cut"));
}

TEST_CASE("the mods log makes every line printable", "[script][log]") {
  RulesLog log;
  log.add("evil.lua:1: a\x1b[2J\rb\x07\tc");
  const auto lines = log.take();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0] == "evil.lua:1: a?[2J b?\tc");
}

// A server's caves each load rules, and each opened mods.log for its own:
// a descriptor and a copy of the tails per cave, and each rewrite put
// back only its own tails, dropping the other caves' lines.
TEST_CASE(
    "every log on one path shares one file: one descriptor, no "
    "cave's lines lost to another's rewrite",
    "[script][log]") {
  wumpus::testing::TempDir dir("rules-log");
  const auto path = (dir.path() / "mods.log").string();
  const auto descriptors = [] {
    return std::distance(std::filesystem::directory_iterator("/proc/self/fd"),
                         std::filesystem::directory_iterator());
  };
  const auto before = descriptors();
  std::vector<RulesLog> caves(50);
  std::string error;
  for (RulesLog& cave : caves) REQUIRE(cave.open(path, &error));
  CHECK(descriptors() - before <= 1);

  caves[1].add("quiet.lua:1: said once, in cave 2");
  // Cave 1's flood makes the file rewritten more than once.
  const std::string filler(900, 'f');
  for (int i = 0; i < 10'000; ++i)
    caves[0].add("hog.lua:2: " + std::to_string(i) + " " + filler);
  const std::string text = wumpus::testing::read_text(path);
  CHECK_THAT(text, Contains("quiet.lua:1: said once, in cave 2"));
  CHECK_THAT(text, Contains("hog.lua:2: 9999 "));
}
