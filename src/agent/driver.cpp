#include "agent/driver.hpp"

#include <chrono>

namespace wumpus::agent {

GameRecord play_game(game_api::TableLink& link, Agent& agent,
                     const DriveOptions& options) {
  GameRecord record;
  link.update();
  while (link.view().outcome == game_api::Outcome::Playing) {
    if (record.commands >= options.max_commands) {
      record.cause = "command limit";
      break;
    }
    const auto start = std::chrono::steady_clock::now();
    const Decision decision = agent.decide(link.view());
    record.decision_seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
    if (options.on_decision) options.on_decision(decision, link.view(), agent);
    if (!decision.command) {
      record.cause = "gave up";
      break;
    }
    link.send(game_api::Input{*decision.command});
    link.update();
    ++record.commands;
    if (options.on_step) options.on_step(decision, link.view());
    if (auto why = options.stop ? options.stop() : std::nullopt) {
      record.cause = std::move(*why);
      break;
    }
  }
  const game_api::PlayerView& view = link.view();
  record.outcome = view.outcome;
  if (view.outcome != game_api::Outcome::Playing) record.cause = view.cause;
  record.guessed = agent.guessed();
  record.guesses = agent.guesses();
  record.max_risk = agent.max_risk();
  record.fatal_risk = agent.max_fatal_risk();
  record.fatal_steps = agent.fatal_steps();
  record.turns = view.turn;
  record.score = view.score;
  return record;
}

}  // namespace wumpus::agent
