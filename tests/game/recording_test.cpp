// Recordings: what a table records replays to the same world, chat and
// all, and checks itself against its checkpoints.
#include "game/saves/recording.hpp"

#include "game/game_fixtures.hpp"
#include "game/saves/world_json.hpp"
#include "game/table/table.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;

namespace {

std::filesystem::path temp_file(const char* name) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("wumpus-recording-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir / name;
}

}  // namespace

TEST_CASE("a recorded shared game replays to the same world",
          "[game][recording]") {
  const auto path = temp_file("cave.rec");
  auto rules = std::make_shared<FakeRules>();
  rules->version_number = 2;
  TableOptions options;
  options.local = false;
  Table table(fake_game(9, 6, rules), options);
  std::string error;
  auto writer = RecordingWriter::open(path.string(), table.game(), &error);
  REQUIRE(writer);
  RecordingWriter* w = writer.get();
  table.set_recorder(
      [w, &table](const LogEntry& e) { w->add(e, table.game()); });
  const Time t0{};
  const game_api::PlayerId ann = *table.sit("ann", t0, &error);
  const game_api::PlayerId bob = *table.sit("bob", t0, &error);
  table.submit(ann, "shoot n", t0);
  for (int i = 0; i < 300; ++i) {  // past a checkpoint
    table.submit(ann, i % 3 ? "wait" : "look", t0);
    table.submit(bob, "wait", t0);
  }
  table.submit(bob, "say good luck", t0);
  REQUIRE(writer->flush(&error));

  const auto recording = read_recording(path.string(), &error);
  INFO(error);
  REQUIRE(recording);
  CHECK(recording->fingerprint == rules->fingerprint());
  // Made with no version asked for, it names the version of its rules.
  CHECK(recording->settings.rules_version == 2);
  auto copy = Game::create(recording->settings, rules, &error);
  REQUIRE(copy);
  int checked = 0;
  for (const auto& entry : recording->entries) {
    if (entry.checkpoint) {
      CHECK(*entry.checkpoint == world_to_json(copy->world()));
      ++checked;
    }
    replay(*copy, entry.entry);
  }
  CHECK(checked >= 2);
  CHECK(world_to_json(copy->world()) == world_to_json(table.game().world()));
  bool heard = false;
  for (const auto& m : copy->messages(ann)->since(0))
    heard |= m.text == "<bob> good luck";
  CHECK(heard);
  CHECK(recording->entries.back().entry.kind == LogEntry::Kind::Say);
  CHECK(table.game().messages(ann)->since(0).back().text == "<bob> good luck");
  std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("damaged recordings are refused naming the line",
          "[game][recording]") {
  const auto path = temp_file("bad.rec");
  std::string error;
  std::ofstream(path) << "{\"format\":\"something else\"}\n";
  CHECK_FALSE(read_recording(path.string(), &error));
  CHECK(error.find("not a wumpus recording") != std::string::npos);
  {
    auto game = fake_game(3, 5);
    std::filesystem::remove(path);
    auto writer = RecordingWriter::open(path.string(), *game, &error);
    REQUIRE(writer);
    writer->add({LogEntry::Kind::Join, 0, "ann"}, *game);
    REQUIRE(writer->flush(&error));
  }
  std::ofstream(path, std::ios::app) << "{\"kind\":\"dance\"}\n";
  CHECK_FALSE(read_recording(path.string(), &error));
  CHECK(error.find(":3") != std::string::npos);
  std::filesystem::remove_all(path.parent_path());
}
