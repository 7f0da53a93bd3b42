#include "server/caves/save_writer.hpp"

#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <future>
#include <string>
#include <thread>
#include <vector>

using namespace wumpus;
using wumpus::testing::read_text;

TEST_CASE("the save writer writes the newest text of every path",
          "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  server::SaveWriter writer;
  writer.post(dir.file("a.json"), "one");
  writer.post(dir.file("b.json"), "bee");
  writer.post(dir.file("a.json"), "two");
  writer.flush();
  CHECK(read_text(dir.file("a.json")) == "two");
  CHECK(read_text(dir.file("b.json")) == "bee");
  for (const auto& outcome : writer.take_outcomes())
    CHECK(outcome.error.empty());
}

// A 1000x1000 cave's save takes long to make as text: never on the
// thread (a cave's strand) that hands it over.
TEST_CASE("the save writer makes a save's text on its own thread",
          "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  server::SaveWriter writer;
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::promise<std::thread::id> made_on;
  const auto start = std::chrono::steady_clock::now();
  writer.post(
      dir.file("a.json"),
      server::SaveWriter::MakeText(
          [&made_on, released](std::string*) -> std::optional<std::string> {
            made_on.set_value(std::this_thread::get_id());
            released.wait();
            return "made";
          }));
  // Posted without waiting for the text, which waits for this thread.
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  auto maker = made_on.get_future();
  CHECK(maker.get() != std::this_thread::get_id());
  release.set_value();
  writer.flush();
  CHECK(read_text(dir.file("a.json")) == "made");
}

TEST_CASE("each write's outcome carries the newest ticket it settled",
          "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  server::SaveWriter writer;
  const auto first = writer.post(dir.file("a.json"), "one");
  writer.flush();
  const auto second = writer.post(dir.file("a.json"), "two");
  const auto third = writer.post(dir.file("a.json"), "three");
  writer.flush();
  CHECK(first < second);
  CHECK(second < third);
  std::vector<std::uint64_t> settled;
  for (const auto& outcome : writer.take_outcomes())
    settled.push_back(outcome.ticket);
  // Two writes at most: "two", merged into "three" unless already taken.
  REQUIRE_FALSE(settled.empty());
  CHECK(settled.front() == first);
  CHECK(settled.back() == third);
}

TEST_CASE("recording lines follow their save, none lost when saves merge",
          "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  server::SaveWriter writer;
  const std::string rec = dir.file("a.rec");
  writer.post(dir.file("a.json"), "one", rec, "1\n");
  writer.post(dir.file("a.json"), "two", rec, "2\n");
  writer.flush();
  writer.post(dir.file("a.json"), "three", rec, "3\n");
  writer.flush();
  CHECK(read_text(dir.file("a.json")) == "three");
  CHECK(read_text(rec) == "1\n2\n3\n");
}

TEST_CASE("recording lines wait while their save cannot be written",
          "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  const std::string sub = dir.file("sub");
  const std::string save = sub + "/a.json";
  const std::string rec = dir.file("a.rec");
  server::SaveWriter writer;
  writer.post(save, "one", rec, "1\n");
  writer.flush();
  const auto failed = writer.take_outcomes();
  REQUIRE(failed.size() == 1);
  CHECK(failed[0].path == save);
  CHECK(failed[0].error.find("sub") != std::string::npos);
  CHECK(read_text(rec).empty());  // never ahead of the save
  std::filesystem::create_directory(sub);
  writer.post(save, "two", rec, "2\n");
  writer.flush();
  const auto written = writer.take_outcomes();
  REQUIRE(written.size() == 1);
  CHECK(written[0].error.empty());
  CHECK(read_text(save) == "two");
  CHECK(read_text(rec) == "1\n2\n");
}

TEST_CASE("a stopping save writer still writes what is pending",
          "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  {
    server::SaveWriter writer;
    for (int i = 0; i < 20; ++i)
      writer.post(dir.file("cave-" + std::to_string(i) + ".json"),
                  std::to_string(i));
  }
  for (int i = 0; i < 20; ++i)
    CHECK(read_text(dir.file("cave-" + std::to_string(i) + ".json")) ==
          std::to_string(i));
}

TEST_CASE("the save writer removes a killed writer's temporary once",
          "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  const std::string stale = dir.write(".a.json.Xy12Zq", "half a save");
  server::SaveWriter writer;
  writer.post(dir.file("a.json"), "one");
  writer.flush();
  CHECK_FALSE(std::filesystem::exists(stale));
  // Later saves of the path no longer read the directory for them.
  dir.write(".a.json.Ab34Cd", "left by another process");
  writer.post(dir.file("a.json"), "two");
  writer.flush();
  CHECK(std::filesystem::exists(dir.file(".a.json.Ab34Cd")));
  CHECK(read_text(dir.file("a.json")) == "two");
}

// A cave closed while its last save is still being written (a slow
// disk): the close asks for its files to go and returns; the writer
// removes them once that save has landed, not before.
TEST_CASE(
    "the save writer removes files after their last write, without "
    "making the asker wait",
    "[server][save]") {
  wumpus::testing::TempDir dir("save-writer");
  const std::string save = dir.file("cave-1.json");
  const std::string meta = dir.write("cave-1.meta.json", "{}");
  server::SaveWriter writer;
  std::promise<void> started, release;
  std::shared_future<void> released = release.get_future().share();
  writer.post(save, server::SaveWriter::MakeText(
                        [&started,
                         released](std::string*) -> std::optional<std::string> {
                          started.set_value();
                          released.wait();
                          return "last";
                        }));
  started.get_future().wait();
  auto asked = std::async(std::launch::async, [&] {
    writer.remove({save, meta});
  });
  const bool returned =
      asked.wait_for(std::chrono::seconds(5)) == std::future_status::ready;
  release.set_value();  // lets a waiting remove() finish, too
  CHECK(returned);
  writer.flush();
  CHECK_FALSE(std::filesystem::exists(save));
  CHECK_FALSE(std::filesystem::exists(meta));
  // A removal with nothing pending goes at once; a stopping writer does
  // what it was asked.
  const std::string other = dir.write("cave-2.json", "x");
  {
    server::SaveWriter stopping;
    stopping.remove({other});
  }
  CHECK_FALSE(std::filesystem::exists(other));
}
