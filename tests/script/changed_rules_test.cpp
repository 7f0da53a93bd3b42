// The rules change, and the games made before still play as they did:
// with scripts/ changed as the version after the live one (a breeze
// worded anew, the live one kept), the save and recording of tests/compat
// load and replay exactly under the frozen version 1, a new game is made
// under the next version, and a save naming a version this wumpus lacks
// is refused, naming it.
#include "game/saves/recording.hpp"
#include "game/saves/save_checksum.hpp"
#include "game/saves/world_json.hpp"
#include "rules_fixture.hpp"
#include "script/rules_version.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace wumpus;
using namespace wumpus::script::testing;
namespace fs = std::filesystem;

namespace {

constexpr const char* kOldBreeze = "You feel a breeze.";
constexpr const char* kNewBreeze = "A cold draft rises from below.";

// The version of the rules in scripts/ now.
int live_version() {
  std::vector<std::string> warnings;
  std::string error;
  const auto live =
      script::find_builtin_rules(source_path("scripts"), 0, &warnings, &error);
  INFO(error);
  REQUIRE(live);
  return live->version;
}

// A copy of scripts/ (its kept versions too, and the live one kept as it
// is) whose pit.lua words the breeze anew, as the next version.
class ChangedScripts {
 public:
  ChangedScripts() {
    fs::copy(source_path("scripts"), dir_.path(), fs::copy_options::recursive);
    const fs::path kept = dir_.path() / "versions" / std::to_string(live);
    if (!fs::exists(kept)) {
      fs::create_directories(kept);
      for (const auto& entry : fs::directory_iterator(dir_.path()))
        if (entry.path().extension() == ".lua")
          fs::copy_file(entry.path(), kept / entry.path().filename());
    }
    std::string pit = wumpus::testing::read_text(dir_.path() / "pit.lua");
    const auto at = pit.find(kOldBreeze);
    REQUIRE(at != std::string::npos);
    dir_.write("pit.lua",
               pit.replace(at, std::string(kOldBreeze).size(), kNewBreeze));
    dir_.write("rules.conf", "version = " + std::to_string(next) + "\n");
  }

  const int live = live_version();
  const int next = live + 1;

  // The rules of `version` (0: the newest), as a game's settings ask.
  std::shared_ptr<script::LuaRules> rules(int version,
                                          std::string* error) const {
    script::RulesOptions options;
    options.scripts_dir = dir_.path().string();
    options.version = version;
    return script::LuaRules::load(options, error);
  }
  game::Game::RulesFor rules_for() const {
    return [this](const game::Settings& saved,
                  std::string* error) -> std::shared_ptr<game::Rules> {
      return rules(saved.rules_version, error);
    };
  }

 private:
  wumpus::testing::TempDir dir_{"changed-rules"};
};

std::string compat(const std::string& name) {
  return source_path("tests/compat/" + name);
}

}  // namespace

TEST_CASE("a save of version 1 loads under version 1 after the rules changed",
          "[script][rules_version]") {
  const ChangedScripts scripts;
  std::string error;
  auto game =
      game::Game::load(compat("classic.save"), scripts.rules_for(), &error);
  INFO(error);
  REQUIRE(game);
  CHECK(game->settings().rules_version == 1);
  CHECK(game->rules().version() == 1);
  script::RulesOptions first = rules_options();
  first.version = 1;
  CHECK(game->rules().fingerprint() ==
        script::LuaRules::load(first, &error)->fingerprint());

  // Given the newest rules instead, it is refused, naming both versions.
  const auto newest = scripts.rules(0, &error);
  REQUIRE(newest);
  CHECK_FALSE(game::Game::load(compat("classic.save"), newest, &error));
  CHECK(error.find("made under rules version 1, and the rules given are "
                   "version " +
                   std::to_string(scripts.next)) != std::string::npos);
}

TEST_CASE(
    "a recording of version 1 replays under version 1 after the rules "
    "changed",
    "[script][rules_version]") {
  const ChangedScripts scripts;
  std::string error;
  const auto recording = game::read_recording(compat("classic.rec"), &error);
  INFO(error);
  REQUIRE(recording);
  CHECK(recording->settings.rules_version == 1);
  const auto rules = scripts.rules(recording->settings.rules_version, &error);
  REQUIRE(rules);
  REQUIRE(rules->plays_as(recording->fingerprint));
  auto game = game::Game::create(recording->settings, rules, &error);
  REQUIRE(game);
  int checked = 0;
  for (const game::RecordedEntry& entry : recording->entries) {
    if (entry.checkpoint) {
      REQUIRE(*entry.checkpoint == game::world_to_json(game->world()));
      ++checked;
    }
    game::replay(*game, entry.entry);
  }
  CHECK(checked == 2);
}

TEST_CASE("a new game is made under the newest version and says so",
          "[script][rules_version]") {
  const ChangedScripts scripts;
  std::string error;
  const auto rules = scripts.rules(0, &error);
  INFO(error);
  REQUIRE(rules);
  CHECK(rules->version() == scripts.next);
  CHECK_FALSE(rules->plays_as(load_rules()->fingerprint()));
  auto world = open_cave(4);
  world.place("pit", 2);
  Scene scene(std::move(world), rules);
  scene.run("east");
  CHECK(scene.said(kNewBreeze));
  CHECK(scene.game.settings().rules_version == scripts.next);

  // Its save names the next version and loads under it again.
  auto game = game::Game::create(game::Settings{}, rules, &error);
  REQUIRE(game);
  CHECK(game->settings().rules_version == scripts.next);
  const auto loaded = game::Game::load_text(game->save_text(), "new",
                                            scripts.rules_for(), &error);
  REQUIRE(loaded);
  CHECK(loaded->rules().version() == scripts.next);

  // A save naming a version this wumpus does not keep is refused.
  auto save = nlohmann::json::parse(game->save_text());
  save["game"]["settings"]["rules_version"] = 7;
  save["checksum"] = game::save_checksum(save["game"]);
  CHECK_FALSE(game::Game::load_text(save.dump(), "future", scripts.rules_for(),
                                    &error));
  std::string kept;
  for (int version = 1; version <= scripts.next; ++version)
    kept += std::to_string(version) + ", ";
  CHECK(error.find("rules version 7 is not among those this wumpus keeps (" +
                   kept + "in ") != std::string::npos);
  CHECK(error.find("a newer wumpus made it") != std::string::npos);
}
