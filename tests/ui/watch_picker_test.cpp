// The lobby's watch menu: whom a spectator follows.
#include "ui/screens/watch_picker.hpp"

#include <curses.h>
#include <catch2/catch.hpp>

using namespace wumpus;

TEST_CASE("the watch menu picks by arrows and Enter or by number",
          "[ui][watch]") {
  int cursor = 0;
  CHECK(ui::watch_key(KEY_DOWN, 3, cursor) == ui::WatchKey::Stay);
  CHECK(cursor == 1);
  CHECK(ui::watch_key('j', 3, cursor) == ui::WatchKey::Stay);
  CHECK(ui::watch_key(KEY_DOWN, 3, cursor) == ui::WatchKey::Stay);
  CHECK(cursor == 0);  // wraps
  CHECK(ui::watch_key(KEY_UP, 3, cursor) == ui::WatchKey::Stay);
  CHECK(cursor == 2);
  CHECK(ui::watch_key('\n', 3, cursor) == ui::WatchKey::Pick);
  CHECK(cursor == 2);
  CHECK(ui::watch_key('2', 3, cursor) == ui::WatchKey::Pick);
  CHECK(cursor == 1);
  // A number nobody has, or any other key, changes nothing.
  CHECK(ui::watch_key('7', 3, cursor) == ui::WatchKey::Stay);
  CHECK(ui::watch_key('x', 3, cursor) == ui::WatchKey::Stay);
  CHECK(cursor == 1);
  CHECK(ui::watch_key(27, 3, cursor) == ui::WatchKey::Back);
  CHECK(ui::watch_key('\n', 0, cursor) == ui::WatchKey::Back);
}

TEST_CASE("the watch menu lists the players, numbered, control bytes shown",
          "[ui][watch]") {
  const auto overlay = ui::watch_overlay({"alice", "b\x1b[2Jb"}, 1);
  REQUIRE(overlay.lines.size() >= 2);
  CHECK(overlay.lines[0].first == "  1  alice");
  CHECK(overlay.lines[1].first == "> 2  b?[2Jb");
  CHECK(overlay.lines[1].second == ui::Style::Player);
}
