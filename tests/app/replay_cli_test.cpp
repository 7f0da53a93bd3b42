// `wumpus replay` on the real binary: a recording whose game read
// something outside it (a mod's game.stored in on_join) does not replay
// to the world recorded at its save, and replay says so with status 1.
#include "script/mod_fixture.hpp"
#include "temp_dir.hpp"

#include "game/saves/recording.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

// Gives each visitor a keepsake counted across games (game.store).
constexpr const char* kKeepsake =
    "game.register('keepsake', { on_join = function(player)\n"
    "  local visits = game.stored('visits') or 0\n"
    "  game.set_variable('keepsake:visits', visits)\n"
    "  game.store('visits', visits + 1)\n"
    "end })\n";

struct Recorded {
  int status = -1;
  std::string err;
};

// Plays a game under `mods` with the mods' storage in `storage`, recorded
// to `path` and checked at its save as a server's cave is; then replays it.
Recorded record_and_replay(const TempMods& mods,
                           const wumpus::testing::TempDir& scratch,
                           const std::string& storage) {
  auto rules = rules_of(mods);
  rules->set_storage_dir(storage);
  game::Settings settings;
  settings.seed = 9;
  settings.parameters = classic_parameters();
  settings.mods_dirs = {mods.dir()};
  std::string error;
  auto game = game::Game::create(settings, rules, &error);
  INFO(error);
  REQUIRE(game);
  const std::string path = (scratch.path() / "cave.rec").string();
  auto writer = game::RecordingWriter::open(path, *game, &error);
  REQUIRE(writer);
  game->set_recorder(
      [&](const game::LogEntry& entry) { writer->add(entry, *game); });
  const auto ann = game->add_player("ann");
  for (const char* line : {"wait", "look", "wait"}) game->apply_line(ann, line);
  writer->checkpoint(*game);  // the cave saved
  REQUIRE(writer->flush(&error));

  const std::string command =
      "cd '" + scratch.path().string() + "' && WUMPUS_DATA_DIR='" +
      WUMPUS_SOURCE_DIR + "' XDG_DATA_HOME='" +
      (scratch.path() / "xdg").string() + "' '" + WUMPUS_BINARY +
      "' replay cave.rec --export-cast out.cast >out 2>err";
  Recorded run;
  const int status = std::system(command.c_str());
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.err = wumpus::testing::read_text(scratch.path() / "err");
  return run;
}

}  // namespace

TEST_CASE("replay: a recording that read game.stored in on_join fails replay",
          "[app][replay][resume]") {
  TempMods mods;
  mods.add("keepsake.lua", kKeepsake);
  const wumpus::testing::TempDir scratch("replay-stored");
  const wumpus::testing::TempDir storage("replay-storage");
  // The first game finds nothing stored: its replay is the same.
  const Recorded first =
      record_and_replay(mods, scratch, storage.path().string());
  INFO(first.err);
  CHECK(first.status == 0);
  // The second finds the first's visit: replay, storage empty, does not.
  std::filesystem::remove(scratch.path() / "cave.rec");
  const Recorded second =
      record_and_replay(mods, scratch, storage.path().string());
  INFO(second.err);
  CHECK(second.status == 1);
  CHECK_THAT(second.err, Contains("does not replay to the recorded world"));
  CHECK_THAT(second.err, Contains("game.stored"));
}
