#include "game/settings/settings.hpp"
#include "game/saves/world_json.hpp"
#include "inference/puzzle_checker.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

using namespace wumpus::game;
using wumpus::game_api::GuessPolicy;

TEST_CASE("the shipped presets load and validate", "[game][settings]") {
  for (const char* name : {"easy", "classic", "hard", "puzzle"}) {
    Settings settings;
    std::string error;
    INFO(name << ": " << error);
    REQUIRE(apply_preset(
        std::string(WUMPUS_SOURCE_DIR) + "/data/presets/" + name + ".json",
        &settings, &error));
    CHECK(validate_settings(settings, &error));
    CHECK(settings.parameters.at("arrows") >= 1);
    CHECK(settings.parameters.count("wumpus_move_chance"));
  }
}

TEST_CASE("a preset overrides only what it names", "[game][settings]") {
  const wumpus::testing::TempDir dir("preset");
  Settings settings;
  std::string error;
  REQUIRE(apply_preset(
      dir.write("p.json", R"({"width": 9, "parameters": {"pits": 3}})"),
      &settings, &error));
  CHECK(settings.width == 9);
  CHECK(settings.height == 8);
  CHECK(settings.parameters.at("pits") == 3);
}

TEST_CASE("a preset's guess policy is read, guessing when it says none",
          "[game][settings][scores]") {
  const wumpus::testing::TempDir dir("preset");
  Settings settings;
  std::string error;
  REQUIRE(
      apply_preset(dir.write("p.json", R"({"size": 9})"), &settings, &error));
  CHECK(settings.policy == GuessPolicy::Guess);
  REQUIRE(apply_preset(dir.write("q.json", R"({"policy": "deduce"})"),
                       &settings, &error));
  CHECK(settings.policy == GuessPolicy::Deduce);
  // The shipped presets weigh the score by their difficulty.
  for (const auto& [name, difficulty] :
       {std::pair{"easy", 1}, std::pair{"classic", 2}, std::pair{"hard", 3}}) {
    Settings shipped;
    REQUIRE(apply_preset(
        std::string(WUMPUS_SOURCE_DIR) + "/data/presets/" + name + ".json",
        &shipped, &error));
    CHECK(shipped.parameters.at("difficulty") == difficulty);
  }
}

TEST_CASE("bad presets get a clear error", "[game][settings]") {
  const std::pair<const char*, const char*> cases[] = {
      {"{", "not valid JSON"},
      {"[]", "JSON object"},
      {R"({"size": 0})", "\"size\""},
      {R"({"size": -3})", "\"size\""},
      {R"({"size": "big"})", "\"size\""},
      {R"({"algorithm": 3})", "algorithm"},
      {R"({"braid": "lots"})", "braid"},
      {R"({"parameters": {"pits": "two"}})", "pits"},
      {R"({"parameters": [1]})", "parameters"},
      {R"({"policy": "maybe"})", "\"policy\" must be"},
      {R"({"policy": 1})", "\"policy\" must be"},
      {R"({"sise": 8})", "unknown field \"sise\""}};
  const wumpus::testing::TempDir dir("preset");
  for (const auto& [text, expected] : cases) {
    Settings settings;
    std::string error;
    INFO(text);
    CHECK_FALSE(apply_preset(dir.write("p.json", text), &settings, &error));
    CHECK(error.find(expected) != std::string::npos);
  }
  Settings settings;
  std::string error;
  CHECK_FALSE(apply_preset(dir.write("deep.json", std::string(100000, '[') +
                                                      std::string(100000, ']')),
                           &settings, &error));
  CHECK(error.find("deeper than 64 levels") != std::string::npos);
  CHECK_FALSE(apply_preset(dir.write("big.json", std::string(1 << 21, ' ')),
                           &settings, &error));
  CHECK(error.find("a preset may have at most 1048576 bytes") !=
        std::string::npos);
  CHECK_FALSE(apply_preset(dir.write("evil.json", R"({"\u001b[2J": 1})"),
                           &settings, &error));
  CHECK(error.find("unknown field \"\\x1b[2J\"") != std::string::npos);
  CHECK_FALSE(apply_preset("/nonexistent/preset.json", &settings, &error));
  CHECK(error.find("cannot open the preset") != std::string::npos);
}

TEST_CASE("a preset declares its guess policy", "[game][settings][policy]") {
  const wumpus::testing::TempDir dir("preset");
  std::string error;
  Settings settings;
  settings.policy = GuessPolicy::Deduce;  // what a preset without one resets
  REQUIRE(apply_preset(dir.write("none.json", R"({"size": 5})"), &settings,
                       &error));
  CHECK(settings.policy == GuessPolicy::Guess);
  CHECK(settings.checker_version == 0);
  REQUIRE(apply_preset(dir.write("guess.json", R"({"policy": "guess"})"),
                       &settings, &error));
  CHECK(settings.policy == GuessPolicy::Guess);
  REQUIRE(apply_preset(dir.write("deduce.json", R"({"policy": "deduce"})"),
                       &settings, &error));
  CHECK(settings.policy == GuessPolicy::Deduce);
  CHECK(settings.checker_version == wumpus::inference::kCheckerVersion);
  REQUIRE(apply_preset(
      dir.write("pinned.json", R"({"policy": "deduce", "checker_version": 1})"),
      &settings, &error));
  CHECK(settings.checker_version == 1);
  Settings puzzle;
  REQUIRE(apply_preset(WUMPUS_SOURCE_DIR "/data/presets/puzzle.json", &puzzle,
                       &error));
  CHECK(puzzle.policy == GuessPolicy::Deduce);
  for (const char* guessing : {"easy", "classic", "hard"}) {
    Settings shipped;
    REQUIRE(apply_preset(
        std::string(WUMPUS_SOURCE_DIR) + "/data/presets/" + guessing + ".json",
        &shipped, &error));
    CHECK(shipped.policy == GuessPolicy::Guess);
  }
}

TEST_CASE("an unknown policy or checker version is refused clearly",
          "[game][settings][policy]") {
  const std::pair<const char*, const char*> cases[] = {
      {R"({"policy": "luck"})",
       R"("policy" must be "guess" (a game may need a guess) or "deduce")"},
      {R"({"policy": 1})", R"(not 1)"},
      {R"({"policy": "deduce", "checker_version": 99})",
       "\"checker_version\" is 99, but this wumpus proves puzzles with "
       "deduction checker version 1"},
      {R"({"checker_version": 1})",
       R"("checker_version" goes with "policy": "deduce")"}};
  const wumpus::testing::TempDir dir("preset");
  for (const auto& [text, expected] : cases) {
    Settings settings;
    std::string error;
    INFO(text << " -> " << error);
    CHECK_FALSE(apply_preset(dir.write("p.json", text), &settings, &error));
    CHECK(error.find(expected) != std::string::npos);
  }
}

TEST_CASE("saves keep the policy; older saves without one were guesses",
          "[game][settings][policy]") {
  Settings settings;
  settings.policy = GuessPolicy::Deduce;
  settings.checker_version = 1;
  nlohmann::json saved = settings_to_json(settings);
  Settings loaded;
  std::string error;
  REQUIRE(settings_from_json(saved, &loaded, &error));
  CHECK(loaded.policy == GuessPolicy::Deduce);
  CHECK(loaded.checker_version == 1);
  saved.erase("policy");
  saved.erase("checker_version");
  REQUIRE(settings_from_json(saved, &loaded, &error));
  CHECK(loaded.policy == GuessPolicy::Guess);
  CHECK(loaded.checker_version == 0);
  saved["policy"] = "luck";
  CHECK_FALSE(settings_from_json(saved, &loaded, &error));
  CHECK(error.find("settings.policy") != std::string::npos);
}

TEST_CASE("saves keep the rules version; older saves without one were 1",
          "[game][settings][rules_version]") {
  Settings settings;
  settings.rules_version = 3;
  nlohmann::json saved = settings_to_json(settings);
  Settings loaded;
  std::string error;
  REQUIRE(settings_from_json(saved, &loaded, &error));
  CHECK(loaded.rules_version == 3);
  saved.erase("rules_version");
  REQUIRE(settings_from_json(saved, &loaded, &error));
  CHECK(loaded.rules_version == 1);
  saved["rules_version"] = -1;
  CHECK_FALSE(settings_from_json(saved, &loaded, &error));
  CHECK(error.find("settings.rules_version") != std::string::npos);
}
