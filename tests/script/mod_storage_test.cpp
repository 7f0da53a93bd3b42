// game.store and game.stored: what a mod keeps from one game to the next,
// one file per mod written atomically, bounded, values only; in memory
// only (and empty) when the rules have no storage directory, as replays;
// shared safely by the games that use one directory.
#include "mod_fixture.hpp"

#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include "script/mod_storage.hpp"

#include <string>
#include <thread>

using namespace wumpus;
using namespace wumpus::script;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// Counts the games its player joined, across games.
constexpr const char* kTally =
    "game.register('tally', { on_join = function(p)\n"
    "  local n = (game.stored('games') or 0) + 1\n"
    "  game.store('games', n)\n"
    "  game.store('last', 'tester')\n"
    "  game.message(p, 'info', 'game number ' .. n)\n"
    "end })\n";

}  // namespace

TEST_CASE("a mod's storage outlives the game, in a file of its own",
          "[script][mods][storage]") {
  TempMods mods;
  mods.add("tally/tally.lua", kTally);
  const wumpus::testing::TempDir data("mod-storage");
  for (int game = 1; game <= 2; ++game) {
    auto rules = rules_of(mods);
    rules->set_storage_dir(data.path().string());
    Scene scene(open_cave(3), rules);
    CHECK(scene.said("game number " + std::to_string(game)));
  }
  const std::string file =
      wumpus::testing::read_text(data.path() / "tally.json");
  CHECK_THAT(file, Contains("\"games\": 2"));
  CHECK_THAT(file, Contains("\"last\": \"tester\""));

  // Without a directory (a replay), storage starts empty and stays so.
  auto rules = rules_of(mods);
  Scene replayed(open_cave(3), rules);
  CHECK(replayed.said("game number 1"));
  CHECK_THAT(wumpus::testing::read_text(data.path() / "tally.json"),
             Contains("\"games\": 2"));
}

TEST_CASE("storage holds values only, within its bound",
          "[script][mods][storage]") {
  TempMods mods;
  mods.add("hoard.lua",
           "game.register('hoard', { use = function(p, item)\n"
           "  local ok, why\n"
           "  if item == 'table' then ok, why = pcall(game.store, 'k', {})\n"
           "  elseif item == 'big' then\n"
           "    local text = string.rep('x', 6000)\n"
           "    game.store('a', text) game.store('b', text)\n"
           "    ok, why = pcall(game.store, 'c', text)\n"
           "  else ok, why = pcall(game.store, string.rep('k', 65), 1) end\n"
           "  game.message(p, 'info', tostring(why)) return true\n"
           "end })\n");
  const wumpus::testing::TempDir data("mod-storage");
  auto rules = rules_of(mods);
  rules->set_storage_dir(data.path().string());
  Scene scene(open_cave(3), rules);
  scene.run("use table");
  CHECK(scene.said("bad argument #2"));
  scene.run("use big");
  CHECK(scene.said("would grow past 16384 bytes"));
  scene.run("use key");
  CHECK(scene.said("a key is 1 to 64 bytes"));
  // The store refused left the file as it was, within its bound.
  const std::string file =
      wumpus::testing::read_text(data.path() / "hoard.json");
  CHECK(file.size() <= 16384);
  CHECK_THAT(file, Contains("\"b\""));
  CHECK_THAT(file, !Contains("\"c\""));
}

// Games sharing the storage directory: a server's caves, each with rules
// (and a ModStorage) of its own, or two games side by side.
TEST_CASE("games sharing storage keep each other's values",
          "[script][mods][storage]") {
  const wumpus::testing::TempDir data("mod-storage-shared");
  ModStorage one, two;
  one.set_dir(data.path().string());
  two.set_dir(data.path().string());
  CHECK(two.get("tally", "wins") == nullptr);  // read before the other wrote
  std::string error;
  REQUIRE(one.set("tally", "wins", game::Value(std::int64_t{3}), &error));
  REQUIRE(two.set("tally", "losses", game::Value(std::int64_t{1}), &error));
  // Each sees the other's store, and the file keeps both.
  REQUIRE(two.get("tally", "wins") != nullptr);
  CHECK(std::get<std::int64_t>(*two.get("tally", "wins")) == 3);
  REQUIRE(one.get("tally", "losses") != nullptr);
  ModStorage later;
  later.set_dir(data.path().string());
  CHECK(later.get("tally", "wins") != nullptr);
  CHECK(later.get("tally", "losses") != nullptr);
}

TEST_CASE("caves storing at once on two threads lose nothing",
          "[script][mods][storage]") {
  const wumpus::testing::TempDir data("mod-storage-threads");
  constexpr int kStores = 40;
  const auto cave = [&](int id) {
    ModStorage storage;
    storage.set_dir(data.path().string());
    storage.get("tally", "none");  // a copy read before the other's stores
    std::string error;
    for (int i = 0; i < kStores; ++i)
      CHECK(storage.set("tally",
                        "c" + std::to_string(id) + "-" + std::to_string(i),
                        game::Value(std::int64_t{i}), &error));
  };
  std::thread first(cave, 1), second(cave, 2);
  first.join();
  second.join();
  ModStorage after;
  after.set_dir(data.path().string());
  int kept = 0;
  for (int id = 1; id <= 2; ++id)
    for (int i = 0; i < kStores; ++i)
      kept += after.get("tally", "c" + std::to_string(id) + "-" +
                                     std::to_string(i)) != nullptr;
  CHECK(kept == 2 * kStores);
}
