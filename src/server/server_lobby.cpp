// The lobby's list of caves: who plays each, how far, how long idle.
// Read on the loop, each cave under its mutex.
#include "game_api/view_json.hpp"
#include "server/server.hpp"

#include <algorithm>

namespace wumpus::server {

void Server::send_lobby(Session& session) {
  net::Lobby lobby;
  const auto now = std::chrono::steady_clock::now();
  for (const auto& [id, shared] : caves_.caves()) {
    const Cave& cave = *shared;
    CaveLock lock(shared->mutex);
    net::CaveSummary summary;
    summary.id = id;
    summary.owner = cave.owner;
    summary.is_private = cave.options.is_private;
    summary.spectators = static_cast<std::uint32_t>(cave.table->spectators());
    summary.round = cave.table->round();
    summary.invited = cave.table->invited(session.name);
    for (const auto& [key, recipient] : cave.recipients)
      if (const auto watcher = recipient.session.lock();
          watcher && recipient.watching)
        summary.watchers.push_back(watcher->name);
    game::Time last{};
    for (game::PlayerId seat : cave.table->seats()) {
      const auto view = cave.table->view(seat, false);
      summary.players.push_back(view.name);
      summary.turn = std::max(summary.turn, view.turn);
      if (summary.shape.empty()) {
        summary.shape = view.cave.shape;
        summary.preset = view.cave.preset;
        summary.state = game::outcome_name(view.table.team);
      }
      last = std::max(last, cave.table->last_input(seat));
    }
    summary.idle_seconds = static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::seconds>(now - last).count());
    lobby.caves.push_back(std::move(summary));
  }
  session.send(lobby);
}

}  // namespace wumpus::server
