#include "ui/screens/end_screen.hpp"

#include "base/printable.hpp"
#include "game_api/kind_names.hpp"
#include "game_api/view_topology.hpp"
#include "scores/finished_game.hpp"
#include "scores/score_lines.hpp"

#include "ui/play/travel.hpp"
#include "ui/screens/lobby_screen.hpp"
#include "ui/screens/menus.hpp"
#include "ui/terminal/terminal.hpp"
#include "ui/text/message_log.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>

namespace wumpus::ui {
namespace {

constexpr int kEndProblemWidth = 60;
// A score row in the box at 80 columns: the box's sides and margins and
// the ">" of the new entry come off.
constexpr int kEndScoreWidth = 75;

// The room the looking-around cursor moves to with a move key.
maze::RoomId look_from(const game_api::PlayerView& view, maze::RoomId room,
                       maze::Direction d) {
  if (game_api::walks_by_compass(view)) {
    const maze::RoomId next = grid_step(view, room, d);
    return next == maze::kNoRoom ? room : next;
  }
  // A room graph's list: north and up go a line back, the rest forward.
  const auto& rooms = view.reveal.rooms;
  auto at = std::find_if(
      rooms.begin(), rooms.end(),
      [room](const game_api::RoomView& r) { return r.room == room; });
  if (at == rooms.end()) return room;
  const bool back = d == maze::Direction::North || d == maze::Direction::Up;
  if (back) return at == rooms.begin() ? room : (at - 1)->room;
  return at + 1 == rooms.end() ? room : (at + 1)->room;
}

}  // namespace

Overlay end_overlay(const game_api::PlayerView& view,
                    const std::vector<scores::ScoreEntry>& best,
                    std::int64_t new_entry, const std::string& problem,
                    bool local) {
  Overlay overlay;
  const bool won = view.outcome == game_api::Outcome::Won;
  overlay.title = won ? "Victory!" : "Game over";
  overlay.lines.push_back(
      {won ? "You escaped with the gold." : "You died: " + view.cause + ".",
       won ? Style::Exit : Style::Danger});
  overlay.lines.push_back(
      {fmt::format("Score {} after {} turns{}{}{}", view.score, view.turn,
                   view.cave.replay ? " (a replay of a known cave)" : "",
                   view.cave.advised ? " (advised)" : "",
                   view.cheating ? " (cheat: --show-path)" : ""),
       Style::Text});
  overlay.lines.push_back({"The cave: " + scores::cave_words(view.cave) +
                               ", seed " + std::to_string(view.cave.seed),
                           Style::Text});
  if (view.table.shared) {
    // Shared play: how everyone at the table fared.
    std::string fared;
    for (const game_api::SeatView& seat : view.table.seats)
      fared += (fared.empty() ? "" : ", ") + base::printable(seat.name) +
               (seat.outcome == game_api::Outcome::Won
                    ? fmt::format(" won ({})", seat.score)
                : seat.outcome == game_api::Outcome::Dead
                    ? fmt::format(" died ({})", seat.score)
                    : std::string(" plays on"));
    for (const std::string& line :
         wrap_text("In this cave: " + fared + ".", kEndProblemWidth))
      overlay.lines.push_back({line, Style::Text});
  }
  for (const std::string& line : wrap_text(problem, kEndProblemWidth))
    if (!problem.empty()) overlay.lines.push_back({line, Style::Danger});
  overlay.lines.push_back({"", Style::Text});
  overlay.lines.push_back(
      {view.cave.daily.empty()
           ? std::string("High scores")
           : fmt::format("High scores of the day {}", view.cave.daily),
       Style::Text});
  if (!best.empty())
    overlay.lines.push_back(
        {fmt::format(" {}", scores::score_header()), Style::Item});
  // (Formatted, not added: GCC 12 warns falsely on "x" + string.)
  for (std::size_t i = 0; i < best.size(); ++i) {
    const bool mine = new_entry != 0 && best[i].id == new_entry;
    const char* lead = mine ? ">" : " ";
    for (const std::string& line :
         scores::score_lines(best[i], i + 1, kEndScoreWidth)) {
      overlay.lines.push_back({fmt::format("{}{}", lead, line),
                               mine ? Style::Player : Style::Text});
      lead = " ";
    }
  }
  overlay.lines.push_back({"", Style::Text});
  if (!local) {
    overlay.lines.push_back({"Any key: back to the lobby", Style::Text});
    return overlay;
  }
  overlay.lines.push_back(
      {"v: look at the cave   a: again (same cave)   n: new cave",
       Style::Text});
  overlay.lines.push_back({"m: menu   q: quit", Style::Text});
  return overlay;
}

Overlay remote_end_overlay(
    const game_api::PlayerView& view,
    const std::optional<std::vector<net::ScoreLine>>& best) {
  std::vector<scores::ScoreEntry> entries;
  std::int64_t mine = 0;
  for (const net::ScoreLine& line :
       best.value_or(std::vector<net::ScoreLine>{})) {
    scores::ScoreEntry entry = score_entry_of(line);
    entry.id = static_cast<std::int64_t>(entries.size()) + 1;
    if (mine == 0 && line.name == view.name && line.points == view.score &&
        line.turns == view.turn)
      mine = entry.id;
    entries.push_back(std::move(entry));
  }
  return end_overlay(view, entries, mine,
                     best ? ""
                          : "The server's scores did not come in time: "
                            "s in the lobby shows them.",
                     false);
}

Tint end_tint(const game_api::PlayerView& view) {
  // By the kind that killed, never by the cause's words, which the rules
  // (or a mod) may reword.
  if (view.outcome != game_api::Outcome::Dead) return Tint::None;
  if (view.killed_by == game_api::builtin::kWumpus) return Tint::Red;
  if (view.killed_by == game_api::builtin::kPit) return Tint::Black;
  return Tint::None;
}

std::optional<EndChoice> end_screen(Terminal& terminal, GameScreen& screen,
                                    const Keymap& keymap,
                                    const Overlay& shown) {
  const game_api::PlayerView& view = screen.view();
  Overlay box = shown;  // scrolled by up and down on a short screen
  MapFocus focus{true, -1, view.room};
  bool boxed = true;
  while (true) {
    if (view.grid && view.width * view.height > 0)
      focus.level = static_cast<int>(*focus.room / (view.width * view.height));
    screen.set_focus(focus);
    screen.note(
        boxed ? ""
              : "The whole cave: move keys look | v scores, a again, n new, "
                "m menu, q quit");
    screen.draw(boxed ? &box : nullptr, boxed ? end_tint(view) : Tint::None);
    const int key = wait_key(terminal);
    if (key == Terminal::kGone) return std::nullopt;
    if (key == 'a' || key == 'A') return EndChoice::Again;
    if (key == 'n' || key == 'N') return EndChoice::NewMaze;
    if (key == 'm' || key == 'M') return EndChoice::Menu;
    if (key == 'q' || key == 'Q') return EndChoice::Quit;
    if (key == 'v' || key == 'V' || key == ' ' || key == Terminal::kEsc) {
      boxed = !boxed;
      continue;
    }
    if (boxed && (key == KEY_UP || key == KEY_DOWN)) {
      const int last = std::max(
          0, static_cast<int>(box.lines.size()) - (terminal.height() - 2));
      box.scroll = std::clamp(box.scroll + (key == KEY_UP ? -1 : 1), 0, last);
      continue;
    }
    const auto action = keymap.lookup(key);
    if (!boxed && action)
      if (const auto d = move_direction(*action))
        focus.room = look_from(view, *focus.room, *d);
  }
}

}  // namespace wumpus::ui
