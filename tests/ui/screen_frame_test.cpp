#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/layout.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

namespace {

std::string screen_text(const ui::CharGrid& screen) {
  std::string text;
  for (int y = 0; y < screen.height(); ++y) text += screen.row_text(y) + "\n";
  return text;
}

game_api::PlayerView one_room_view() {
  game_api::PlayerView view;
  view.width = view.height = 1;
  view.room = 0;
  view.arrows = 3;
  view.turn = 4;
  view.items = {{"torch", 1}};
  game_api::RoomView room;
  room.room = 0;
  room.sight = game_api::Sight::Visible;
  view.rooms = {room};
  view.messages = {{"breeze", "You feel a breeze.", 1}, {"info", "Hello.", 0}};
  return view;
}

}  // namespace

TEST_CASE("the layout stacks title, map, status, log and prompt",
          "[ui][frame]") {
  const ui::Layout layout = ui::compute_layout(80, 24);
  REQUIRE_FALSE(layout.too_small);
  CHECK(layout.title.y == 0);
  CHECK(layout.map.y == 1);
  CHECK(layout.map.height == 14);
  CHECK(layout.status.y == 15);
  CHECK(layout.goals.y == 16);
  CHECK(layout.log.y == 17);
  CHECK(layout.log.height == 6);
  CHECK(layout.prompt.y == 23);
  CHECK(ui::compute_layout(79, 24).too_small);
  CHECK(ui::compute_layout(80, 23).too_small);
}

TEST_CASE("a frame shows map, status, coloured log and prompt", "[ui][frame]") {
  const game_api::PlayerView view = one_room_view();
  ui::FrameInput input;
  input.view = &view;
  input.map.unicode = false;
  input.title = "wumpus";
  input.prompt = ": go";
  input.prompt_cursor = 4;
  ui::CharGrid screen(80, 24);
  ui::Origin origin;
  ui::MessageLog log;
  const ui::CursorSpot cursor = ui::compose_frame(input, origin, log, screen);
  CHECK(cursor.x == 4);
  CHECK(cursor.y == 23);
  CHECK(screen.row_text(0).rfind(" wumpus ", 0) == 0);
  CHECK(screen.row_text(1).rfind("+---+ ", 0) == 0);
  CHECK(screen.row_text(2).rfind("| > | ", 0) == 0);
  CHECK(screen.row_text(15).find("room 0 at 0,0 | facing east | arrows 3 | "
                                 "gold 0 | items: torch | turn 4") !=
        std::string::npos);
  CHECK(screen.row_text(16).find(
            "to win: [ ] gold  [ ] Wumpus dead  [ ] out by the exit") !=
        std::string::npos);
  CHECK(screen.row_text(21).rfind("You feel a breeze.", 0) == 0);
  CHECK(screen.at(0, 21).style == ui::Style::Breeze);
  CHECK(screen.row_text(22).rfind("Hello.", 0) == 0);
  CHECK(screen.row_text(23).rfind(": go ", 0) == 0);
}

TEST_CASE("below 80x24 the frame says the terminal is too small",
          "[ui][frame]") {
  const game_api::PlayerView view = one_room_view();
  ui::FrameInput input;
  input.view = &view;
  ui::CharGrid screen(60, 20);
  ui::Origin origin;
  ui::MessageLog log;
  ui::compose_frame(input, origin, log, screen);
  const std::string text = screen_text(screen);
  CHECK(text.find("terminal too small") != std::string::npos);
  CHECK(text.find("60x20, need 80x24") != std::string::npos);
  CHECK(text.find("breeze") == std::string::npos);
}

TEST_CASE("an overlay box is drawn centred over the screen", "[ui][frame]") {
  ui::Overlay overlay{"Quit?", {{"Really quit? (y/n)", ui::Style::Text}}, 0};
  ui::CharGrid screen(80, 24);
  ui::draw_overlay(overlay, false, screen);
  const std::string text = screen_text(screen);
  CHECK(text.find("+- Quit? ------------+") != std::string::npos);
  CHECK(text.find("| Really quit? (y/n) |") != std::string::npos);
}

TEST_CASE("an overlay box stands in a blank margin over the map",
          "[ui][frame]") {
  // At 100 columns a wall and a digit of the map under the end box read
  // as part of its edge ("│6").
  ui::Overlay overlay{"Quit?", {{"Really quit? (y/n)", ui::Style::Text}}, 0};
  ui::CharGrid screen(80, 24);
  for (int y = 0; y < 24; ++y)
    screen.write(0, y, std::string(80, '6'), ui::Style::Text);
  ui::draw_overlay(overlay, false, screen);
  const std::string text = screen_text(screen);
  INFO(text);
  CHECK(text.find(" | Really quit? (y/n) | ") != std::string::npos);
  CHECK(text.find(" +--------------------+ ") != std::string::npos);
}

TEST_CASE("an overlay line wider than the screen wraps, keeping its indent",
          "[ui][frame]") {
  // The start menu's preset line and the help's long lines at 80x24 were
  // cut short ("two bat roost", "Under you or a thi").
  ui::Overlay overlay{
      "Menu",
      {{"  The standard game: an 8x8 perfect maze, two pits, two bat roosts.",
        ui::Style::Text}},
      0};
  ui::CharGrid screen(40, 12);
  ui::draw_overlay(overlay, false, screen);
  const std::string text = screen_text(screen);
  INFO(text);
  CHECK(text.find("two bat roosts.") != std::string::npos);
  CHECK(text.find("|   The standard game") != std::string::npos);
}
