#include "ui/lobby_screen.hpp"

#include "base/printable.hpp"

#include <curses.h>
#include <fmt/core.h>

namespace wumpus::ui {
namespace {

std::string players_of(const net::CaveSummary& cave) {
  std::string text;
  for (const auto& name : cave.players) {
    if (!text.empty()) text += ',';
    text += base::printable(name);
  }
  return text;
}

std::string idle(std::uint32_t seconds) {
  if (seconds < 60) return fmt::format("{}s", seconds);
  if (seconds < 3600) return fmt::format("{}m", seconds / 60);
  return fmt::format("{}h", seconds / 3600);
}

}  // namespace

void LobbyScreen::set_caves(std::vector<net::CaveSummary> caves) {
  caves_ = std::move(caves);
  if (cursor_ >= caves_.size())
    cursor_ = caves_.empty() ? 0 : caves_.size() - 1;
}

const net::CaveSummary* LobbyScreen::selected() const {
  return caves_.empty() ? nullptr : &caves_[cursor_];
}

LobbyAction LobbyScreen::key(int key) {
  switch (key) {
    case KEY_UP:
    case 'k':
      if (cursor_ > 0) --cursor_;
      return LobbyAction::None;
    case KEY_DOWN:
    case 'j':
      if (cursor_ + 1 < caves_.size()) ++cursor_;
      return LobbyAction::None;
    case '\n':
    case '\r':
    case KEY_ENTER:
      return selected() ? LobbyAction::Join : LobbyAction::None;
    case 'w':
      return selected() ? LobbyAction::Watch : LobbyAction::None;
    case 'c':
      return LobbyAction::Create;
    case 's':
      return LobbyAction::Scores;
    case 'r':
      return LobbyAction::Refresh;
    case '?':
      return LobbyAction::Help;
    case 'q':
      return LobbyAction::Quit;
    default:
      return LobbyAction::None;
  }
}

Overlay LobbyScreen::overlay() const {
  Overlay overlay;
  overlay.title = "wumpus lobby: " + base::printable(player_);
  overlay.lines.push_back(
      {fmt::format("  {:>3} {:<10} {:<20} {:<12} {:<8} {:>5} {:<8} {:>5} {:>5}",
                   "#", "owner", "players", "cave", "preset", "turn", "state",
                   "watch", "idle"),
       Style::Text});
  if (caves_.empty())
    overlay.lines.push_back(
        {"  No caves yet: press c to create one.", Style::Text});
  for (std::size_t i = 0; i < caves_.size(); ++i) {
    const auto& c = caves_[i];
    const bool on = i == cursor_;
    overlay.lines.push_back(
        {fmt::format("{} {:>3} {:<10.10} {:<20.20} {:<12.12} {:<8.8} {:>5} "
                     "{:<8.8} {:>5} {:>5}",
                     on ? ">" : " ", c.id, base::printable(c.owner),
                     players_of(c), base::printable(c.shape),
                     base::printable(c.preset), c.turn,
                     c.is_private ? "private" : base::printable(c.state),
                     c.spectators, idle(c.idle_seconds)),
         on ? Style::Player : Style::Text});
  }
  overlay.lines.push_back({"", Style::Text});
  if (!note_.empty())
    overlay.lines.push_back({base::printable(note_), Style::Danger});
  overlay.lines.push_back(
      {"Enter: join  w: watch  c: create  s: scores  r: refresh  ?: help  "
       "q: quit",
       Style::Text});
  return overlay;
}

Overlay scores_overlay(const std::vector<net::ScoreLine>& best) {
  Overlay overlay;
  overlay.title = "High scores on this server";
  if (best.empty())
    overlay.lines.push_back({"Nobody has finished a game yet.", Style::Text});
  for (std::size_t i = 0; i < best.size(); ++i) {
    const auto& e = best[i];
    overlay.lines.push_back(
        {fmt::format("{:>2}. {:>5}  {:<16.16} {:<24.24} {}", i + 1, e.points,
                     base::printable(e.name),
                     e.won ? "won" : base::printable(e.cause),
                     base::printable(e.cave)),
         Style::Text});
  }
  overlay.lines.push_back({"", Style::Text});
  overlay.lines.push_back({"any key: back to the lobby", Style::Text});
  return overlay;
}

Overlay lobby_help() {
  Overlay overlay;
  overlay.title = "Shared play";
  for (const char* line :
       {"Every cave here is shared: join one to play in it with the others,",
        "each with your own fog of war; watch one (w) to follow a player",
        "of your choice, read-only (:watch NAME turns to another), and",
        "talk to them.",
        "In a cave, a round waits for every player's move (or 30 s);",
        "looking, turning and talking never wait.",
        "  \" or :say TEXT  talk to the cave    :who  who is there",
        "  :restart / :new  asks the others (the owner decides alone)",
        "Leaving or losing the connection keeps your seat: connect again",
        "and you are back where you were.", "", "any key: back"})
    overlay.lines.push_back({line, Style::Text});
  return overlay;
}

}  // namespace wumpus::ui
