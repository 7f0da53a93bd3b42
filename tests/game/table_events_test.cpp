// Who comes, goes and asks for votes reaches the others at most once a
// second, the lines said meanwhile counted into one
// (game/table/table_events.cpp).
#include "game/table/table.hpp"

#include "game/game_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using namespace std::chrono_literals;

namespace {

TableOptions remote_table() {
  TableOptions options;
  options.local = false;
  return options;
}

// The lines `player` was told since `after` that name `who`.
std::vector<std::string> lines_naming(const Table& table,
                                      game_api::PlayerId player,
                                      std::uint64_t after,
                                      const std::string& who) {
  std::vector<std::string> lines;
  for (const auto& m : table.game().messages(player)->since(after))
    if (m.text.find(who) != std::string::npos) lines.push_back(m.text);
  return lines;
}

// How often `line` says `phrase`: "PHRASE (3 times)" is 3.
std::size_t times_said(const std::string& line, const std::string& phrase) {
  const auto at = line.find(phrase);
  if (at == std::string::npos) return 0;
  const std::string counted = line.substr(at + phrase.size());
  if (counted.rfind(" (", 0) != 0) return 1;
  return std::stoul(counted.substr(2));
}

}  // namespace

TEST_CASE("table: coming and going in a loop puts a line a second at others",
          "[game][table]") {
  const int comings = GENERATE(1, 2, 7, 40);
  const auto spacing = GENERATE(0ms, 30ms, 400ms);
  Table table(fake_game(9, 6), remote_table());
  std::string error;
  const Time t0 = Time{} + 1h;
  const game_api::PlayerId ann = *table.sit("ann", t0, &error);
  const game_api::PlayerId bob = *table.sit("bob", t0, &error);
  const std::uint64_t before = table.game().messages(ann)->last_seq();
  Time now = t0;
  std::size_t most_in_a_second = 0;
  std::vector<Time> told_at;
  for (int i = 0; i < comings; ++i) {
    now += spacing;
    const auto seen = table.game().messages(ann)->last_seq();
    table.stand(bob, now, Table::Departure::Left);
    table.sit("bob", now, &error);
    table.advance(now);
    for (std::size_t n = lines_naming(table, ann, seen, "bob").size(); n > 0;
         --n)
      told_at.push_back(now);
  }
  table.advance(now + 1s);  // the last held lines go out
  for (std::size_t i = 0; i < told_at.size(); ++i) {
    std::size_t within = 0;
    for (std::size_t j = i; j < told_at.size(); ++j)
      within += told_at[j] - told_at[i] < 1s ? 1 : 0;
    most_in_a_second = std::max(most_in_a_second, within);
  }
  INFO(comings << " comings, " << spacing.count() << " ms apart");
  CHECK(most_in_a_second <= 1);
  // Nothing is lost: every going is counted in what ann reads.
  std::size_t left = 0;
  for (const std::string& line : lines_naming(table, ann, before, "bob"))
    left += times_said(line, "bob leaves the cave");
  CHECK(left == static_cast<std::size_t>(comings));
}

TEST_CASE("table: a vote's ask waits for the next second, not forever",
          "[game][table]") {
  Table table(fake_game(9, 6), remote_table());
  std::string error;
  const Time t0 = Time{} + 1h;
  const game_api::PlayerId ann = *table.sit("ann", t0, &error);
  const game_api::PlayerId bob = *table.sit("bob", t0, &error);
  const auto seen = table.game().messages(ann)->last_seq();
  table.submit(bob, "restart",
               t0 + 100ms);  // within the second of bob's coming
  CHECK(lines_naming(table, ann, seen, "asks for").empty());
  REQUIRE(table.next_deadline());
  CHECK(*table.next_deadline() <= t0 + 1s);
  table.advance(t0 + 1s);
  CHECK(lines_naming(table, ann, seen, "bob asks for \"restart\"").size() == 1);
}
