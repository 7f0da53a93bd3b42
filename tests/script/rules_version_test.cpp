// The versions of the built-in rules: each one kept in scripts/versions/
// never changes, every version below the newest is kept, and a version is
// found by its number or refused, naming it.
#include "script/rules_version.hpp"
#include "rules_fixture.hpp"
#include "script/lua_game_fixtures.hpp"
#include "script/rules_fingerprint.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

using namespace wumpus::script;
using namespace wumpus::script::testing;
namespace fs = std::filesystem;

namespace {

// Every kept version and the fingerprint of all its files, score.lua
// included. A kept version is frozen: games made under it replay only
// while its files stay as they were. Never change a line here; add one
// when a version is frozen (scripts/README.md, "Rules versions").
const std::map<int, std::string> kFrozen = {
    {1, "lua:10:e1404c5128d0a0cb"},
    {2, "lua:10:c65d1bda159a0215"},
};

// The *.lua files of a folder by name, with their text.
std::map<std::string, std::string> lua_files(const fs::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".lua")
      files[entry.path().filename().string()] =
          wumpus::testing::read_text(entry.path());
  return files;
}

int live_version() {
  std::vector<std::string> warnings;
  std::string error;
  const auto rules =
      find_builtin_rules(source_path("scripts"), 0, &warnings, &error);
  INFO(error);
  REQUIRE(rules);
  CHECK(warnings.empty());
  return rules->version;
}

}  // namespace

TEST_CASE("a kept version of the rules never changes",
          "[script][rules_version]") {
  std::size_t kept = 0;
  for (const auto& entry :
       fs::directory_iterator(source_path("scripts/versions"))) {
    const std::string name = entry.path().filename().string();
    RulesFingerprint files;
    for (const auto& [file, text] : lua_files(entry.path()))
      files.add("scripts/" + file, text, true);
    const auto frozen = kFrozen.find(std::stoi(name));
    INFO("scripts/versions/" << name << " is " << files.fingerprint()
                             << ": a new one goes into kFrozen, a changed "
                                "one is restored (git checkout)");
    REQUIRE(frozen != kFrozen.end());
    CHECK(frozen->second == files.fingerprint());
    ++kept;
  }
  CHECK(kept == kFrozen.size());
}

TEST_CASE("every version below the newest is kept", "[script][rules_version]") {
  const int live = live_version();
  std::vector<int> every;
  for (int version = 1; version <= live; ++version) every.push_back(version);
  INFO("keep version " << live - 1
                       << " in scripts/versions/ before raising the version");
  CHECK(kept_versions(source_path("scripts"), live) == every);
}

TEST_CASE("scripts/ stays its version's frozen copy once there is one",
          "[script][rules_version]") {
  const int live = live_version();
  const fs::path copy = source_path("scripts/versions/" + std::to_string(live));
  if (!fs::exists(copy)) return;  // the newest version is not frozen yet
  INFO("version " << live
                  << " is frozen: to change scripts/*.lua, raise the version "
                     "in scripts/rules.conf first");
  CHECK(lua_files(source_path("scripts")) == lua_files(copy));
}

TEST_CASE("a version is found by its number, or refused naming it",
          "[script][rules_version]") {
  const wumpus::testing::TempDir dir("rules-version");
  fs::create_directories(dir.path() / "versions" / "1");
  fs::create_directories(dir.path() / "versions" / "3");
  std::ofstream(dir.path() / "rules.conf") << "# the newest\nversion = 4\n";
  const std::string scripts = dir.path().string();
  std::vector<std::string> warnings;
  std::string error;
  const auto find = [&](int version) {
    return find_builtin_rules(scripts, version, &warnings, &error);
  };
  CHECK(find(0)->version == 4);
  CHECK(find(0)->dir == scripts);
  CHECK(find(4)->dir == scripts);
  CHECK(find(3)->dir == (dir.path() / "versions" / "3").string());
  CHECK(find(3)->version == 3);
  CHECK_FALSE(find(2));
  CHECK(error ==
        "rules version 2 is not among those this wumpus keeps (1, 3, "
        "4, in " +
            scripts + ")");
  CHECK_FALSE(find(9));
  CHECK(error.find("version 9") != std::string::npos);
  CHECK(error.find("a newer wumpus made it") != std::string::npos);
  CHECK(warnings.empty());

  std::ofstream(dir.path() / "rules.conf") << "version = 1.5\n";
  CHECK_FALSE(find(0));
  CHECK(error.find("rules.conf: version must be a whole number from 1, not "
                   "'1.5'") != std::string::npos);
  fs::remove(dir.path() / "rules.conf");
  CHECK(find(0)->version == 1);  // the rules from before versions
}

TEST_CASE("rules version: a game of the shipped rules names version 3",
          "[script][rules_version]") {
  // Version 3: the Wumpus that noises wake, bats that may drop a player
  // anywhere and the score for skill, over version 2's straight arrows.
  CHECK(live_version() == 3);
  wumpus::game::Settings settings;
  settings.seed = 7;
  settings.width = settings.height = 6;
  std::string error;
  const auto game = wumpus::game::Game::create(
      settings, wumpus::game::testing::builtin_lua_rules(), &error);
  INFO(error);
  REQUIRE(game);
  CHECK(game->settings().rules_version == 3);
  CHECK(game->cave_info(false).rules_version == 3);
  const auto saved = nlohmann::json::parse(game->save_text());
  CHECK(saved["game"]["settings"]["rules_version"] == 3);
}
