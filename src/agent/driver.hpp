// Plays one whole game through a table link: asks the agent, sends its
// command, reads the view back, until the game ends, the agent has
// nothing left worth doing, or a command limit is reached.
#pragma once

#include "agent/agent.hpp"
#include "game_api/table_link.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::agent {

struct GameRecord {
  game_api::Outcome outcome = game_api::Outcome::Playing;
  std::string cause;     // how it died, "gave up" or "command limit"
  bool guessed = false;  // some command risked death
  int guesses = 0;
  double max_risk = 0;
  double fatal_risk = 0;  // the highest chance of death one step accepted
  int fatal_steps = 0;    // ambiguous moments: steps that risked death
  int commands = 0;
  std::uint32_t turns = 0;
  int score = 0;
  std::vector<double> decision_seconds;  // one per decision
};

struct DriveOptions {
  int max_commands = 5000;
  // Called after every command with the decision it carried out.
  std::function<void(const Decision&, const game_api::PlayerView&)> on_step;
  // Called with each decision before it is sent, the view it was made
  // from and the agent (its belief) at that moment.
  std::function<void(const Decision&, const game_api::PlayerView&,
                     const Agent&)>
      on_decision;
  // Asked after every command: why to stop the game there (the mod check
  // stops a game whose hooks keep failing), or nothing to go on.
  std::function<std::optional<std::string>()> stop;
};

GameRecord play_game(game_api::TableLink& link, Agent& agent,
                     const DriveOptions& options = {});

}  // namespace wumpus::agent
