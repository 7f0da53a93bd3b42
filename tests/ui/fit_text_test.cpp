// Words kept whole on a line (base/fit_words.cpp), and on the screen's bars,
// prompt and log at 80x24 (ui/terminal/screen_frame.cpp); snapshots at
// 80x24 of the end box, the high scores and the title with the longest
// names the game makes.
#include "base/fit_words.hpp"
#include "scores/score_lines.hpp"
#include "ui/screens/end_screen.hpp"
#include "ui/screens/lobby_screen.hpp"
#include "ui/terminal/screen_frame.hpp"

#include "base/utf8.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

namespace {

// The whole screen at 80x24 for a view and a title, the log scrolled
// `back` lines.
ui::CharGrid frame_80x24(const game_api::PlayerView& view,
                         const std::string& title,
                         const std::string& prompt = "", int back = 0,
                         const ui::Overlay* overlay = nullptr) {
  ui::FrameInput input;
  input.view = &view;
  input.overlay = overlay;
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

// The longest names a game's rows carry: a player's name of 16 bytes,
// a preset file's name, the longest tiling and carving with a braid.
const char* const kLongWords[] = {
    "maximilianeanna", "classic-square", "triangle", "recursive-division",
    "braid",           "advised",        "replay",   "cheat"};

// Every word of kLongWords on the screen is whole, or cut with "…" after
// it: never a stray start of one ("brai", "(advised" alone).
void check_words_whole(const ui::CharGrid& screen) {
  for (int y = 0; y < screen.height(); ++y) {
    const std::string row = screen.row_text(y);
    INFO(row);
    for (const std::string word : kLongWords)
      for (std::size_t length = 3; length < word.size(); ++length) {
        const std::string start = word.substr(0, length);
        for (std::size_t at = row.find(start); at != std::string::npos;
             at = row.find(start, at + 1)) {
          const std::string after = row.substr(at + length);
          const bool goes_on =
              !after.empty() &&
              (std::isalnum(static_cast<unsigned char>(after[0])) ||
               after[0] == '-');
          INFO(start);
          CHECK((goes_on || after.starts_with("…")));
        }
      }
  }
}

// A cave of one room, the player in it: the screen around the map.
game_api::PlayerView bare_room_view() {
  game_api::PlayerView view;
  view.width = view.height = 1;
  view.room = 0;
  return view;
}

scores::ScoreEntry longest_entry() {
  scores::ScoreEntry entry;
  entry.name = "maximilianeanna";
  entry.points = 123456;
  entry.cause = "eaten by the Wumpus";
  entry.preset = "classic-square";
  entry.policy = game_api::GuessPolicy::Deduce;
  entry.maze = "triangle recursive-division braid 0.25";
  entry.replay = entry.advised = entry.cheated = true;
  return entry;
}

}  // namespace

TEST_CASE("a line too long is cut after a whole word", "[ui][fit]") {
  CHECK(base::fit_words("short", 10, true) == "short");
  CHECK(base::fit_words("seams join here", 12, true) == "seams join…");
  CHECK(base::fit_words("seams join here", 12, false) == "seams...");
  CHECK(base::fit_words("room 3 | facing east", 10, true) == "room 3…");
  CHECK(base::fit_words("unbreakable", 5, true) == "unbr…");
  // Every width, every cut: never longer than the line, never a word
  // split but the first.
  const std::string text = "wumpus | classic | hex 8x8 kruskal | ADVISED";
  for (int width = 1; width < 50; ++width) {
    const std::string fitted = base::fit_words(text, width, true);
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

TEST_CASE(
    "the title, the prompt and the log's label keep words whole at "
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

TEST_CASE(
    "snapshot 80x24: the end box keeps words whole with the longest "
    "names",
    "[ui][fit][frame][end]") {
  game_api::PlayerView view = bare_room_view();
  view.outcome = game_api::Outcome::Dead;
  view.cause = "eaten by the Wumpus";
  view.cave.preset = "classic-square";
  view.cave.shape = "triangle";
  view.cave.algorithm = "recursive-division";
  view.cave.braid = 0.25;
  view.cave.seed = 13756839914863451001ull;
  view.cave.advised = view.cave.replay = true;
  view.cheating = true;
  std::vector<scores::ScoreEntry> best(3, longest_entry());
  for (std::size_t i = 0; i < best.size(); ++i)
    best[i].id = static_cast<std::int64_t>(i + 1);
  const ui::Overlay box = ui::end_overlay(view, best, 2, "", true);
  const ui::CharGrid screen = frame_80x24(view, "wumpus", "", 0, &box);
  check_words_whole(screen);
  // Each score's marks are on the line under its row, inside the box.
  int rows = 0;
  for (int y = 0; y + 1 < screen.height(); ++y) {
    const std::string row = screen.row_text(y);
    if (row.find("maximilia…") == std::string::npos) continue;
    ++rows;
    const std::string next = screen.row_text(y + 1);
    INFO(row << "\n" << next);
    CHECK(next.find("(replay) (advised) (cheat)") != std::string::npos);
  }
  CHECK(rows == 3);
}

TEST_CASE("snapshot 80 columns: wumpus scores keeps its rows whole",
          "[ui][fit][scores]") {
  for (const scores::ScoreEntry& entry :
       {longest_entry(), scores::ScoreEntry{}}) {
    ui::CharGrid rows(80, 2);
    int y = 0;
    for (const std::string& line : scores::score_lines(entry, 10)) {
      INFO(line);
      CHECK(base::from_utf8(line).size() <= 79);
      rows.write(0, y++, line, ui::Style::Text);
    }
    check_words_whole(rows);
  }
}

TEST_CASE(
    "snapshot 80x24: the title keeps words whole with the longest "
    "names",
    "[ui][fit][frame]") {
  const ui::CharGrid screen = frame_80x24(
      bare_room_view(),
      "wumpus | WATCHING maximilianeanna | classic-square | triangle "
      "recursive-division | seed 13756839914863451001 | maximilianeanna | "
      "ADVISED | CHEAT: show-path");
  check_words_whole(screen);
}

TEST_CASE("snapshot 80x24: the server's high scores keep words whole",
          "[ui][fit][frame][lobby]") {
  net::ScoreLine line;
  line.name = "maximilianeanna";
  line.points = 123456;
  line.cause = "eaten by the Wumpus";
  line.cave = "triangle recursive-division braid 0.25";
  line.preset = "classic-square";
  line.replay = true;
  const ui::Overlay box = ui::scores_overlay({line, line, line});
  const ui::CharGrid screen =
      frame_80x24(bare_room_view(), "wumpus", "", 0, &box);
  check_words_whole(screen);
  int marks = 0;
  for (int y = 0; y < screen.height(); ++y)
    marks += screen.row_text(y).find("(replay)") != std::string::npos;
  CHECK(marks == 3);
}
