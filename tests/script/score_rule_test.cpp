// The score formula in scripts/score.lua (through LuaRules::score): a
// harder, larger win scores more; mods add to it or replace it; and the
// score-only file stays out of what saves and recordings compare.
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

TEST_CASE("a harder, larger win scores more", "[score]") {
  auto rules = load_rules();
  // The issue's reference wins: an easy 6x6 (3 gold, 5 arrows, 60 turns)
  // and a hard 20x20 (1 gold, 2 arrows, 700 turns) scored 1290 and 420
  // under the old formula; now the hard one is far ahead.
  const int easy_6 = points_of(*rules, 6, 1, {true, 3, 5, 60});
  const int classic_8 = points_of(*rules, 8, 2, {true, 2, 3, 150});
  const int hard_12 = points_of(*rules, 12, 3, {true, 1, 2, 300});
  const int hard_20 = points_of(*rules, 20, 3, {true, 1, 2, 700});
  CHECK(easy_6 == 933);      // (1000 + 300 + 50) x 0.75 - 60 / 0.75
  CHECK(classic_8 == 2310);  // (1000 + 200 + 30) x 2 - 150
  CHECK(hard_12 == 4840);    // 1120 x 3 x 1.5 - 300 / 1.5
  CHECK(hard_20 == 8120);    // 1120 x 3 x 2.5 - 700 / 2.5
  CHECK(easy_6 < classic_8);
  CHECK(classic_8 < hard_12);
  CHECK(hard_12 < hard_20);
  // The same finish in the same cave: the harder preset scores more.
  CHECK(points_of(*rules, 8, 3, {}) > points_of(*rules, 8, 2, {}));
  // A preset that names no difficulty counts as 1.
  CHECK(points_of(*rules, 8, 0, {}) == points_of(*rules, 8, 1, {}));
  // Losing keeps the gold's and the arrows' worth, never below 0.
  CHECK(points_of(*rules, 8, 1, {false, 1, 1, 100}) == 10);
  CHECK(points_of(*rules, 8, 1, {false, 0, 0, 100}) == 0);
  // Slower is worse.
  CHECK(points_of(*rules, 8, 2, {true, 1, 1, 50}) >
        points_of(*rules, 8, 2, {true, 1, 1, 90}));
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
