// A `new` carved elsewhere (TableOptions::carve) makes the cave carving
// in place makes, and that a replay of the log makes again; the table
// waits while it is carved.
#include "game/table/table.hpp"

#include "game/game_fixtures.hpp"
#include "game/saves/world_json.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using namespace std::chrono_literals;

namespace {

TableOptions carving_options(std::optional<Settings>* asked) {
  TableOptions options;
  options.local = false;
  if (asked) options.carve = [asked](const Settings& next) { *asked = next; };
  return options;
}

// Two seats that move about a little, then the owner asks for a new cave;
// the seats.
std::pair<game_api::PlayerId, game_api::PlayerId> play_then_ask(Table& table,
                                                                Time t0) {
  std::string error;
  const auto ann = *table.sit("ann", t0, &error);
  const auto bob = *table.sit("bob", t0, &error);
  for (const char* move : {"east", "south", "west"}) {
    table.submit(ann, move, t0);
    table.submit(bob, move, t0);
  }
  table.submit(ann, "new 7", t0);
  return {ann, bob};
}

TEST_CASE("a new cave carved elsewhere is the one carved in place", "[table]") {
  const auto seed = GENERATE(range(1, 25));
  const Time t0 = Time{} + 1h;
  Table in_place(fake_game(seed, 6), carving_options(nullptr));
  play_then_ask(in_place, t0);

  std::optional<Settings> asked;
  Table elsewhere(fake_game(seed, 6), carving_options(&asked));
  const auto [ann, bob] = play_then_ask(elsewhere, t0);
  REQUIRE(asked);
  REQUIRE(elsewhere.carving());
  // The cave waits: a move meanwhile is not played, and changes nothing.
  elsewhere.submit(bob, "north", t0);
  const auto waiting = elsewhere.game().messages(bob)->newest(1);
  CHECK(waiting.front().text.find("being carved") != std::string::npos);

  FakeRules own_rules;
  std::string error;
  elsewhere.carved(Game::carve(*asked, own_rules, &error), error);
  CHECK_FALSE(elsewhere.carving());
  CHECK(world_to_json(elsewhere.game().world()) ==
        world_to_json(in_place.game().world()));
  // Its log replays to the same cave.
  const auto replayed = Game::load_text(elsewhere.game().save_text(), "carved",
                                        std::make_shared<FakeRules>(), &error);
  INFO(error);
  REQUIRE(replayed);
  CHECK(world_to_json(replayed->world()) ==
        world_to_json(elsewhere.game().world()));
}

// A rule that draws from the stream when a player leaves.
class DrawingOnLeave : public FakeRules {
 public:
  bool on_leave(World& world, game_api::PlayerId player, const std::string& how,
                RuleError* error) override {
    world.random().next();
    return FakeRules::on_leave(world, player, how, error);
  }
};

TEST_CASE("a cave whose stream moved while it was carved is carved again",
          "[table]") {
  const Time t0 = Time{} + 1h;
  std::optional<Settings> asked;
  Table table(fake_game(3, 6, std::make_shared<DrawingOnLeave>()),
              carving_options(&asked));
  const auto [ann, bob] = play_then_ask(table, t0);
  REQUIRE(asked);
  const Settings first = *asked;
  table.stand(bob, t0, Table::Departure::Dropped);  // bob's leave draws
  FakeRules own_rules;
  std::string error;
  auto world = Game::carve(first, own_rules, &error);
  REQUIRE(world);
  asked.reset();
  table.carved(std::move(world), error);
  CHECK(table.carving());
  REQUIRE(asked);
  CHECK(asked->seed != first.seed);
  table.carved(Game::carve(*asked, own_rules, &error), error);
  CHECK_FALSE(table.carving());
  CHECK(table.game().settings().seed == asked->seed);
}

TEST_CASE("a cave that could not be carved leaves the game as it was",
          "[table]") {
  const Time t0 = Time{} + 1h;
  std::optional<Settings> asked;
  Table table(fake_game(4, 6), carving_options(&asked));
  const auto [ann, bob] = play_then_ask(table, t0);
  const auto before = world_to_json(table.game().world());
  table.carved(std::nullopt, "out of rooms");
  CHECK_FALSE(table.carving());
  CHECK(world_to_json(table.game().world()) == before);
  CHECK(table.game().messages(bob)->newest(1).front().text ==
        "No new cave: out of rooms");
}

}  // namespace
