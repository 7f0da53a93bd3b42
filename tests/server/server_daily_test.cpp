// A shared server's daily caves: a cave made as the "daily" preset is
// scored in that day's table, apart from every other game's, and a
// client asks for either table.
#include "server_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;

namespace {

constexpr const char* kDay = "2026-11-26";
constexpr std::uint64_t kSeed = 11;

// The Wumpus three rooms along the way out: walking there is fatal.
std::shared_ptr<game::testing::FakeRules> fatal_rules() {
  auto rules = std::make_shared<game::testing::FakeRules>();
  rules->layout = [](game::World& world) {
    world.place("wumpus", world.cave().solution().at(3));
    world.place("gold", world.cave().exit());
  };
  return rules;
}

// The moves, as typed, from the entrance into the Wumpus.
std::vector<std::string> fatal_walk() {
  const auto game = game::testing::fake_game(kSeed, 5, fatal_rules());
  const auto& solution = game->world().cave().solution();
  std::vector<std::string> moves;
  for (maze::Direction d : game::testing::directions_along(
           game->world(), {solution.begin(), solution.begin() + 4}))
    moves.emplace_back(maze::direction_name(d));
  return moves;
}

// A cave asked for as "daily" is the day's (the app's create_cave picks
// the day's seed; here only the mark matters).
void make_daily_caves(server::ServerSetup& setup) {
  setup.create = [](const net::CaveOptions& options, std::string* error) {
    game::Settings settings = game::testing::small_settings(kSeed, 5);
    if (options.preset == "daily") {
      settings.daily = kDay;
      settings.seed_chosen = true;
    }
    return game::Game::create(settings, fatal_rules(), error);
  };
}

void die_in(net::Client& client, const std::string& preset) {
  net::CaveOptions options;
  options.preset = preset;
  client.send(net::CreateCave{options});
  REQUIRE(await<net::Seated>(client));
  for (const std::string& move : fatal_walk()) client.send(typed(move));
  REQUIRE(hears(client, "Wumpus"));
}

std::vector<std::string> names_in(net::Client& client,
                                  const std::string& daily) {
  std::vector<std::string> names;
  // The score is recorded as the game's end is published: ask until
  // it is there (bounded by the waits).
  for (int tries = 0; tries < 20 && names.empty(); ++tries) {
    client.send(net::AskScores{daily});
    const auto scores = await<net::Scores>(client);
    REQUIRE(scores);
    for (const auto& line : scores->best) names.push_back(line.name);
    if (names.empty()) std::this_thread::sleep_for(50ms);
  }
  return names;
}

}  // namespace

TEST_CASE("a server scores its daily caves in the day's own table",
          "[server][scores][daily]") {
  RunningServer running(temp_dir("daily"), {}, make_daily_caves);
  auto ann = connect(running, "ann");
  die_in(*ann, "daily");
  auto bob = connect(running, "bob");
  die_in(*bob, "classic");
  CHECK(names_in(*ann, kDay) == std::vector<std::string>{"ann"});
  CHECK(names_in(*ann, "") == std::vector<std::string>{"bob"});
  // A day that is no date lists nothing.
  ann->send(net::AskScores{"someday"});
  const auto none = await<net::Scores>(*ann);
  REQUIRE(none);
  CHECK(none->best.empty());
}
