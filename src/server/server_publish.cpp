// What the server sends a cave's players and spectators when the cave
// changes: built on whichever strand changed it, under the cave's mutex,
// each player's view once however many watch it; delivered on the loop,
// which owns the sessions.
#include "server/server.hpp"
#include "server/sessions/view_frames.hpp"

#include <algorithm>
#include <optional>
#include <utility>

namespace wumpus::server {
namespace {

// The player's view now. The game says whether a change reached it since
// it was last built (Game::view_revision); unreached, it is that view,
// with the table's part put in when the table changed. `table` is the
// table's part, the same in every view.
std::shared_ptr<const game_api::PlayerView> current_view(
    Cave& cave, game_api::PlayerId player, const game_api::TableView& table) {
  auto& built = cave.views[player];
  const auto revision = cave.table->game().view_revision(player);
  if (built.view && built.revision == revision) {
    if (built.view->table == table) return built.view;
    auto view = std::make_shared<game_api::PlayerView>(*built.view);
    view->table = table;
    return built.view = std::move(view);
  }
  auto view = std::make_shared<game_api::PlayerView>(
      cave.table->game().view(player, false));
  view->table = table;
  built = {revision, view};
  return view;
}

}  // namespace

void Server::publish(Cave& cave) {
  refresh_digest(cave);
  const auto version = cave.table->version();
  std::map<game_api::PlayerId, std::shared_ptr<const game_api::PlayerView>>
      views;
  std::optional<game_api::TableView> table;  // made once, when first needed
  std::vector<Delivery> deliveries;
  // The views it saw stay alive until publish returns (views and the
  // deliveries hold them).
  game_api::FieldPatchMemo memo;
  ViewFrames frames;
  for (auto& [key, recipient] : cave.recipients) {
    if (recipient.seen_version == version) continue;
    recipient.seen_version = version;
    Delivery delivery;
    delivery.session = recipient.session;
    delivery.seat_epoch = recipient.seat_epoch;
    delivery.player = recipient.player;
    delivery.watching = recipient.watching;
    auto& view = views[recipient.player];
    if (!view) {
      if (!table) table = cave.table->table_view();
      view = current_view(cave, recipient.player, *table);
    }
    // The delta says whether the view changed (one walk of both views,
    // where comparing and then diffing took two) and is encoded here,
    // beside the other caves, not on the loop. The very view sent last
    // has none.
    std::optional<net::ViewDelta> delta;
    if (recipient.last_view && recipient.last_view != view)
      delta = net::make_delta(*recipient.last_view, *view, &memo);
    if (!recipient.last_view || (delta && !delta->empty())) {
      delivery.frame = delta ? frames.frame(std::move(*delta), *view)
                             : encode_view_frame(nullptr, *view);
      delivery.made_from = std::exchange(recipient.last_view, view);
      delivery.view = view;
    }
    if (const auto* stream = cave.table->game().messages(recipient.player)) {
      delivery.messages = stream->since(recipient.seen_seq);
      if (!delivery.messages.empty())
        recipient.seen_seq = delivery.messages.back().seq;
    }
    if (delivery.view || !delivery.messages.empty())
      deliveries.push_back(std::move(delivery));
  }
  auto finished = newly_finished(cave);
  if (deliveries.empty() && finished.empty()) return;
  // Posted with the mutex held, so the loop gets a cave's changes in
  // the order they happened.
  asio::post(loop_, [this, id = cave.id, deliveries = std::move(deliveries),
                     finished = std::move(finished)]() mutable {
    deliver(id, std::move(deliveries), std::move(finished));
  });
}

void Server::deliver(std::uint32_t id, std::vector<Delivery> deliveries,
                     std::vector<game_api::PlayerView> finished) {
  // The last message each seat was sent: a message built for a session
  // dropped meanwhile was not.
  std::map<game_api::PlayerId, std::uint64_t> delivered;
  for (auto& delivery : deliveries) {
    const auto session = delivery.session.lock();
    if (!session || !session->open() ||
        session->seat_epoch() != delivery.seat_epoch)
      continue;
    if (delivery.view)
      session->send_view(std::move(delivery.view),
                         std::move(delivery.made_from),
                         std::move(delivery.frame));
    if (delivery.messages.empty()) continue;
    const auto last = delivery.messages.back().seq;
    session->send(net::NewMessages{std::move(delivery.messages)});
    if (!delivery.watching && session->open())
      delivered[delivery.player] = last;
  }
  if (Cave* cave = delivered.empty() ? nullptr : caves_.find(id)) {
    for (const auto& [player, seq] : delivered)
      cave->delivered[player] = std::max(cave->delivered[player], seq);
  }
  record_scores(finished);
}

}  // namespace wumpus::server
