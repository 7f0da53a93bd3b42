#include "base/data_file.hpp"

#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

using wumpus::base::next_line;
using wumpus::base::read_data_file;
using wumpus::testing::TempDir;

TEST_CASE("data files are read whole when regular and small enough",
          "[maze][data-file]") {
  const TempDir dir("data-file");
  std::string error;
  const auto text =
      read_data_file(dir.write("ok", "X\nXX\n"), "mask file", 5, &error);
  REQUIRE(text);
  CHECK(*text == "X\nXX\n");
  CHECK(read_data_file(dir.write("empty", ""), "mask file", 5, &error) == "");
}

TEST_CASE("data files refuse what is not a small regular file",
          "[maze][data-file]") {
  const TempDir dir("data-file");
  std::string error;
  SECTION("one byte too many") {
    CHECK_FALSE(
        read_data_file(dir.write("big", "123456"), "keymap", 5, &error));
    CHECK(error == dir.file("big") +
                       ": a keymap may have at most 5 bytes; this is larger");
  }
  SECTION("a huge sparse file is refused before reading it") {
    const std::string path = dir.write("huge", "");
    std::filesystem::resize_file(path, std::uintmax_t{1} << 40);
    CHECK_FALSE(read_data_file(path, "mask file", 1 << 20, &error));
    CHECK(error.find("at most 1048576 bytes") != std::string::npos);
  }
  SECTION("a directory") {
    CHECK_FALSE(read_data_file(dir.file(""), "mask file", 5, &error));
    CHECK(error.find("is a directory, not a mask file") != std::string::npos);
  }
  SECTION("a FIFO nobody writes to does not block") {
    const std::string path = dir.file("fifo");
    REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
    CHECK_FALSE(read_data_file(path, "room graph file", 5, &error));
    CHECK(error == path + ": is not a regular file, so not a room graph file");
  }
  SECTION("a device that never ends") {
    CHECK_FALSE(read_data_file("/dev/zero", "save", 1 << 20, &error));
    CHECK(error == "/dev/zero: is not a regular file, so not a save");
  }
  SECTION("a name with an escape sequence is quoted escaped") {
    CHECK_FALSE(read_data_file(dir.file("\x1b[31m"), "preset", 5, &error));
    CHECK(error.find("\x1b") == std::string::npos);
    CHECK(error.find("\\x1b[31m: cannot open the preset") != std::string::npos);
  }
}

TEST_CASE("next_line splits on \\n and drops a \\r before it",
          "[maze][data-file]") {
  std::string_view rest = "one\r\ntwo\n\nlast";
  CHECK(next_line(rest) == "one");
  CHECK(next_line(rest) == "two");
  CHECK(next_line(rest) == "");
  CHECK(next_line(rest) == "last");
  CHECK(rest.empty());
}
