// Words kept whole on a line (ui/text/fit_text.cpp), and on the screen's bars,
// prompt and log at 80x24 (ui/terminal/screen_frame.cpp).
#include "ui/text/fit_text.hpp"
#include "ui/terminal/screen_frame.hpp"

#include "base/utf8.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

namespace {

// The whole screen at 80x24 for a view and a title, the log scrolled
// `back` lines.
ui::CharGrid frame_80x24(const game_api::PlayerView& view,
                         const std::string& title,
                         const std::string& prompt = "", int back = 0) {
  ui::FrameInput input;
  input.view = &view;
  input.map.unicode = true;
  input.title = title;
  input.prompt = prompt;
  ui::CharGrid screen(80, 24);
  ui::Origin origin;
  ui::MessageLog log;
  log.scroll_older(back);
  ui::compose_frame(input, origin, log, screen);
  return screen;
}

}  // namespace

TEST_CASE("a line too long is cut after a whole word", "[ui][fit]") {
  CHECK(ui::fit_words("short", 10, true) == "short");
  CHECK(ui::fit_words("seams join here", 12, true) == "seams join…");
  CHECK(ui::fit_words("seams join here", 12, false) == "seams...");
  CHECK(ui::fit_words("room 3 | facing east", 10, true) == "room 3…");
  CHECK(ui::fit_words("unbreakable", 5, true) == "unbr…");
  // Every width, every cut: never longer than the line, never a word
  // split but the first.
  const std::string text = "wumpus | classic | hex 8x8 kruskal | ADVISED";
  for (int width = 1; width < 50; ++width) {
    const std::string fitted = ui::fit_words(text, width, true);
    INFO(width << ": " << fitted);
    CHECK(static_cast<int>(base::from_utf8(fitted).size()) <= width);
    if (fitted != text && width > 8) {
      const std::string kept = fitted.substr(0, fitted.size() - 3);  // "…"
      CHECK(text.rfind(kept, 0) == 0);
      CHECK((text[kept.size()] == ' ' || text[kept.size()] == '|' ||
             text[kept.size()] == ','));
    }
  }
}

TEST_CASE("the title, the prompt and the log's label keep words whole at "
          "80x24",
          "[ui][fit][frame]") {
  game_api::PlayerView view;
  view.width = view.height = 1;
  view.room = 0;
  for (int i = 0; i < 40; ++i)
    view.messages.push_back(
        {"info", "Message number " + std::to_string(i) + " of the log.",
         static_cast<std::uint32_t>(i + 1)});
  const ui::CharGrid screen = frame_80x24(
      view,
      "wumpus | classic | hex 8x8 backtracker | seed 13756839914863451001 "
      "| ADVISED | CHEAT: show-path",
      "Travel to 12,13 on level 2 (no safe way known) | e exit, i in, x new, "
      "Tab note, Enter go",
      9);
  const std::string title = screen.row_text(0);
  CHECK(title.find("| ADVISED…") != std::string::npos);
  CHECK(screen.row_text(23).find("Tab note…") != std::string::npos);
  // The label has the log's top line to itself.
  const std::string top = screen.row_text(17);
  CHECK(top.find("[9 lines back]") != std::string::npos);
  CHECK(top.find("Message") == std::string::npos);
  CHECK(screen.row_text(22).find("Message number 30 of the log.") == 0);
}

TEST_CASE("a shared game's goal line ends on a whole word at 80 columns",
          "[ui][fit][frame]") {
  game_api::PlayerView view;
  view.width = view.height = 1;
  view.room = 0;
  view.table.shared = true;
  view.table.round = 12;
  view.table.deadline_seconds = 24;
  view.table.waiting_for = {"bartholomew", "maximiliane", "ann"};
  for (const char* name : {"bartholomew", "maximiliane", "ann", "bob"})
    view.table.seats.push_back({name});
  view.table.seats.back().acted = true;
  const ui::CharGrid screen = frame_80x24(view, "wumpus");
  const std::u32string goals = base::from_utf8(screen.row_text(16));
  INFO(screen.row_text(16));
  // Cut, it ends "…" after a whole word; the bar's last column is spare.
  const std::size_t end = goals.find_last_not_of(U' ');
  REQUIRE(end != std::u32string::npos);
  CHECK(end <= 78);
  if (goals[end] == U'…') CHECK(goals[end - 1] != U' ');
}

TEST_CASE("the title keeps what the map draws whole at 80 columns",
          "[ui][fit][frame]") {
  game_api::PlayerView view;
  view.grid = false;
  view.shape = maze::Shape::Square;
  view.wrap = maze::kWrapX | maze::kWrapY;
  view.width = view.height = 6;
  const ui::CharGrid screen = frame_80x24(
      view,
      "wumpus | classic | 6x6 backtracker | seed 13756839914863451001 | "
      "ADVISED");
  const std::string title = screen.row_text(0);
  INFO(title);
  CHECK(title.find("backtracker… | square rooms, wrapped xy: seams join") !=
        std::string::npos);
}
