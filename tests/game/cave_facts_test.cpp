// A game describes its cave once (Game::cave_info) and every view copies
// that: whatever changes the cave's facts (a restart, a new cave, the
// advisor, a load) must make it describe them again, so each view's cave
// is what a game freshly loaded from the same save says.
#include "game/game_fixtures.hpp"
#include "game/table/table.hpp"

#include <pcg_random.hpp>

#include <random>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

TEST_CASE("cave facts: every view's cave is the game's as loaded afresh",
          "[game][view][cave_facts]") {
  const std::vector<std::string> steps = {"advisor", "restart", "new", "new 8",
                                          "n",       "e",       "s",   "w"};
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto rules = std::make_shared<FakeRules>();
    Table table(fake_game(seed, 6, rules), {});
    std::string error;
    const game_api::PlayerId me = *table.sit("ann", Time{}, &error);
    pcg32 draw(seed);
    for (int step = 0; step < 12; ++step) {
      const std::string& line =
          steps[std::uniform_int_distribution<std::size_t>(
              0, steps.size() - 1)(draw)];
      table.submit(me, line, Time{});
      const auto fresh =
          Game::load_text(table.game().save_text(), "cave", rules, &error);
      INFO("seed " << seed << ", step " << step << ": " << line << " "
                   << error);
      REQUIRE(fresh);
      game_api::CaveInfo expected = fresh->view(me).cave;
      const game_api::CaveInfo seen = table.view(me).cave;
      expected.resumed = seen.resumed;  // a load marks it resumed
      CHECK(seen == expected);
      CHECK(seen.counts.get() == expected.counts.get());
      CHECK(seen.shape == expected.shape);
    }
  }
}

TEST_CASE("cave facts: a shared map's copies change apart",
          "[game_api][shared_map]") {
  game_api::SharedMap<std::string, int> counts = {{"pit", 2}};
  auto copy = counts;
  CHECK(copy == counts);
  ++copy["pit"];
  CHECK(counts.at("pit") == 2);
  CHECK(copy.at("pit") == 3);
  CHECK_FALSE(copy == counts);
  game_api::SharedMap<std::string, int> same = {{"pit", 2}};
  CHECK(same == counts);  // equal by contents when not shared
  game_api::SharedMap<std::string, int> none;
  CHECK(none.empty());
  CHECK(none == game_api::SharedMap<std::string, int>{});
  CHECK(none.find("pit") == none.end());
}
