// The end screen's box and tint (ui/screens/end_screen.cpp).
#include "ui/screens/end_screen.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

namespace {

std::string titled_text(const ui::Overlay& overlay) {
  std::string text = overlay.title + "\n";
  for (const auto& line : overlay.lines) text += line.first + "\n";
  return text;
}

}  // namespace

TEST_CASE("the end screen turns red when eaten and black after a fall",
          "[ui][end]") {
  game_api::PlayerView view;
  CHECK(ui::end_tint(view) == ui::Tint::None);
  view.outcome = game_api::Outcome::Dead;
  view.cause = "eaten by the Wumpus";
  view.killed_by = "wumpus";
  CHECK(ui::end_tint(view) == ui::Tint::Red);
  view.cause = "fell into a pit";
  view.killed_by = "pit";
  CHECK(ui::end_tint(view) == ui::Tint::Black);
  view.cause = "shot by your own arrow";
  view.killed_by = "arrow";
  CHECK(ui::end_tint(view) == ui::Tint::None);
  view.outcome = game_api::Outcome::Won;
  CHECK(ui::end_tint(view) == ui::Tint::None);
}

TEST_CASE("the end screen's tint follows who killed, whatever the words",
          "[ui][end]") {
  game_api::PlayerView view;
  view.outcome = game_api::Outcome::Dead;
  view.cause = "swallowed whole";  // a mod's rewording
  view.killed_by = "wumpus";
  CHECK(ui::end_tint(view) == ui::Tint::Red);
  view.cause = "eaten by the Wumpus";  // a mod's beast, in the old words
  view.killed_by = "ghosts:ghost";
  CHECK(ui::end_tint(view) == ui::Tint::None);
}

TEST_CASE("the end screen shows the score, the cheat mark and the best scores",
          "[ui][end]") {
  game_api::PlayerView view;
  view.outcome = game_api::Outcome::Dead;
  view.cause = "eaten by the Wumpus";
  view.score = 42;
  view.turn = 17;
  view.cheating = true;
  view.cave.shape = "5x5, 2 levels";
  view.cave.algorithm = "kruskal";
  view.cave.braid = 0.5;
  view.cave.seed = 99;
  std::vector<scores::ScoreEntry> best = {
      {"ann", 300, true, "won", 50, 1, "8x8 kruskal", false, ""},
      {"bob", 90, false, "fell into a pit", 9, 2, "5x5 backtracker", true, ""}};
  best[0].id = 4;
  best[1].id = 7;
  best[1].replay = true;
  const ui::Overlay overlay = ui::end_overlay(view, best, 7, "");
  const std::string text = titled_text(overlay);
  CHECK(overlay.title == "Game over");
  CHECK(text.find("You died: eaten by the Wumpus.") != std::string::npos);
  CHECK(text.find("Score 42 after 17 turns (cheat: --show-path)") !=
        std::string::npos);
  CHECK(text.find("The cave: 5x5, 2 levels kruskal braid 0.5, seed 99") !=
        std::string::npos);
  CHECK(
      text.find(
          "  1.    300  ann        won                 -        guess  v1 8x8 "
          "kruskal\n") != std::string::npos);
  // The box is narrower than 80 columns: the cave is cut at a word, and
  // the marks go under it.
  CHECK(text.find("> 2.     90  bob        fell into a pit     -        guess  "
                  "v1 5x5…\n" +
                  std::string(60, ' ') + "(replay) (cheat)\n") !=
        std::string::npos);
  // The columns are named; the new entry is highlighted.
  CHECK(overlay.lines[5].first ==
        "  #. points  name       outcome             preset   policy v  cave");
  CHECK(overlay.lines[6].second == ui::Style::Text);
  CHECK(overlay.lines[7].second == ui::Style::Player);
  CHECK(text.find("a: again (same cave)   n: new cave") != std::string::npos);
  CHECK(text.find("m: menu   q: quit") != std::string::npos);

  view.outcome = game_api::Outcome::Won;
  view.cheating = false;
  view.cave.replay = true;
  const std::string won =
      titled_text(ui::end_overlay(view, {}, 0, "disk full"));
  CHECK(won.find("(a replay of a known cave)") != std::string::npos);
  CHECK(won.find("Victory!") != std::string::npos);
  CHECK(won.find("You escaped with the gold.") != std::string::npos);
  CHECK(won.find("disk full") != std::string::npos);
  CHECK(won.find("cheat") == std::string::npos);
}

// In a server's cave the box used to list no scores at all: now the
// server's table, this player's line marked, others' words made safe.
TEST_CASE("a server cave's end box lists the server's scores",
          "[ui][end][remote]") {
  game_api::PlayerView view;
  view.name = "bob";
  view.outcome = game_api::Outcome::Won;
  view.score = 120;
  view.turn = 30;
  const std::vector<net::ScoreLine> best = {
      {"eve\x1b]0;pwned\x07", 300, true, "won", 12, "6x6 kruskal"},
      {"bob", 120, true, "won", 30, "8x8 backtracker"}};
  const ui::Overlay overlay = ui::remote_end_overlay(view, best);
  const std::string text = titled_text(overlay);
  CHECK(text.find("\x1b") == std::string::npos);
  CHECK(text.find("\x07") == std::string::npos);
  CHECK(text.find(" 1.    300  eve") != std::string::npos);
  CHECK(text.find("> 2.    120  bob        won") != std::string::npos);
  CHECK(text.find("Any key: back to the lobby") != std::string::npos);

  const std::string none = titled_text(ui::remote_end_overlay(view, {}));
  CHECK(none.find("did not come in time") != std::string::npos);
}

TEST_CASE("a shared cave's end box says how everyone at the table fared",
          "[ui][end][remote]") {
  game_api::PlayerView view;
  view.name = "bob";
  view.outcome = game_api::Outcome::Dead;
  view.cause = "fell into a pit";
  const auto seat = [](const char* name, game_api::Outcome outcome, int score) {
    game_api::SeatView s;
    s.name = name;
    s.outcome = outcome;
    s.score = score;
    return s;
  };
  view.table.seats = {seat("alice", game_api::Outcome::Won, 900),
                      seat("bob", game_api::Outcome::Dead, 0),
                      seat("carol", game_api::Outcome::Playing, 0)};
  CHECK(titled_text(ui::remote_end_overlay(view, {})).find("In this cave") ==
        std::string::npos);  // alone, it goes without saying
  view.table.shared = true;
  const std::string text = titled_text(ui::remote_end_overlay(view, {}));
  CHECK(text.find("In this cave: alice won (900), bob died (0),") !=
        std::string::npos);
  CHECK(text.find("carol plays on.") != std::string::npos);
}
