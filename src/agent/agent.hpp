// The agent: reads every view its player gets, keeps what it has learned,
// and picks the next command from the view, the messages and the
// documented rules alone. It links game_api, never the engine, so it
// cannot peek at the hidden world.
#pragma once

#include "agent/memory.hpp"
#include "agent/planner.hpp"
#include "agent/risk_model.hpp"
#include "agent/wumpus_tracker.hpp"
#include "inference/hazard_inference.hpp"
#include "inference/kept_inference.hpp"

namespace wumpus::agent {

// What the agent believes at its latest decision, for overlays and logs.
struct Belief {
  inference::HazardBelief hazards;
  RiskModel risk;
  Decision decision;
  bool wumpus_awake = false;
};

class Agent {
 public:
  // The command for this view, and why; no command when the game is over
  // or nothing worth doing is left.
  Decision decide(const game_api::PlayerView& view);

  // Advising a player rather than playing: what the player did since the
  // last decision (not what the agent decided), for the next view to be
  // read against.
  void player_did(const Action& done) { last_ = done; }

  const Belief& belief() const { return belief_; }
  // Some command so far risked the agent's life.
  bool guessed() const { return guesses_ > 0; }
  int guesses() const { return guesses_; }
  double max_risk() const { return max_risk_; }
  // The highest chance of death one command accepted (bat rides and
  // roped pits aside).
  double max_fatal_risk() const { return max_fatal_risk_; }
  // Ambiguous moments: commands that risked death (fatal_risk above 0),
  // taken because nothing proven safe led on.
  int fatal_steps() const { return fatal_steps_; }

 private:
  Memory memory_;
  WumpusTracker tracker_;
  inference::KeptInference inference_;
  Belief belief_;
  Action last_;
  maze::RoomId came_from_ = maze::kNoRoom;
  bool last_take_ = false;
  int gold_before_ = 0;
  int idle_turns_ = 0;
  int bat_rides_ = 0;
  int guesses_ = 0;
  double max_risk_ = 0;
  double max_fatal_risk_ = 0;
  int fatal_steps_ = 0;
};

}  // namespace wumpus::agent
