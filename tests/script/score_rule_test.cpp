// The score formula in scripts/score.lua (through LuaRules::score): a win
// scores skill (speed against the par, arrows kept, the preset's grade),
// not the cave's size; mods add to it or replace it; and the score-only
// file stays out of what saves and recordings compare.
#include "mod_fixture.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace wumpus;
using namespace wumpus::script::testing;

namespace {

struct Finish {
  bool won = true;
  int gold = 1, arrows = 1;
  std::uint32_t turns = 100;
};

// The points `rules` give a player who finished as `finish` in a
// side x side cave of a preset of `difficulty` (0: the preset says none).
int points_of(game::Rules& rules, std::uint32_t side, double difficulty,
              const Finish& finish) {
  game::Parameters parameters = classic_parameters();
  if (difficulty > 0) parameters["difficulty"] = difficulty;
  game::World world = open_cave(side, side, parameters);
  const game_api::PlayerId me = world.add_player("me");
  game::Player& player = *world.player(me);
  player.won = finish.won;
  player.alive = true;
  player.gold = finish.gold;
  player.arrows = finish.arrows;
  player.turns = finish.turns;
  int points = -1;
  game::RuleError error;
  INFO(error.describe());
  REQUIRE(rules.score(world, me, &points, &error));
  return points;
}

struct Failed {
  int points = -1;
  int gold = -1;  // the player's, after the hook
  game::RuleError error;
};

// Scores a player in an 8x8 cave under `mods`, whose score hook must
// fail.
Failed failed_score(const TempMods& mods) {
  auto rules = rules_of(mods);
  rules->set_error_sink(nullptr);
  game::World world = open_cave(8, 8);
  const game_api::PlayerId me = world.add_player("me");
  Failed failed;
  CHECK_FALSE(rules->score(world, me, &failed.points, &failed.error));
  failed.gold = world.player(me)->gold;
  return failed;
}

}  // namespace

TEST_CASE("a win scores skill: speed, arrows left and the grade, not size",
          "[score]") {
  auto rules = load_rules();
  // No Wumpus in these caves: the par is the walk corner to corner, 14
  // turns in 8x8 and 30 in 16x16.
  const int at_par = points_of(*rules, 8, 2, {true, 1, 1, 14});
  CHECK(at_par == 4300);  // (1000 + 100 + 50 + 1000) x 2
  CHECK(points_of(*rules, 8, 2, {true, 1, 1, 10}) == at_par);
  CHECK(points_of(*rules, 8, 2, {true, 1, 1, 42}) == 2967);  // 1000 / 3
  // A larger cave at its own par scores the same: size alone earns nothing.
  CHECK(points_of(*rules, 16, 2, {true, 1, 1, 30}) == at_par);
  // Under version 1's formula the larger cave scored about twice as much.
  script::RulesOptions first = rules_options();
  first.version = 1;
  std::string error;
  auto old = script::LuaRules::load(first, &error);
  INFO(error);
  REQUIRE(old);
  CHECK(points_of(*old, 16, 2, {true, 1, 1, 30}) >
        points_of(*old, 8, 2, {true, 1, 1, 14}) * 19 / 10);
  // Arrows kept count.
  CHECK(points_of(*rules, 8, 2, {true, 1, 3, 14}) == at_par + 200);
  // The grade weighs it all; a preset that names none counts as 1.
  CHECK(points_of(*rules, 8, 3, {}) > points_of(*rules, 8, 2, {}));
  CHECK(points_of(*rules, 8, 0, {}) == points_of(*rules, 8, 1, {}));
  // Losing keeps the gold's worth only.
  CHECK(points_of(*rules, 8, 1, {false, 1, 1, 100}) == 100);
  CHECK(points_of(*rules, 8, 1, {false, 0, 3, 100}) == 0);
}

TEST_CASE("the same cave played fast scores more than played slow", "[score]") {
  // The gold in 1, the Wumpus in 3, the exit in 4: par 3 + 1 - 1 = 3.
  const auto play = [](bool dawdle) {
    auto world = open_cave(5);
    world.place("gold", 1);
    const game::ThingId wumpus = world.place("wumpus", 3);
    world.set_property(game::Owner::thing(wumpus), "target", true);
    Scene scene(std::move(world));
    scene.run("east");
    if (dawdle)
      for (int i = 0; i < 6; ++i) scene.run("wait");
    scene.run("shoot");
    for (int i = 0; i < 3; ++i) scene.run("east");
    REQUIRE(scene.state().won);
    return scene.view().score;
  };
  const int fast = play(false);
  const int slow = play(true);
  // 5 turns for a par of 3, then 11: (1000 + 100 + 100 + 1000 x par/turns).
  CHECK(fast == 1800);
  CHECK(slow == 1473);
  CHECK(fast > slow);
}

TEST_CASE("a mod adds to the score or replaces the formula", "[score]") {
  TempMods bonus;
  bonus.add("bonus.lua", R"(
game.register("bonus", {
  score = function(player, points) return points + 5 end,
}))");
  const int plain = points_of(*load_rules(), 8, 2, {});
  CHECK(points_of(*rules_of(bonus), 8, 2, {}) == plain + 5);

  TempMods flat;
  flat.add("flat.lua", R"(
game.register("score", { score = false })
game.register("score", {
  score = function(player) return game.won(player) and 7 or 0 end,
}))");
  auto rules = rules_of(flat);
  CHECK(points_of(*rules, 8, 2, {}) == 7);
  CHECK(points_of(*rules, 20, 3, {}) == 7);

  TempMods broken;
  broken.add("broken.lua", R"(
game.register("broken", { score = function() return "lots" end }))");
  const Failed failed = failed_score(broken);
  CHECK(failed.points == 0);
  CHECK(failed.error.message.find("must return a number") != std::string::npos);
}

TEST_CASE("the score hook may not change the world", "[score]") {
  TempMods greedy;
  greedy.add("greedy.lua", R"(
game.register("greedy", {
  score = function(player, points) game.add_gold(player, 1) return points end,
}))");
  const Failed failed = failed_score(greedy);
  CHECK(failed.gold == 0);
  CHECK(failed.error.message.find("must not change the world") !=
        std::string::npos);
}

TEST_CASE("a built-in file that only scores is not compared by saves",
          "[score]") {
  // Saves and recordings made before scripts/score.lua existed (or under
  // another formula) name the same rules: the fingerprint and sources
  // leave the score-only file out, and a file that plays does not.
  wumpus::testing::TempDir dir("score-rules");
  const auto scripts = dir.path() / "scripts";
  std::filesystem::copy(source_path("scripts"), scripts,
                        std::filesystem::copy_options::recursive);
  // Whether the rules' sources name score.lua, and their fingerprint.
  const auto fingerprint_of = [&](bool named) {
    script::RulesOptions options;
    options.scripts_dir = scripts.string();
    std::string error;
    auto rules = script::LuaRules::load(options, &error);
    INFO(error);
    REQUIRE(rules);
    bool names = false;
    for (const game::RuleSource& source : rules->sources())
      names |= source.file == "scripts/score.lua";
    CHECK(names == named);
    return rules->fingerprint();
  };
  const std::string with_score = fingerprint_of(false);
  std::filesystem::remove(scripts / "score.lua");
  const std::string without = fingerprint_of(false);
  CHECK(with_score == without);
  std::ofstream(scripts / "score.lua") << R"(
game.register("score", { score = function() return 1 end }))";
  CHECK(fingerprint_of(false) == without);
  std::ofstream(scripts / "score.lua") << R"(
game.register("score", {
  score = function() return 1 end,
  on_turn = function() end,
}))";
  CHECK(fingerprint_of(true) != without);
}
