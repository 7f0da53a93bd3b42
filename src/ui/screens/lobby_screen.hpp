// The lobby of a shared-play server, as a client draws it: the caves with
// their players, size, preset, turn, state, spectators and idle time, and
// the keys to join, watch, create, see the high scores or leave. The list
// scrolls (arrows, PageUp/PageDown, Home/End), keeps the chosen cave
// chosen as the list refreshes, and can be filtered and ordered.
#pragma once

#include "net/protocol.hpp"
#include "scores/score_board.hpp"
#include "ui/screens/game_choice.hpp"
#include "ui/terminal/screen_frame.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

enum class LobbyAction {
  None,
  Join,
  Watch,
  Create,
  Scores,
  Refresh,
  Help,
  Quit
};

// Which caves the list shows, and in what order (f and o cycle them).
enum class LobbyFilter { All, Open, Mine, Watched };
enum class LobbyOrder { Number, Newest, Players, Idle };

class LobbyScreen {
 public:
  explicit LobbyScreen(std::string player) : player_(std::move(player)) {}

  void set_caves(std::vector<net::CaveSummary> caves);
  // The presets this client knows (the server's own, when it runs on the
  // server's host as a forced command): the chosen cave's line says its
  // preset's guess policy.
  void set_presets(std::vector<PresetInfo> presets) {
    presets_ = std::move(presets);
  }
  void set_note(std::string note) { note_ = std::move(note); }
  // The terminal's height: how many caves a page holds.
  void set_height(int rows);
  // A key: moves the cursor or names an action.
  LobbyAction key(int key);
  const net::CaveSummary* selected() const;
  Overlay overlay() const;

 private:
  // Lists the caves the filter keeps, in order, the cave `chosen_id`
  // still chosen when it is among them.
  void arrange(std::optional<std::uint32_t> chosen_id);
  std::optional<std::uint32_t> chosen_id() const;
  bool keeps(const net::CaveSummary& cave) const;
  void move_cursor(long by);
  std::size_t page() const;
  std::string chosen_line() const;

  std::string player_;
  std::vector<net::CaveSummary> caves_;
  std::vector<std::size_t> shown_;  // indexes into caves_
  std::size_t cursor_ = 0;          // into shown_
  std::size_t top_ = 0;             // first of shown_ on screen
  int rows_ = 24;
  LobbyFilter filter_ = LobbyFilter::All;
  LobbyOrder order_ = LobbyOrder::Number;
  std::string note_;
  std::vector<PresetInfo> presets_;
};

Overlay scores_overlay(const std::vector<net::ScoreLine>& best);
// A server's score line as the score tables show one, made printable.
scores::ScoreEntry score_entry_of(const net::ScoreLine& line);
Overlay lobby_help();

}  // namespace wumpus::ui
