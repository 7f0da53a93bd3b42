// A walk (travel or explore) as the game screen runs it: one step sent at
// a time and judged when its answer arrives. In shared play a walk is a
// standing order, one step a round: it waits for the round to move on
// and stops on news meanwhile. Its pace is the player's choice (fast,
// instant, slow).
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"
#include "ui/play/travel.hpp"
#include "ui/play/walk.hpp"

#include <optional>
#include <string>
#include <variant>

namespace wumpus::ui {

class WalkRunner {
 public:
  // Nothing to do yet (waiting for an answer or the round), a step to
  // send, a step to ask about first, or why the walk ended.
  using Next = std::variant<std::monostate, game_api::Command, WalkQuestion,
                            std::string>;

  void start(Walk walk) { walk_ = std::move(walk); }
  void stop();
  bool walking() const { return walk_.has_value(); }
  bool exploring() const { return walk_ && walk_->exploring(); }
  // Waiting for the shared round to move on before the next step.
  bool waiting_for_round() const { return walk_ && round_from_; }

  // Every view the screen gets, so walks remember what earlier ones told.
  void observe(const game_api::PlayerView& view) { memory_.observe(view); }
  // The next step from `view`; a step returned counts as sent.
  Next next(const game_api::PlayerView& view);
  // Judges a fresh view against the step or round it waited for: why the
  // walk stopped, if it did.
  std::optional<std::string> judge(const game_api::PlayerView& view);

  // The pace: milliseconds between steps (0: drawn only where it stops).
  int step_ms() const;
  // Moves to the next pace; its name.
  const char* next_speed();

 private:
  std::optional<Walk> walk_;
  WalkMemory memory_;  // what walks need from the views before this one
  std::optional<game_api::PlayerView> step_from_;   // a step under way
  std::optional<game_api::PlayerView> round_from_;  // waiting for the round
  int speed_ = 0;  // index into the paces (walk_runner.cpp)
};

}  // namespace wumpus::ui
