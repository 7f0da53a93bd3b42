// The lobby of a shared-play server, as a client draws it: the caves with
// their players, size, preset, turn, state, spectators and idle time, and
// the keys to join, watch, create, see the high scores or leave.
#pragma once

#include "net/protocol.hpp"
#include "ui/frame.hpp"

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

class LobbyScreen {
 public:
  explicit LobbyScreen(std::string player) : player_(std::move(player)) {}

  void set_caves(std::vector<net::CaveSummary> caves);
  void set_note(std::string note) { note_ = std::move(note); }
  // A key: moves the cursor or names an action.
  LobbyAction key(int key);
  const net::CaveSummary* selected() const;
  Overlay overlay() const;

 private:
  std::string player_;
  std::vector<net::CaveSummary> caves_;
  std::size_t cursor_ = 0;
  std::string note_;
};

Overlay scores_overlay(const std::vector<net::ScoreLine>& best);
Overlay lobby_help();

}  // namespace wumpus::ui
