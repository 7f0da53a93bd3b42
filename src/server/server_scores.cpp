// The server's high scores: the table a player asks for, and each
// finished game recorded once, as every front end records it.
#include "game/layout/daily.hpp"
#include "scores/finished_game.hpp"
#include "server/server.hpp"

namespace wumpus::server {
namespace {

constexpr int kHighScores = 20;

}  // namespace

void Server::send_scores(ClientSession& session, const std::string& daily) {
  net::Scores reply;
  std::string error;
  // A day that is no date asks for no table: nothing is listed.
  if (daily.empty() || game::valid_day(daily))
    for (const auto& entry : scores_->top(kHighScores, &error, daily))
      reply.best.push_back({entry.name, entry.points, entry.won, entry.cause,
                            entry.turns, entry.maze, entry.preset, entry.policy,
                            entry.replay, entry.rules_version});
  session.send(reply);
}

std::vector<game_api::PlayerView> Server::newly_finished(Cave& cave) {
  std::vector<game_api::PlayerView> finished;
  for (game_api::PlayerId seat : cave.table->seats()) {
    // Every publish asks, so the cheap question comes first.
    if (cave.scored.count(seat) || cave.table->playing(seat)) continue;
    auto view = cave.table->view(seat, false);
    if (view.outcome == game_api::Outcome::Playing) continue;
    cave.scored.insert(seat);
    finished.push_back(std::move(view));
  }
  return finished;
}

void Server::record_scores(const std::vector<game_api::PlayerView>& finished) {
  for (const auto& view : finished) {
    std::string error;
    scores::record_finished_game(*scores_, view, view.name, &error);
  }
}

}  // namespace wumpus::server
