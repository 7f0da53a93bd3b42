#include "server/caves/cave_digest.hpp"

#include "game_api/view_json.hpp"
#include "server/caves/cave_store.hpp"
#include "server/sessions/client_session.hpp"
#include "server/sessions/player_name.hpp"

#include <algorithm>

namespace wumpus::server {

void refresh_digest(Cave& cave) {
  const game::Table& table = *cave.table;
  if (const auto old = cave.digest.get();
      old && old->version == table.version() &&
      old->recipients == cave.recipients.size())
    return;
  auto digest = std::make_shared<CaveDigest>();
  digest->version = table.version();
  digest->recipients = cave.recipients.size();
  net::CaveSummary& summary = digest->summary;
  summary.id = cave.id;
  summary.owner = cave.owner;
  summary.is_private = cave.options.is_private;
  summary.spectators = static_cast<std::uint32_t>(table.spectators());
  summary.round = table.round();
  for (const auto& [key, recipient] : cave.recipients)
    if (const auto watcher = recipient.session.lock();
        watcher && recipient.watching)
      summary.watchers.push_back(watcher->name());
  // No seat's view is built: a view holds every room its player knows.
  const game_api::TableView seats = table.table_view();
  for (const game_api::SeatView& seat : seats.seats)
    summary.players.push_back(seat.name);
  if (!seats.seats.empty()) {
    const game_api::CaveInfo info = table.game().cave_info(false);
    summary.shape = info.shape;
    summary.preset = info.preset;
    summary.state = game_api::outcome_name(seats.team);
  }
  for (game_api::PlayerId seat : table.seats()) {
    if (const game::Player* p = table.game().world().player(seat)) {
      summary.turn = std::max(summary.turn, p->turns);
      if (table.playing(seat)) digest->playing.insert(folded_name(p->name));
    }
    digest->last_input = std::max(digest->last_input, table.last_input(seat));
  }
  const auto invited = table.invitations();
  digest->invited = {invited.begin(), invited.end()};
  for (const auto& [request, proposer] : table.open_votes())
    digest->open_votes[request] = folded_name(proposer);
  cave.digest.set(std::move(digest));
}

}  // namespace wumpus::server
