// Saves as hostile input: deep nesting, files that are not files, and the
// mask or room graph a save must carry rather than name.
#include "game/game_fixtures.hpp"
#include "game/layout/cave.hpp"
#include "game/saves/save_checksum.hpp"
#include "temp_dir.hpp"

#include <nlohmann/json.hpp>

#include <sys/stat.h>

#include <filesystem>

using namespace wumpus::game;
using namespace wumpus::game::testing;
using wumpus::testing::read_text;
using wumpus::testing::TempDir;

namespace {

// A game on the shipped disc mask, read from a copy in `dir`, saved to
// dir/game.json.
std::unique_ptr<Game> saved_masked_game(const TempDir& dir,
                                        std::shared_ptr<FakeRules> rules) {
  Settings settings = small_settings(5);
  settings.mask_file =
      dir.write("disc", read_text(WUMPUS_SOURCE_DIR "/data/masks/disc"));
  std::string error;
  REQUIRE(read_cave_files(&settings, &error));
  auto game = Game::create(settings, rules, &error);
  INFO(error);
  REQUIRE(game);
  game->add_player("ann");
  REQUIRE(game->save(dir.file("game.json"), &error));
  return game;
}

}  // namespace

TEST_CASE("a save nested 100,000 brackets deep is refused, not a crash",
          "[game][save][limits]") {
  const std::string deep = R"({"format": "wumpus-save", "version": 2, )"
                           R"("checksum": "0", "game": )" +
                           std::string(100000, '[') + std::string(100000, ']') +
                           "}";
  std::string error;
  CHECK_FALSE(Game::load_text(deep, "deep.json", std::make_shared<FakeRules>(),
                              &error));
  CHECK(error ==
        "cannot load deep.json: it nests arrays and objects deeper than 64 "
        "levels");
  // Brackets inside strings are text, not nesting.
  CHECK_FALSE(
      Game::load_text(R"({"format": ")" + std::string(1000, '[') + R"("})",
                      "flat.json", std::make_shared<FakeRules>(), &error));
  CHECK(error == "cannot load flat.json: it is not a wumpus save");
}

TEST_CASE("a save that is not a regular file is refused at once",
          "[game][save][limits]") {
  const TempDir dir("save-limits");
  const auto rules = std::make_shared<FakeRules>();
  std::string error;
  const std::string fifo = dir.file("fifo.json");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_FALSE(Game::load(fifo, rules, &error));
  CHECK(error ==
        "cannot load " + fifo + ": is not a regular file, so not a save");
  CHECK_FALSE(Game::load(dir.file(""), rules, &error));
  CHECK(error.find("is a directory, not a save") != std::string::npos);
  CHECK_FALSE(Game::load("/dev/zero", rules, &error));
  CHECK(error.find("not a regular file") != std::string::npos);
  const std::string huge = dir.write("huge.json", "");
  std::filesystem::resize_file(huge, std::uintmax_t{1} << 30);
  CHECK_FALSE(Game::load(huge, rules, &error));
  CHECK(error.find("a save may have at most") != std::string::npos);
}

TEST_CASE("a save carries its mask: it loads with the mask file gone",
          "[game][save][limits]") {
  const TempDir dir("save-limits");
  const auto rules = std::make_shared<FakeRules>();
  const auto game = saved_masked_game(dir, rules);
  std::filesystem::remove(dir.file("disc"));
  std::string error;
  auto loaded = Game::load(dir.file("game.json"), rules, &error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->world().cave().maze().topology().room_count() ==
        game->world().cave().maze().topology().room_count());
  CHECK(loaded->settings().mask_text == game->settings().mask_text);
}

TEST_CASE("a save that names its mask by path is refused, the path unopened",
          "[game][save][limits]") {
  const TempDir dir("save-limits");
  const auto rules = std::make_shared<FakeRules>();
  saved_masked_game(dir, rules);
  auto document = nlohmann::json::parse(read_text(dir.file("game.json")));
  // What an older wumpus wrote, pointing at a FIFO that would hang an
  // opener.
  const std::string fifo = dir.file("fifo");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  for (auto* settings : {&document["game"]["settings"],
                         &document["game"]["checkpoint"]["settings"]}) {
    settings->erase("mask_text");
    (*settings)["mask_file"] = fifo;
  }
  document["checksum"] = save_checksum(document["game"]);
  std::string error;
  CHECK_FALSE(Game::load_text(document.dump(), "old.json", rules, &error));
  CHECK(error.find("field settings.mask_text is missing: the save names its "
                   "mask file instead of carrying it") != std::string::npos);
}

TEST_CASE("games refuse caves larger than the rules are budgeted for",
          "[game][settings][limits]") {
  Settings settings = small_settings(1);
  std::string error;
  settings.width = settings.height = 1000;
  CHECK(validate_settings(settings, &error));
  settings.levels = 2;
  CHECK_FALSE(validate_settings(settings, &error));
  CHECK(error ==
        "a 1000x1000 cave on 2 levels has 2000000 rooms; a game has at most "
        "1048576");

  const TempDir dir("save-limits");
  settings = small_settings(1);
  settings.mask_file = dir.write("wide", std::string(1001, 'X') + "\n");
  REQUIRE(read_cave_files(&settings, &error));
  wumpus::maze::Random random(1);
  CHECK_FALSE(build_cave(settings, random, &error));
  CHECK(error == settings.mask_file +
                     ": the mask is 1001x1; a cave is at most 1000x1000");
}
