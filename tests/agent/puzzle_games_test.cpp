// The puzzle preset keeps its promise: every cave it makes is proven
// solvable from the player's percepts alone, the agent (which sees only
// the view) wins each without a step that could kill, and a puzzle seed
// makes the same cave forever (the checker is versioned and frozen).
#include "agent/agent.hpp"

#include "game/layout/cave.hpp"
#include "game/layout/deducible.hpp"
#include "game/puzzle_fixture.hpp"
#include "game/table/local_link.hpp"
#include "script/lua_game_fixtures.hpp"
#include "seed_budget.hpp"

#include <catch2/catch.hpp>

#include <fmt/core.h>

#include <string>

namespace wumpus::agent {
namespace {

std::unique_ptr<game::Game> make(const game::Settings& settings) {
  std::string error;
  auto made =
      game::Game::create(settings, game::testing::builtin_lua_rules(), &error);
  INFO(error);
  REQUIRE(made);
  return made;
}

// The agent, which sees only the view, plays the game out: it wins, and
// takes no step that could kill.
void agent_wins_safely(std::unique_ptr<game::Game> made) {
  auto link = game::seat_alone(std::move(made), "agent", {});
  Agent agent;
  int commands = 0;
  while (link->view().outcome == game_api::Outcome::Playing &&
         commands < 3000) {
    const Decision d = agent.decide(link->view());
    if (!d.command) break;
    link->send(game_api::Input{*d.command});
    ++commands;
  }
  CHECK(link->view().outcome == game_api::Outcome::Won);
  CHECK(agent.max_fatal_risk() == 0);
}

// The cave and what lies where, in one line.
std::string fingerprint(const game::World& world) {
  std::string text =
      fmt::format("{:016x}", game::passage_hash(world.cave().maze()));
  for (const auto& [id, thing] : world.things())
    text += fmt::format(" {}@{}", thing.kind, thing.room);
  for (game::RoomId room : world.cave().rooms())
    if (world.properties_of(game::Owner::room(room)).flag("dark"))
      text += fmt::format(" dark@{}", room);
  return text;
}

}  // namespace

TEST_CASE("every puzzle cave is won by deduction, with no deadly step",
          "[agent][puzzle]") {
  for (int seed = 1; seed <= wumpus::testing::seed_budget(200); ++seed) {
    auto made = make(game::testing::puzzle_preset(seed));
    std::string why;
    INFO("puzzle seed " << seed << ": " << why);
    CHECK(game::deducible(made->world(), &why));
    agent_wins_safely(std::move(made));
  }
}

TEST_CASE("every hard puzzle cave is won by the agent, with no deadly step",
          "[agent][puzzle]") {
  for (int seed = 1; seed <= wumpus::testing::seed_budget(60); ++seed) {
    auto made = make(game::testing::puzzle_preset(seed, "puzzle-hard"));
    std::string why;
    INFO("puzzle-hard seed " << seed);
    CHECK(game::deducible(made->world(), &why, game_api::PuzzleGrade::Hard));
    agent_wins_safely(std::move(made));
  }
}

TEST_CASE("a puzzle seed always makes the same cave", "[agent][puzzle]") {
  const std::pair<std::uint64_t, const char*> pinned[] = {
      {1,
       "7a514a89c7c45527 bats@9 pit@21 pit@8 pit@14 gold@47 gold@45 rope@19 "
       "torch@1 wumpus@6"},
      {2,
       "cda102e011a5ea8c bats@43 pit@19 pit@38 pit@12 gold@36 gold@37 "
       "rope@35 torch@40 wumpus@26"},
      {20261126,
       "e72241b9ec680d83 bats@20 pit@12 pit@10 pit@39 gold@38 gold@42 "
       "rope@28 torch@8 wumpus@29"}};
  for (const auto& [seed, cave] : pinned) {
    INFO("puzzle seed " << seed);
    CHECK(fingerprint(make(game::testing::puzzle_preset(seed))->world()) ==
          cave);
  }
}

TEST_CASE("a puzzle whose cave forces a guess is carved again",
          "[agent][puzzle]") {
  // Hex seed 76: none of 2000 layouts of its first cave was deducible.
  game::Settings settings = game::testing::puzzle_preset(76);
  settings.shape = maze::Shape::Hex;
  auto made = make(settings);
  std::string problem;
  CHECK(game::deducible(made->world(), &problem));
}

TEST_CASE("a puzzle made by another checker version is not made again",
          "[agent][puzzle]") {
  game::Settings settings = game::testing::puzzle_preset(1);
  settings.checker_version = 2;
  std::string error;
  CHECK_FALSE(
      game::Game::create(settings, game::testing::builtin_lua_rules(), &error));
  CHECK(error.find("deduction checker version 2") != std::string::npos);
}

}  // namespace wumpus::agent
