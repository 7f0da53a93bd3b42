// The lobby's list of caves: who plays each, how far, how long idle.
// Read on the loop, each cave under its mutex.
#include "game_api/view_json.hpp"
#include "server/server.hpp"

#include <algorithm>

namespace wumpus::server {

void Server::send_lobby(ClientSession& session) {
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
    // No seat's view is built: a lobby asks every few seconds, and a
    // view holds every room its player knows.
    const game_api::TableView table = cave.table->table_view();
    for (const game_api::SeatView& seat : table.seats)
      summary.players.push_back(seat.name);
    if (!table.seats.empty()) {
      const game_api::CaveInfo info = cave.table->game().cave_info(false);
      summary.shape = info.shape;
      summary.preset = info.preset;
      summary.state = game_api::outcome_name(table.team);
    }
    game::Time last{};
    for (game_api::PlayerId seat : cave.table->seats()) {
      if (const game::Player* p = cave.table->game().world().player(seat))
        summary.turn = std::max(summary.turn, p->turns);
      last = std::max(last, cave.table->last_input(seat));
    }
    summary.idle_seconds = static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::seconds>(now - last).count());
    lobby.caves.push_back(std::move(summary));
  }
  session.send(lobby);
}

}  // namespace wumpus::server
