#include "game/settings.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace wumpus::game;

namespace {

std::string write_preset(const std::string& text) {
  const auto path =
      std::filesystem::temp_directory_path() /
      ("wumpus-preset-test-" + std::to_string(::getpid()) + ".json");
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace

TEST_CASE("the shipped presets load and validate", "[game][settings]") {
  for (const char* name : {"easy", "classic", "hard"}) {
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
  Settings settings;
  std::string error;
  REQUIRE(
      apply_preset(write_preset(R"({"width": 9, "parameters": {"pits": 3}})"),
                   &settings, &error));
  CHECK(settings.width == 9);
  CHECK(settings.height == 8);
  CHECK(settings.parameters.at("pits") == 3);
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
      {R"({"sise": 8})", "unknown field \"sise\""}};
  for (const auto& [text, expected] : cases) {
    Settings settings;
    std::string error;
    INFO(text);
    CHECK_FALSE(apply_preset(write_preset(text), &settings, &error));
    CHECK(error.find(expected) != std::string::npos);
  }
  Settings settings;
  std::string error;
  CHECK_FALSE(apply_preset("/nonexistent/preset.json", &settings, &error));
  CHECK(error.find("cannot read preset") != std::string::npos);
}
