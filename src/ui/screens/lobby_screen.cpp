#include "ui/screens/lobby_screen.hpp"

#include "base/printable.hpp"
#include "game_api/player_names.hpp"
#include "scores/score_lines.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>
#include <optional>

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

constexpr const char* kFilterNames[] = {"all", "open", "my", "watched"};
// A score row in a box at 80 columns, its sides and margins off.
constexpr int kBoxScoreWidth = 76;
constexpr const char* kOrderNames[] = {"number", "newest", "players",
                                       "idle time"};

std::string idle(std::uint32_t seconds) {
  if (seconds < 60) return fmt::format("{}s", seconds);
  if (seconds < 3600) return fmt::format("{}m", seconds / 60);
  return fmt::format("{}h", seconds / 3600);
}

}  // namespace

void LobbyScreen::set_caves(std::vector<net::CaveSummary> caves) {
  const auto chosen = chosen_id();
  caves_ = std::move(caves);
  arrange(chosen);
}

void LobbyScreen::set_height(int rows) {
  rows_ = rows;
  move_cursor(0);
}

bool LobbyScreen::keeps(const net::CaveSummary& cave) const {
  switch (filter_) {
    case LobbyFilter::All:
      return true;
    case LobbyFilter::Open:
      return !cave.is_private && cave.state == "playing";
    case LobbyFilter::Mine:
      return cave.invited || game_api::same_name(cave.owner, player_) ||
             std::any_of(cave.players.begin(), cave.players.end(),
                         [this](const std::string& name) {
                           return game_api::same_name(name, player_);
                         });
    case LobbyFilter::Watched:
      return cave.spectators > 0;
  }
  return true;
}

void LobbyScreen::arrange(std::optional<std::uint32_t> chosen_id) {
  shown_.clear();
  for (std::size_t i = 0; i < caves_.size(); ++i)
    if (keeps(caves_[i])) shown_.push_back(i);
  const auto by = [this](auto key) {
    return [this, key](std::size_t a, std::size_t b) {
      return key(caves_[a]) < key(caves_[b]);
    };
  };
  using Cave = net::CaveSummary;
  switch (order_) {
    case LobbyOrder::Number:
      std::stable_sort(shown_.begin(), shown_.end(),
                       by([](const Cave& c) { return c.id; }));
      break;
    case LobbyOrder::Newest:
      std::stable_sort(shown_.begin(), shown_.end(), by([](const Cave& c) {
                         return -static_cast<std::int64_t>(c.id);
                       }));
      break;
    case LobbyOrder::Players:
      std::stable_sort(shown_.begin(), shown_.end(), by([](const Cave& c) {
                         return std::pair(-static_cast<long>(c.players.size()),
                                          c.id);
                       }));
      break;
    case LobbyOrder::Idle:
      std::stable_sort(shown_.begin(), shown_.end(), by([](const Cave& c) {
                         return std::pair(c.idle_seconds, c.id);
                       }));
      break;
  }
  cursor_ = 0;
  for (std::size_t i = 0; i < shown_.size(); ++i)
    if (chosen_id && caves_[shown_[i]].id == *chosen_id) cursor_ = i;
  move_cursor(0);
}

// The rows the box holds, less its border, the header, the line of the
// count and the chosen cave, the note and the two lines of keys.
std::size_t LobbyScreen::page() const {
  return static_cast<std::size_t>(std::max(1, rows_ - 2 - 1 - 1 - 1 - 2));
}

void LobbyScreen::move_cursor(long by) {
  if (shown_.empty()) {
    cursor_ = top_ = 0;
    return;
  }
  const long last = static_cast<long>(shown_.size()) - 1;
  cursor_ = static_cast<std::size_t>(
      std::clamp(static_cast<long>(cursor_) + by, 0L, last));
  if (cursor_ < top_) top_ = cursor_;
  if (cursor_ >= top_ + page()) top_ = cursor_ + 1 - page();
  top_ = std::min(top_, shown_.size() > page() ? shown_.size() - page() : 0);
}

const net::CaveSummary* LobbyScreen::selected() const {
  return cursor_ < shown_.size() ? &caves_[shown_[cursor_]] : nullptr;
}

std::optional<std::uint32_t> LobbyScreen::chosen_id() const {
  const auto* chosen = selected();
  return chosen ? std::optional(chosen->id) : std::nullopt;
}

// The chosen cave at length: an invitation, its round, who plays, who
// watches, and its preset's guess policy ("cave 3, round 5: alice, bob
// play; carol watches; no guess needed"); it follows the count of caves
// shown on the line under the list, and is cut at 76 columns, so the
// policy (the list shows the preset) comes last.
std::string LobbyScreen::chosen_line() const {
  const net::CaveSummary* c = selected();
  if (!c) return "";
  const auto names = [](const std::vector<std::string>& list) {
    std::string out;
    for (const std::string& name : list)
      out += (out.empty() ? "" : ", ") + base::printable(name);
    return out;
  };
  // An invitation first: the line is cut at 76 columns.
  std::string line = c->invited
                         ? fmt::format("cave {}: {} invites you, Enter joins; ",
                                       c->id, base::printable(c->owner))
                         : fmt::format("cave {}, ", c->id);
  line += fmt::format("round {}: ", c->round);
  line +=
      c->players.empty()
          ? "nobody plays"
          : names(c->players) + (c->players.size() == 1 ? " plays" : " play");
  line += c->watchers.empty()
              ? "; nobody watches"
              : "; " + names(c->watchers) +
                    (c->watchers.size() == 1 ? " watches" : " watch");
  for (const PresetInfo& preset : presets_)
    if (preset.name == c->preset)
      line += fmt::format("; {}", policy_words(preset.policy));
  return line;
}

LobbyAction LobbyScreen::key(int key) {
  const long page_size = static_cast<long>(page());
  switch (key) {
    case KEY_UP:
    case 'k':
      move_cursor(-1);
      return LobbyAction::None;
    case KEY_DOWN:
    case 'j':
      move_cursor(1);
      return LobbyAction::None;
    case KEY_PPAGE:
      move_cursor(-page_size);
      return LobbyAction::None;
    case KEY_NPAGE:
      move_cursor(page_size);
      return LobbyAction::None;
    case KEY_HOME:
    case 'g':
      move_cursor(-static_cast<long>(cursor_));
      return LobbyAction::None;
    case KEY_END:
    case 'G':
      move_cursor(static_cast<long>(shown_.size()));
      return LobbyAction::None;
    case 'f':
      filter_ = static_cast<LobbyFilter>((static_cast<int>(filter_) + 1) % 4);
      arrange(chosen_id());
      return LobbyAction::None;
    case 'o':
      order_ = static_cast<LobbyOrder>((static_cast<int>(order_) + 1) % 4);
      arrange(chosen_id());
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
      {fmt::format("  {:>3} {:<9} {:<16} {:<9} {:<7} {:>5} {:<7} {:>5} {:>4}",
                   "#", "owner", "players", "cave", "preset", "turn", "state",
                   "watch", "idle"),
       Style::Text});
  if (caves_.empty())
    overlay.lines.push_back(
        {"  No caves yet: press c to create one.", Style::Text});
  else if (shown_.empty())
    overlay.lines.push_back(
        {"  No cave passes the filter: press f for the next.", Style::Text});
  const std::size_t end = std::min(shown_.size(), top_ + page());
  for (std::size_t i = top_; i < end; ++i) {
    const auto& c = caves_[shown_[i]];
    const bool on = i == cursor_;
    overlay.lines.push_back(
        {fmt::format("{} {:>3} {:<9.9} {:<16.16} {:<9.9} {:<7.7} {:>5} "
                     "{:<7.7} {:>5} {:>4}",
                     on ? ">" : " ", c.id, base::printable(c.owner),
                     players_of(c), base::printable(c.shape),
                     base::printable(c.preset), c.turn,
                     c.invited      ? "invited"
                     : c.is_private ? "private"
                                    : base::printable(c.state),
                     c.spectators, idle(c.idle_seconds)),
         on ? Style::Player : Style::Text});
  }
  std::string below =
      shown_.size() > page()
          ? fmt::format("  {}-{} of {} caves", top_ + 1, end, shown_.size())
          : "";
  if (const std::string chosen = chosen_line(); !chosen.empty())
    below += (below.empty() ? "  " : " | ") + chosen;
  // Within the 76 columns of an 80x24 box (names are ASCII).
  if (below.size() > 76) below = below.substr(0, 75) + "~";
  overlay.lines.push_back({below, Style::Text});
  if (!note_.empty())
    overlay.lines.push_back({base::printable(note_), Style::Danger});
  overlay.lines.push_back(
      {"Enter: join  w: watch  c: create  s: scores  r: refresh  ?: help  "
       "q: quit",
       Style::Text});
  overlay.lines.push_back(
      {fmt::format("f: show {} caves  o: order by {}  PgUp/PgDn: page",
                   kFilterNames[static_cast<int>(filter_)],
                   kOrderNames[static_cast<int>(order_)]),
       Style::Text});
  return overlay;
}

scores::ScoreEntry score_entry_of(const net::ScoreLine& line) {
  scores::ScoreEntry entry;
  entry.name = base::printable(line.name);
  entry.points = line.points;
  entry.won = line.won;
  entry.cause = base::printable(line.cause);
  entry.turns = line.turns;
  entry.maze = base::printable(line.cave);
  entry.preset = base::printable(line.preset);
  entry.policy = line.policy;
  entry.replay = line.replay;
  entry.rules_version = line.rules_version;
  return entry;
}

Overlay scores_overlay(const std::vector<net::ScoreLine>& best) {
  Overlay overlay;
  overlay.title = "High scores on this server";
  if (best.empty())
    overlay.lines.push_back({"Nobody has finished a game yet.", Style::Text});
  for (std::size_t i = 0; i < best.size(); ++i) {
    if (i == 0) overlay.lines.push_back({scores::score_header(), Style::Item});
    for (const std::string& line :
         scores::score_lines(score_entry_of(best[i]), i + 1, kBoxScoreWidth))
      overlay.lines.push_back({line, Style::Text});
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
        "The list: arrows, PgUp/PgDn, Home/End move; f shows all, open,",
        "your own or watched caves; o orders them by number, newest,",
        "players or idle time.",
        "In a cave, a round waits for every player's move (or 30 s);",
        "looking, turning and talking never wait.",
        "  \" or :say TEXT  talk to the cave    :who  who is there",
        "  :restart / :new  asks the others (the owner decides alone)",
        "  :invite NAME  lets a player into your private cave",
        "Leaving or losing the connection keeps your seat: connect again",
        "and you are back where you were.", "", "any key: back"})
    overlay.lines.push_back({line, Style::Text});
  return overlay;
}

}  // namespace wumpus::ui
