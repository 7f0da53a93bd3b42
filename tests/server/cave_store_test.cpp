// A server's caves on disk when the disk is not kind: damaged records
// are reported by name (and never read past their end), and a player's
// `save` that could not be written says so.
#include "server/caves/cave_store.hpp"

#include "server_fixture.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <thread>

using namespace wumpus;
using namespace wumpus::server::testing;
using namespace std::chrono_literals;
using wumpus::testing::TempDir;

namespace {

const std::string kOptions =
    R"({"type":"create","options":{"preset":"easy","size":5,"levels":1,)"
    R"("algorithm":"","mask":"","graph":"","braid":-1.0,"private":false,)"
    R"("deadline_seconds":30,"mods":[]}})";

server::ServerSetup store_setup(const TempDir& dir) {
  server::ServerSetup setup;
  setup.state_dir = dir.path().string();
  setup.load = [](const std::string& path, std::string* error) {
    return game::Game::load(path, std::make_shared<game::testing::FakeRules>(),
                            error);
  };
  return setup;
}

}  // namespace

TEST_CASE("damaged caves are named at start, the sound ones resumed",
          "[server][save]") {
  TempDir dir("cave-store");
  std::string error;
  REQUIRE(
      game::testing::fake_game(3, 5)->save(dir.file("cave-1.json"), &error));
  dir.write("cave-1.meta.json",
            R"({"id":1,"owner":"alice","create":)" + kOptions + "}");
  // No owner: the loader once read past the record's end here.
  std::filesystem::copy_file(dir.file("cave-1.json"), dir.file("cave-2.json"));
  dir.write("cave-2.meta.json", R"({"id":2,"create":)" + kOptions + "}");
  dir.write("cave-3.meta.json",
            R"({"id":3,"owner":"bob","create":)" + kOptions + "}");
  dir.write("cave-4.meta.json", "{\"id\":4,\"own");
  dir.write("cave-5.meta.json",
            R"({"id":6,"owner":"carol","create":)" + kOptions + "}");

  asio::io_context io;
  const auto setup = store_setup(dir);
  server::CaveStore store(io, io.get_executor(), setup);
  store.resume();
  CHECK(store.size() == 1);
  CHECK(store.find(1));
  const auto& damaged = store.damaged();
  REQUIRE(damaged.size() == 4);
  const auto said = [&](const std::string& name, const std::string& why) {
    return std::any_of(damaged.begin(), damaged.end(), [&](const auto& line) {
      return line.rfind(name + ": ", 0) == 0 &&
             line.find(why) != std::string::npos;
    });
  };
  CHECK(said("cave-2", "owner"));
  CHECK(said("cave-3", "cave-3.json"));  // its save is missing
  CHECK(said("cave-4", "JSON"));
  CHECK(said("cave-5", "cave 6"));
}

// Running as root, a read-only directory would not stop the write; a
// directory in the save's place stops anyone's rename.
TEST_CASE("a save that cannot be written is reported to whoever asked",
          "[server][save]") {
  RunningServer running(temp_dir("save-fails"));
  auto alice = connect(running, "alice");
  const auto cave = create_cave(*alice);
  alice->send(typed("save"));
  REQUIRE(hears(*alice, "The cave is saved."));
  // An autosave still on its way would answer the next `save` as written.
  std::this_thread::sleep_for(300ms);
  const auto save =
      running.dir() / "state" / ("cave-" + std::to_string(cave) + ".json");
  std::filesystem::remove(save);
  std::filesystem::create_directories(save / "in-the-way");
  alice->send(typed("wait"));
  alice->send(typed("save"));
  CHECK(hears(*alice, "Could not save"));
  std::filesystem::remove_all(save);
}
