// The advisor's mark: a local player's `advisor` request marks the game's
// score as advised, for good in that cave (a save, a load and a restart
// keep it; a new cave drops it), and a shared table refuses it.
#include "game/table/table.hpp"

#include "game/game_fixtures.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

bool told(const Table& table, game_api::PlayerId player,
          const std::string& text) {
  for (const auto& m : table.view(player).messages)
    if (m.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("the advisor request marks a local game as advised",
          "[game][advisor]") {
  Table table(fake_game(5, 6), {});
  std::string error;
  const game_api::PlayerId me = *table.sit("ann", Time{}, &error);
  CHECK_FALSE(table.view(me).cave.advised);
  table.submit(me, "advisor", Time{});
  CHECK(table.view(me).cave.advised);
  CHECK(table.game().settings().advised);
  table.submit(me, "restart", Time{});
  CHECK(table.view(me).cave.advised);  // the same cave, seen with help
  table.submit(me, "new", Time{});
  CHECK_FALSE(table.view(me).cave.advised);
}

TEST_CASE("a shared table refuses the advisor", "[game][advisor]") {
  TableOptions options;
  options.local = false;
  Table table(fake_game(5, 6), options);
  std::string error;
  const game_api::PlayerId me = *table.sit("ann", Time{}, &error);
  table.submit(
      me,
      game_api::Input(game_api::Request{game_api::RequestKind::Advisor, ""}),
      Time{});
  CHECK_FALSE(table.view(me).cave.advised);
  CHECK(told(table, me, "only in a game on this computer"));
}

TEST_CASE("an advised game stays advised through a save and a load",
          "[game][advisor]") {
  const wumpus::testing::TempDir dir("advised");
  auto rules = std::make_shared<FakeRules>();
  auto game = fake_game(21, 6, rules);
  const game_api::PlayerId me = game->add_player("ann");
  game->apply(me, cmd("east"));
  game->mark_advised(me);
  game->apply(me, cmd("south"));
  const std::string path = dir.file("advised.json");
  std::string error;
  REQUIRE(game->save(path, &error));
  auto loaded = Game::load(path, rules, &error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->view(me).cave.advised);
  CHECK(loaded->score(me).points == game->score(me).points);
}
