#include "ui/menus.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;

namespace {

std::string all_text(const ui::Overlay& overlay) {
  std::string text = overlay.title + "\n";
  for (const auto& line : overlay.lines) text += line.first + "\n";
  return text;
}

}  // namespace

TEST_CASE("the end screen turns red when eaten and black after a fall",
          "[ui][menus]") {
  game::PlayerView view;
  CHECK(ui::end_tint(view) == ui::Tint::None);
  view.outcome = game::Outcome::Dead;
  view.cause = "eaten by the Wumpus";
  CHECK(ui::end_tint(view) == ui::Tint::Red);
  view.cause = "fell into a pit";
  CHECK(ui::end_tint(view) == ui::Tint::Black);
  view.cause = "shot by your own arrow";
  CHECK(ui::end_tint(view) == ui::Tint::None);
  view.outcome = game::Outcome::Won;
  CHECK(ui::end_tint(view) == ui::Tint::None);
}

TEST_CASE("the end screen shows the score, the cheat mark and the best scores",
          "[ui][menus]") {
  game::PlayerView view;
  view.outcome = game::Outcome::Dead;
  view.cause = "eaten by the Wumpus";
  view.score = 42;
  view.turn = 17;
  view.cheating = true;
  const std::vector<scores::ScoreEntry> best = {
      {"ann", 300, true, "won", 50, 1, "8x8 kruskal", false, ""},
      {"bob", 90, false, "fell into a pit", 9, 2, "5x5 backtracker", true, ""}};
  const ui::Overlay overlay = ui::end_overlay(view, best, "");
  const std::string text = all_text(overlay);
  CHECK(overlay.title == "Game over");
  CHECK(text.find("You died: eaten by the Wumpus.") != std::string::npos);
  CHECK(text.find("Score 42 after 17 turns (cheat: --show-path)") !=
        std::string::npos);
  CHECK(text.find(
            " 1.   300  ann        won                      8x8 kruskal\n") !=
        std::string::npos);
  CHECK(text.find(" 2.    90  bob        fell into a pit          5x5 "
                  "backtracker (cheat)") != std::string::npos);
  CHECK(text.find("a: again (same maze)   n: new maze   q: quit") !=
        std::string::npos);

  view.outcome = game::Outcome::Won;
  view.cheating = false;
  const std::string won = all_text(ui::end_overlay(view, {}, "disk full"));
  CHECK(won.find("Victory!") != std::string::npos);
  CHECK(won.find("You escaped with the gold.") != std::string::npos);
  CHECK(won.find("disk full") != std::string::npos);
  CHECK(won.find("cheat") == std::string::npos);
}
