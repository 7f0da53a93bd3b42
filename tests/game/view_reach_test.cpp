// A server builds again only the views a change reached (Game::
// view_revision, game/view_reach.hpp): a view whose revision stayed the
// same must be the very view a fresh build makes, and a table's final
// scores, counted again only then, the scores counted afresh. Random play of
// four players in small caves under the real rules (pits, bats, a Wumpus that
// walks, arrows, gold, torches), rounds and their deadlines, leaves and
// returns, restarts and new caves.
#include "game/table/table.hpp"
#include "script/lua_game_fixtures.hpp"

#include <pcg_random.hpp>

#include <algorithm>
#include <map>
#include <random>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

const char* const kViewReachLines[] = {
    "n",      "e",         "s",         "w",       "n",         "e",
    "s",      "w",         "face n",    "face s",  "turn 90",   "wait",
    "look",   "take",      "shoot",     "shoot e", "use torch", "inventory",
    "say hi", "drop gold", "direction", "help",    "restart",   "new"};

struct BuiltGameView {
  std::uint64_t revision = 0;
  game_api::PlayerView view;
};

// Plays 80 random steps of four players at `table`, checking after each
// that every view whose revision stayed the same is the view built
// afresh; counts the views skipped and built.
void play_and_check_views(Table& table, std::uint64_t seed,
                          std::size_t& skipped, std::size_t& built) {
  std::string error;
  std::vector<game_api::PlayerId> seats;
  for (const char* name : {"ann", "bob", "cy", "dee"})
    seats.push_back(*table.sit(name, Time{}, &error));
  std::map<game_api::PlayerId, BuiltGameView> views;
  pcg32 draw(seed);
  Time now{};
  for (int step = 0; step < 80; ++step) {
    const auto roll = std::uniform_int_distribution<int>(0, 99)(draw);
    const auto seat = seats[std::uniform_int_distribution<std::size_t>(
        0, seats.size() - 1)(draw)];
    std::string what;
    if (roll < 3) {
      what = "leaves and comes back";
      table.stand(seat, now, Table::Departure::Dropped);
      table.sit(table.game().world().player(seat)->name, now, &error);
    } else if (roll < 8) {
      what = "a round's deadline";
      now += std::chrono::seconds(31);
      table.advance(now);
    } else {
      const char* line =
          kViewReachLines[std::uniform_int_distribution<std::size_t>(
              0, std::size(kViewReachLines) - 1)(draw)];
      what = line;
      now += std::chrono::milliseconds(300);
      table.submit(seat, line, now);
    }
    for (game_api::PlayerId player : seats) {
      const auto revision = table.game().view_revision(player);
      const auto fresh = table.game().view(player, false);
      auto& last = views[player];
      INFO("seed " << seed << ", step " << step << ": player " << seat << ": "
                   << what << "; view of player " << player);
      if (!table.playing(player)) {
        // The table shows the final score it counted at that revision.
        const auto seated = table.table_view().seats;
        const auto shown =
            std::find_if(seated.begin(), seated.end(),
                         [&](const auto& s) { return s.name == fresh.name; });
        REQUIRE(shown != seated.end());
        CHECK(shown->score == table.game().score(player).points);
      }
      if (last.revision == revision) {
        CHECK(fresh == last.view);
        ++skipped;
      } else {
        last = {revision, fresh};
        ++built;
      }
    }
  }
}

// Scores that move with the world's turn, a shared thing: a final score
// kept past a change that reached its player would show.
class TurnScoreRules : public FakeRules {
 public:
  bool score(const World& world, game_api::PlayerId player, int* points,
             RuleError*) override {
    const Player* p = world.player(player);
    *points = static_cast<int>(world.turn()) * 10 + (p ? p->gold : 0);
    return true;
  }
};

}  // namespace

TEST_CASE("view reach: a view no change reached is the view built afresh",
          "[game][view][view_reach]") {
  std::size_t skipped = 0, built = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    std::string error;
    auto game =
        Game::create(small_settings(seed, 5), builtin_lua_rules(), &error);
    INFO(error);
    REQUIRE(game);
    Table table(std::move(game), {});
    play_and_check_views(table, seed, skipped, built);
  }
  // Most changes reach only some of the four: the skipping is exercised.
  CHECK(skipped > built);
}

TEST_CASE("view reach: a table's final scores follow what reaches them",
          "[game][view][view_reach]") {
  std::size_t skipped = 0, built = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    Table table(fake_game(seed, 5, std::make_shared<TurnScoreRules>()), {});
    play_and_check_views(table, seed, skipped, built);
  }
  CHECK(skipped > 0);
}
