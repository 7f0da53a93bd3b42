// Number keys on room graphs (ui/play/room_keys.cpp).
#include "ui/play/room_keys.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

TEST_CASE("number keys pick a joined room as soon as it is clear",
          "[ui][graph]") {
  const std::vector<maze::RoomId> joined{1, 12, 5};
  CHECK(ui::choose_room("5", joined, false).go == 5u);
  CHECK(ui::choose_room("1", joined, false).more);
  CHECK(ui::choose_room("12", joined, false).go == 12u);
  CHECK(ui::choose_room("1", joined, true).go == 1u);
  const ui::RoomChoice none = ui::choose_room("7", joined, false);
  CHECK_FALSE(none.go);
  CHECK_FALSE(none.more);
  CHECK(none.note == "No passage leads from here to room 7.");
}
