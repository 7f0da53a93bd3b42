#include "base/atomic_file.hpp"

#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <filesystem>
#include <set>

using wumpus::base::write_atomically;
using wumpus::testing::read_text;
using wumpus::testing::TempDir;

namespace {

std::set<std::string> names_in(const TempDir& dir) {
  std::set<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path()))
    names.insert(entry.path().filename().string());
  return names;
}

}  // namespace

TEST_CASE("write_atomically replaces the file and leaves nothing beside it",
          "[game][atomic-file]") {
  const TempDir dir("atomic");
  std::string error;
  REQUIRE(write_atomically(dir.file("a.json"), "old", &error));
  REQUIRE(write_atomically(dir.file("a.json"), "new", &error));
  CHECK(read_text(dir.file("a.json")) == "new");
  CHECK(names_in(dir) == std::set<std::string>{"a.json"});
  CHECK_FALSE(write_atomically(dir.file("missing/a.json"), "x", &error));
  CHECK(error.find("cannot create a file in " + dir.file("missing")) == 0);
}

TEST_CASE("temporaries a killed writer left are removed, live ones kept",
          "[game][atomic-file]") {
  const TempDir dir("atomic");
  dir.write(".a.json.Xy12Zq", "half a save");  // no writer holds it
  dir.write(".a.json.longer1", "not mkstemp's");
  dir.write(".b.json.Xy12Zq", "another file's");
  dir.write("a.json.Xy12Zq", "not hidden");
  // A writer still at work holds its temporary locked.
  const int live = ::open(dir.write(".a.json.Live00", "").c_str(), O_RDONLY);
  REQUIRE(live >= 0);
  REQUIRE(::flock(live, LOCK_EX) == 0);
  std::string error;
  REQUIRE(write_atomically(dir.file("a.json"), "saved", &error));
  CHECK(names_in(dir) ==
        std::set<std::string>{"a.json", ".a.json.Live00", ".a.json.longer1",
                              ".b.json.Xy12Zq", "a.json.Xy12Zq"});
  ::close(live);  // the writer is gone: its temporary is stale now
  REQUIRE(write_atomically(dir.file("a.json"), "saved", &error));
  CHECK_FALSE(names_in(dir).count(".a.json.Live00"));
}
