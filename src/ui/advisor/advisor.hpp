// The advisor of a human's game: the agent reads the player's own view
// (as it does when it plays, so it is honest by construction: it sees no
// more than the player) and the map shows each room's chance of death by
// its exact inference, with the step it would take and why. Showing it
// marks the game's score as advised (the table is told).
#pragma once

#include "agent/agent.hpp"
#include "game_api/command.hpp"
#include "game_api/player_view.hpp"
#include "ui/advisor/advisor_aim.hpp"
#include "ui/terminal/glyphs.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>

namespace wumpus::ui {

class Advisor {
 public:
  // The player sent `command` from `before`: the next view is read
  // against it (a move that may meet bats, a shot that may wake the
  // Wumpus).
  void sent(const game_api::PlayerView& before,
            const game_api::Command& command);
  // Reads the view and works out the advice for it. A view whose turn
  // went back (a restart, a new cave) starts the agent afresh: what it
  // learnt was of another game.
  void read(const game_api::PlayerView& view);

  // The map's marks for rooms seen but not entered, and beside them (see
  // ui/advisor/advisor_marks.hpp).
  const std::unordered_map<maze::RoomId, Mark>& marks() const { return marks_; }
  const std::unordered_map<maze::RoomId, AsideMarks>& aside() const {
    return aside_;
  }
  // "Advisor: northeast to explore (3,1); safe: no breeze next door", for
  // the prompt row; "Advisor (gold seen): ..." when the target changed.
  std::string advice() const { return advice_; }
  // The room the advice leads to (kNoRoom: none), which the travel
  // cursor starts on.
  maze::RoomId target() const { return target_; }
  // The command the advice names (none: nothing advised).
  const std::optional<game_api::Command>& command() const { return command_; }
  // What entering the room risks, for the travel cursor:
  // "(3,1): 33% deadly: a pit 33%"; `view` is the one last read.
  std::string about(const game_api::PlayerView& view, maze::RoomId room) const;

  // What its marks mean (advisor_legend()).
  static std::string legend();

 private:
  agent::Agent agent_;
  bool started_ = false;
  std::uint32_t turn_ = 0;  // of the last view read
  AdvisorAim aim_;
  std::unordered_map<maze::RoomId, Mark> marks_;
  std::unordered_map<maze::RoomId, AsideMarks> aside_;
  std::string advice_;
  maze::RoomId target_ = maze::kNoRoom;
  std::optional<game_api::Command> command_;
};

}  // namespace wumpus::ui
