// Saves and replays: round trips, resuming midway, damaged files.
#include "game/game_fixtures.hpp"
#include "game/layout/solver.hpp"
#include "game/message_stream.hpp"
#include "game/saves/save_checksum.hpp"
#include "game/saves/world_json.hpp"
#include "temp_dir.hpp"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <future>
#include <limits>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using wumpus::testing::read_text;

namespace {

void write_text(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// Everything a game is: its world, the state restart returns to, its log.
std::string state_of(const Game& game) {
  std::string text = world_to_json(game.world()).dump();
  for (const auto& entry : game.log()) text += "|" + entry.text;
  return text;
}

// Replays a game's log on a fresh game with the same settings and rules.
std::unique_ptr<Game> replay(const Game& original,
                             std::shared_ptr<Rules> rules) {
  std::string error;
  Settings settings = original.settings();
  auto game = Game::create(settings, rules, &error);
  REQUIRE(game);
  for (const auto& entry : original.log()) game::replay(*game, entry);
  return game;
}

}  // namespace

TEST_CASE("a saved game loads back exactly", "[game][save]") {
  const wumpus::testing::TempDir dir("save");
  auto rules = std::make_shared<FakeRules>();
  auto game = fake_game(21, 6, rules);
  const game_api::PlayerId me = game->add_player("ann");
  for (const char* line : {"east", "south", "shoot", "wait", "look", "turn 90"})
    game->apply(me, cmd(line));
  const std::string path = dir.file("round.json");
  std::string error;
  REQUIRE(game->save(path, &error));
  auto loaded = Game::load(path, rules, &error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(state_of(*loaded) == state_of(*game));
  CHECK(world_to_json(loaded->world()).dump() ==
        world_to_json(game->world()).dump());
  CHECK(loaded->settings().seed == game->settings().seed);
  CHECK(loaded->view(me).messages.size() == game->view(me).messages.size());
  std::string problem;
  REQUIRE(loaded->restart(me, &problem));
  REQUIRE(game->restart(me, &problem));
  CHECK(state_of(*loaded) == state_of(*game));
}

TEST_CASE("a save is one JSON document sealed over its game's text",
          "[game][save]") {
  auto game = fake_game(22, 6, std::make_shared<FakeRules>());
  const game_api::PlayerId me = game->add_player("ann");
  game->apply(me, cmd("east"));
  const std::string text = game->save_text();
  const auto document = nlohmann::json::parse(text);
  CHECK(document.size() == 4);
  CHECK(document["format"] == "wumpus-save");
  CHECK(document["checksum"] == save_checksum(document["game"]));
  CHECK(document["checksum"] == save_checksum_of_text(document["game"].dump()));
  // Tools and tests edit the envelope line by line.
  CHECK(text.find("\n \"version\": ") != std::string::npos);
  CHECK(text.back() == '\n');
}

TEST_CASE("a save keeps the newest messages, numbered as they were",
          "[game][save]") {
  const wumpus::testing::TempDir dir("save-messages");
  auto rules = std::make_shared<FakeRules>();
  auto game = fake_game(23, 6, rules);
  const game_api::PlayerId me = game->add_player("ann");
  while (game->messages(me)->last_seq() < MessageStream::kSaved + 150)
    game->apply(me, cmd("look"));
  const std::string path = dir.file("chatty.json");
  std::string error;
  REQUIRE(game->save(path, &error));
  auto loaded = Game::load(path, rules, &error);
  INFO(error);
  REQUIRE(loaded);
  const MessageStream& before = *game->messages(me);
  const MessageStream& after = *loaded->messages(me);
  CHECK(after.size() == MessageStream::kSaved);
  CHECK(after.last_seq() == before.last_seq());
  const auto kept = after.since(0);
  const auto newest = before.since(before.last_seq() - MessageStream::kSaved);
  REQUIRE(kept.size() == newest.size());
  for (std::size_t i = 0; i < kept.size(); ++i) {
    CHECK(kept[i].seq == newest[i].seq);
    CHECK(kept[i].text == newest[i].text);
  }
}

TEST_CASE("a game saved midway and resumed ends as the uninterrupted one",
          "[game][save][replay]") {
  const wumpus::testing::TempDir dir("save");
  for (std::uint64_t seed = 1; seed <= 15; ++seed) {
    auto rules = std::make_shared<FakeRules>();
    auto whole = fake_game(seed * 31, 6, rules);
    const game_api::PlayerId me = whole->add_player("ann");
    // Wake the Wumpus first so its random walk matters for determinism.
    whole->apply(me, cmd("shoot n"));
    whole->apply_line(me, "dance");
    solve_game(*whole, me);
    const auto& log = whole->log();
    REQUIRE(log.size() > 2);
    const std::size_t half = log.size() / 2;

    auto part = fake_game(seed * 31, 6, rules);
    part->add_player("ann");
    for (std::size_t i = 1; i < half; ++i) part->apply_line(me, log[i].text);
    const std::string path = dir.file("midway.json");
    std::string error;
    REQUIRE(part->save(path, &error));
    auto resumed = Game::load(path, rules, &error);
    REQUIRE(resumed);
    for (std::size_t i = half; i < log.size(); ++i)
      resumed->apply_line(me, log[i].text);
    INFO("seed " << seed);
    CHECK(state_of(*resumed) == state_of(*whole));
    CHECK(resumed->view(me).outcome == whole->view(me).outcome);
    CHECK(resumed->score(me).points == whole->score(me).points);
    CHECK(state_of(*replay(*whole, rules)) == state_of(*whole));
  }
}

// The server copies a cave under its lock and makes the save's text on
// its writer's thread while the cave plays on (server/caves/save_writer.hpp).
TEST_CASE("a save's copy writes the game as it was when copied",
          "[game][save]") {
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto rules = std::make_shared<FakeRules>();
    auto game = fake_game(seed * 17, 6, rules);
    const game_api::PlayerId me = game->add_player("ann");
    game->apply(me, cmd("shoot n"));
    game->apply(me, cmd("east"));
    const std::string then = game->save_text();
    const SaveSnapshot copy = game->save_snapshot();
    // Made on another thread while the game is played to its end.
    auto text = std::async(std::launch::async, [&copy] { return copy.text(); });
    solve_game(*game, me);
    INFO("seed " << seed);
    CHECK(text.get() == then);
    CHECK(game->save_text() != then);
  }
}

TEST_CASE("damaged saves are refused with a clear error", "[game][save]") {
  const wumpus::testing::TempDir dir("save");
  auto rules = std::make_shared<FakeRules>();
  auto game = fake_game(8, 5, rules);
  const game_api::PlayerId me = game->add_player("ann");
  for (const char* line : {"east", "south", "wait"}) game->apply(me, cmd(line));
  const std::string path = dir.file("good.json");
  const std::string damaged = dir.file("damaged.json");
  std::string error;
  REQUIRE(game->save(path, &error));
  const std::string text = read_text(path);

  SECTION("truncated anywhere") {
    for (std::size_t cut = 0; cut < text.size() - 2; cut += 97) {
      write_text(damaged, text.substr(0, cut));
      error.clear();
      INFO("cut at " << cut);
      CHECK_FALSE(Game::load(damaged, rules, &error));
      CHECK(error.find("cannot load") == 0);
    }
  }
  SECTION("a byte flipped anywhere") {
    for (std::size_t at = 0; at < text.size(); at += 97) {
      std::string bad = text;
      bad[at] = static_cast<char>(bad[at] ^ 0x04);
      write_text(damaged, bad);
      error.clear();
      INFO("flipped at " << at << ": " << text.substr(at, 20));
      CHECK_FALSE(Game::load(damaged, rules, &error));
      CHECK_FALSE(error.empty());
    }
  }
  SECTION("from a future version") {
    std::string bad = text;
    bad.replace(bad.find("\"version\": 5"), 12, "\"version\": 7");
    write_text(damaged, bad);
    CHECK_FALSE(Game::load(damaged, rules, &error));
    CHECK(error.find("newer wumpus") != std::string::npos);
  }
  SECTION("under other rules") {
    auto other = std::make_shared<FakeRules>();
    other->fingerprint_text = "fake-rules-2";
    CHECK_FALSE(Game::load(path, other, &error));
    CHECK(error.find("other rules") != std::string::npos);
  }
  SECTION("missing, empty or not a save") {
    CHECK_FALSE(Game::load(dir.file("nowhere.json"), rules, &error));
    write_text(damaged, "");
    CHECK_FALSE(Game::load(damaged, rules, &error));
    write_text(damaged, "{\"format\": \"something else\"}");
    CHECK_FALSE(Game::load(damaged, rules, &error));
    CHECK(error.find("not a wumpus save") != std::string::npos);
  }
}

TEST_CASE("saving is atomic and leaves no temp files", "[game][save]") {
  const wumpus::testing::TempDir dir("save");
  auto game = fake_game(3);
  game->add_player("ann");
  std::string error;
  REQUIRE(game->save(dir.file("a.json"), &error));
  REQUIRE(game->save(dir.file("a.json"), &error));
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);
  CHECK_FALSE(game->save(dir.file("missing/a.json"), &error));
  CHECK(error.find("cannot create") != std::string::npos);
}

TEST_CASE("every kind of rule value survives a save", "[game][save]") {
  const wumpus::testing::TempDir dir("save");
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.place("gold", world.cave().exit());
    const ThingId thing = world.place("statue", world.cave().solution().at(1));
    world.set_property(Owner::thing(thing), "flag", true);
    world.set_property(Owner::thing(thing), "count", std::int64_t{-7});
    world.set_property(Owner::thing(thing), "weight", 2.5);
    world.set_property(Owner::thing(thing), "name", std::string("Ozymandias"));
    world.set_property(Owner::thing(thing), "nan",
                       std::numeric_limits<double>::quiet_NaN());
    world.set_property(Owner::thing(thing), "inf",
                       -std::numeric_limits<double>::infinity());
    world.set_property(Owner::world(), "round", std::int64_t{3});
    world.set_property(Owner::room(world.cave().exit()), "dark", false);
  };
  auto game = fake_game(2, 5, rules);
  game->add_player("ann");
  const std::string path = dir.file("values.json");
  std::string error;
  REQUIRE(game->save(path, &error));
  auto loaded = Game::load(path, rules, &error);
  INFO(error);
  REQUIRE(loaded);
  const ThingId statue = loaded->world().things_of("statue").at(0);
  const World& world = loaded->world();
  CHECK(std::get<bool>(*world.properties_of(Owner::thing(statue)).get("flag")));
  CHECK(std::get<std::int64_t>(
            *world.properties_of(Owner::thing(statue)).get("count")) == -7);
  CHECK(std::get<double>(
            *world.properties_of(Owner::thing(statue)).get("weight")) == 2.5);
  CHECK(std::get<std::string>(
            *world.properties_of(Owner::thing(statue)).get("name")) ==
        "Ozymandias");
  CHECK(std::isnan(
      std::get<double>(*world.properties_of(Owner::thing(statue)).get("nan"))));
  CHECK(std::get<double>(
            *world.properties_of(Owner::thing(statue)).get("inf")) < -1e308);
  CHECK(std::get<std::int64_t>(
            *world.properties_of(Owner::world()).get("round")) == 3);
  CHECK(world.properties_of(Owner::room(world.cave().exit())).get("dark"));
}

TEST_CASE("a save keeps the policy and the day, and marks the game resumed",
          "[game][save][scores]") {
  const wumpus::testing::TempDir dir("save");
  auto rules = std::make_shared<FakeRules>();
  Settings settings = small_settings(21, 6);
  settings.daily = "2026-11-26";
  settings.seed_chosen = true;
  std::string error;
  auto game = Game::create(settings, rules, &error);
  REQUIRE(game);
  const game_api::PlayerId me = game->add_player("ann");
  CHECK_FALSE(game->view(me).cave.resumed);
  const std::string path = dir.file("daily.json");
  REQUIRE(game->save(path, &error));
  auto loaded = Game::load(path, rules, &error);
  INFO(error);
  REQUIRE(loaded);
  const game_api::CaveInfo cave = loaded->view(me).cave;
  CHECK(cave.policy == game_api::GuessPolicy::Guess);
  CHECK(cave.daily == "2026-11-26");
  CHECK(cave.seed_chosen);
  CHECK(cave.resumed);
  // Saves from before these fields load as a guessing, drawn, plain game
  // (resumed now).
  auto old = nlohmann::json::parse(read_text(path));
  for (const char* key : {"policy", "daily", "seed_chosen", "resumed"})
    old["game"]["settings"].erase(key);
  old["checksum"] = save_checksum(old["game"]);
  write_text(path, old.dump());
  auto before = Game::load(path, rules, &error);
  INFO(error);
  REQUIRE(before);
  CHECK(before->view(me).cave.policy == game_api::GuessPolicy::Guess);
  CHECK(before->view(me).cave.daily.empty());
  CHECK_FALSE(before->view(me).cave.seed_chosen);
}
