// How caves come to be, off the loop and off every cave's lock: a
// `create` is made on the cave maker's worker and adopted on the loop; a
// cave's `new` is carved there too and adopted on the cave's strand.
// And what each is charged (request_guard.hpp).
#include "server/server.hpp"

#include "game_api/command.hpp"

#include <algorithm>

namespace wumpus::server {

// The game is made off the event loop (cave_maker.hpp); `made` seats
// its maker when it is ready.
void Server::create(ClientSession& session, const net::CreateCave& request) {
  if (auto refusal = guard_.admit_cave(
          session.name(), request.options, caves_owned_by(session.name()),
          caves_.size() + maker_.pending(), std::chrono::steady_clock::now()))
    return session.send(net::Problem{refusal->text, refusal->code});
  leave(session, game::Table::Departure::Left);
  maker_.make(session.name(), request.options,
              [this, maker = session.weak_from_this(), name = session.name(),
               options = request.options](std::unique_ptr<game::Game> game,
                                          const std::string& error) {
                made(maker, name, options, std::move(game), error);
              });
}

void Server::made(const std::weak_ptr<ClientSession>& maker,
                  const std::string& name, const net::CaveOptions& options,
                  std::unique_ptr<game::Game> game, const std::string& error) {
  std::string problem = "no cave: " + error;
  Cave* cave =
      game ? caves_.add(name, options, std::move(game), &problem) : nullptr;
  const auto session = maker.lock();
  // A maker who left, or went elsewhere meanwhile, finds it in the lobby.
  if (!session || !session->open() || session->cave() ||
      session->awaited_seat())
    return;
  if (!cave) return session->send(net::Problem{problem});
  join(*session, cave->id);
}

// Carved on the maker's worker, adopted on the cave's strand: neither
// the loop nor another cave waits for it.
void Server::carve(const std::weak_ptr<Cave>& weak,
                   const game::Settings& settings) {
  const auto asking = weak.lock();
  if (!asking) return;
  maker_.carve(
      asking->owner, settings,
      [this, weak](std::optional<game::World> world, const std::string& error) {
        auto cave = weak.lock();
        if (!cave) return;
        // Boxed: a handler asio copies must be copyable.
        auto made =
            std::make_shared<std::optional<game::World>>(std::move(world));
        asio::post(cave->strand, [this, cave, made, error] {
          CaveLock lock(cave->mutex);
          if (cave->closed) return;
          cave->table->carved(std::move(*made), error);
          publish(*cave);
        });
      });
}

CaveAsk Server::cave_ask(ClientSession& session,
                         const net::ClientMessage& message) {
  const auto* act = std::get_if<net::Act>(&message);
  const auto* request =
      act ? std::get_if<game_api::Request>(&act->input) : nullptr;
  Cave* cave = session.cave() ? caves_.find(*session.cave()) : nullptr;
  if (!request || !cave ||
      (request->kind != game_api::RequestKind::New &&
       request->kind != game_api::RequestKind::Restart))
    return {};
  CaveAsk ask;
  if (const auto digest = cave->digest.get()) {
    const auto vote = digest->open_votes.find(format_request(*request));
    ask.seconding = vote != digest->open_votes.end() &&
                    vote->second != folded_name(session.name());
  }
  if (request->kind != game_api::RequestKind::New) return ask;
  const std::uint64_t made = std::uint64_t{cave->options.size} *
                             cave->options.size *
                             std::max<std::uint32_t>(cave->options.levels, 1);
  // A size past the largest is refused, not noted.
  const std::uint64_t asked = rooms_of_new(request->argument);
  cave->new_rooms = std::max(
      {cave->new_rooms, made, asked <= setup_.limits.largest_cave ? asked : 0});
  ask.same_size_rooms = cave->new_rooms;
  return ask;
}

std::size_t Server::caves_owned_by(const std::string& name) {
  std::size_t owned = maker_.pending(name);
  for (const auto& [id, cave] : caves_.caves())
    owned += same_name(cave->owner, name) ? 1 : 0;
  return owned;
}

}  // namespace wumpus::server
