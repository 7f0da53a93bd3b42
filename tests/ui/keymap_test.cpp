#include "ui/play/keymap.hpp"

#include "scoped_env.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

using namespace wumpus::ui;

namespace {

int key(const char* name) {
  return parse_key(name).value();
}

}  // namespace

TEST_CASE("key names round-trip", "[ui][keymap]") {
  for (const char* name :
       {"a", "?", "<", "up", "pgdn", "enter", "esc", "space", "^L", "f5"})
    CHECK(key_name(key(name)) == name);
  CHECK(key("^l") == 12);
  CHECK_FALSE(parse_key("f13"));
  CHECK_FALSE(parse_key("ab"));
  CHECK_FALSE(parse_key(""));
  // 2^32 + 1 once overflowed an int and wrapped around to F1.
  CHECK_FALSE(parse_key("f4294967297"));
  CHECK_FALSE(parse_key("f100"));
}

TEST_CASE("hostile keymap files are refused or quoted escaped",
          "[ui][keymap]") {
  const wumpus::testing::TempDir dir("keymap");
  std::vector<std::string> errors;
  Keymap keymap;
  const std::string fifo = dir.file("fifo");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_FALSE(keymap.load(fifo, &errors));
  REQUIRE(errors.size() == 1);
  CHECK(errors[0] == fifo + ": is not a regular file, so not a keymap");
  errors.clear();
  keymap.parse("\x1b[2J quit\n" + std::string(2000, ' ') + "x quit\n", "k",
               &errors);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0] == "k:1: unknown key `\\x1b[2J`");
  CHECK(errors[1] == "k:2: the line is longer than 1024 characters");
  CHECK_FALSE(keymap.lookup('x'));
}

TEST_CASE("the default keymap binds arrows, vi keys and wasd", "[ui][keymap]") {
  std::vector<std::string> errors;
  Keymap keymap;
  REQUIRE(
      keymap.load(std::string(WUMPUS_SOURCE_DIR) + "/data/keymap", &errors));
  CHECK(errors.empty());
  for (const char* name : {"up", "k", "w"})
    CHECK(keymap.lookup(key(name)) == Action::MoveNorth);
  for (const char* name : {"left", "h", "a"})
    CHECK(keymap.lookup(key(name)) == Action::MoveWest);
  CHECK(keymap.lookup(key(":")) == Action::Prompt);
  CHECK(keymap.lookup(key("?")) == Action::Help);
  CHECK(keymap.lookup(key("q")) == Action::Quit);
  CHECK(keymap.lookup(key("^L")) == Action::Redraw);
  CHECK(keymap.lookup(key("f")) == Action::Shoot);
  // Every action has a key by default, so the help lists no "(unbound)".
  for (const ActionInfo& info : action_infos())
    CHECK_FALSE(keymap.keys_for(info.action).empty());
}

TEST_CASE("bad keymap lines are reported by file and line and skipped",
          "[ui][keymap]") {
  Keymap keymap;
  keymap.bind('x', Action::Wait);
  std::vector<std::string> errors;
  keymap.parse(
      "# comment\n\nx shoot\nbogus-key go\ny fly\nz\nq quit now\n^L none\n",
      "my/keymap", &errors);
  REQUIRE(errors.size() == 4);
  CHECK(errors[0] == "my/keymap:4: unknown key `bogus-key`");
  CHECK(errors[1] == "my/keymap:5: unknown action `fly`");
  CHECK(errors[2] == "my/keymap:6: `z` has no action");
  CHECK(errors[3] == "my/keymap:7: unexpected `now` after the action");
  CHECK(keymap.lookup('x') == Action::Shoot);
  CHECK_FALSE(keymap.lookup('y'));
  CHECK_FALSE(keymap.lookup('q'));
}

TEST_CASE("the player's keymap overrides the defaults", "[ui][keymap]") {
  // What the process had before must be back afterwards.
  const wumpus::testing::ScopedEnv before("XDG_CONFIG_HOME", "/elsewhere");
  const wumpus::testing::TempDir dir("keymap");
  std::filesystem::create_directories(dir.path() / "wumpus");
  dir.write("wumpus/keymap", "x quit\nq none\nup nonsense\n");
  std::vector<std::string> errors;
  Keymap keymap;
  {
    const wumpus::testing::ScopedEnv config("XDG_CONFIG_HOME",
                                            dir.path().string());
    keymap = load_keymap(WUMPUS_SOURCE_DIR "/data/keymap", &errors);
  }
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("/wumpus/keymap:3: unknown action `nonsense`") !=
        std::string::npos);
  CHECK(keymap.lookup('x') == Action::Quit);
  CHECK_FALSE(keymap.lookup('q'));
  CHECK(keymap.lookup(key("up")) == Action::MoveNorth);  // the default kept
  const char* after = std::getenv("XDG_CONFIG_HOME");
  REQUIRE(after != nullptr);
  CHECK(std::string(after) == "/elsewhere");
}

TEST_CASE("y u b n move diagonally only where rooms have diagonals",
          "[ui][keymap]") {
  std::vector<std::string> errors;
  Keymap keymap;
  REQUIRE(
      keymap.load(std::string(WUMPUS_SOURCE_DIR) + "/data/keymap", &errors));
  CHECK(keymap.lookup(key("u")) == Action::Use);
  CHECK(keymap.lookup(key("n")) == Action::Note);
  CHECK_FALSE(keymap.lookup(key("y")));
  CHECK(keymap.lookup(key("u"), true) == Action::MoveNorthEast);
  CHECK(keymap.lookup(key("n"), true) == Action::MoveSouthEast);
  CHECK(keymap.lookup(key("b"), true) == Action::MoveSouthWest);
  CHECK(keymap.lookup(key("y"), true) == Action::MoveNorthWest);
  CHECK(keymap.lookup(key("h"), true) == Action::MoveWest);
  CHECK(keymap.lookup(key("U"), true) == Action::Use);
  CHECK(keymap.lookup(key("N"), true) == Action::Note);
  CHECK(move_direction(Action::MoveNorthEast) ==
        wumpus::maze::Direction::NorthEast);
  keymap.unbind(key("u"));
  CHECK_FALSE(keymap.lookup(key("u"), true));
}
