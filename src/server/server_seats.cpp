// Joins, watches and leaves. What the loop can tell from the session and
// the cave's digest it answers at once; the table itself is changed on
// the cave's strand, which tells the loop the seat it gave. So the loop
// never waits for a cave's mutex, which the cave's own moves, a save's
// copy or a carved cave's adoption may hold a while.
#include "server/server.hpp"

#include <algorithm>

namespace wumpus::server {
namespace {

using SeatClock = std::chrono::steady_clock;
constexpr std::uint64_t kSpectatorBacklog = 100;

bool names_one_of(const std::vector<std::string>& names,
                  const std::string& name) {
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& n) { return same_name(n, name); });
}

// Whether the cave's digest shows `name` may not enter the private cave:
// neither its owner, nor seated, nor invited. The strand checks again;
// this spares a refused player their seat elsewhere.
bool digest_bars(const Cave& cave, const std::string& name) {
  const auto digest = cave.digest.get();
  return digest && !same_name(cave.owner, name) &&
         !names_one_of(digest->summary.players, name) &&
         !digest->invited.count(folded_name(name));
}

}  // namespace

void Server::join(ClientSession& session, std::uint32_t id) {
  auto cave = caves_.share(id);
  if (!cave) return session.send(net::Problem{"there is no such cave"});
  if (cave->options.is_private && digest_bars(*cave, session.name()))
    return session.send(net::Problem{"that cave is private"});
  // Asking for the seat one holds, or is being given (a client joining
  // the cave its login put it back in), keeps it: leaving and sitting
  // again would tell the table "leaves; is back", and send what the
  // client plays meanwhile to the lobby.
  if (session.cave() == id && !session.watching()) return reseat(session, cave);
  if (session.awaits_seat_in(id)) return;
  leave(session, game::Table::Departure::Left);
  asio::post(cave->strand, [this, cave,
                            request = seat_request(session, *cave, false)] {
    CaveLock lock(cave->mutex);
    game::Table& table = *cave->table;
    if (cave->closed) return refuse(request, "there is no such cave");
    if (cave->options.is_private && !table.seat_of(request.name) &&
        !table.invited(request.name) && !same_name(cave->owner, request.name))
      return refuse(request, "that cave is private");
    std::string error;
    const auto player = table.sit(request.name, SeatClock::now(), &error);
    if (!player) return refuse(request, error);
    seat(*cave, request, *player);
  });
}

void Server::watch(ClientSession& session, const net::WatchCave& request) {
  auto cave = caves_.share(request.cave);
  if (!cave) return session.send(net::Problem{"there is no such cave"});
  if (cave->options.is_private)
    return session.send(net::Problem{"that cave is private"});
  // Refused here when the digest says so, so that a spectator asking for
  // a name nobody has keeps watching whom they watched.
  if (const auto digest = cave->digest.get()) {
    if (digest->summary.players.empty())
      return session.send(net::Problem{"nobody plays there"});
    if (!request.player.empty() &&
        !names_one_of(digest->summary.players, request.player))
      return session.send(net::Problem{"nobody of that name is there"});
  }
  leave(session, game::Table::Departure::Left);
  asio::post(cave->strand, [this, cave, target = request.player,
                            request = seat_request(session, *cave, true)] {
    CaveLock lock(cave->mutex);
    if (cave->closed) return refuse(request, "there is no such cave");
    const auto seats = cave->table->seats();
    if (seats.empty()) return refuse(request, "nobody plays there");
    const auto player = target.empty() ? std::optional(seats.front())
                                       : cave->table->seat_of(target);
    if (!player) return refuse(request, "nobody of that name is there");
    cave->table->watch(*player);
    seat(*cave, request, *player);
  });
}

Server::SeatRequest Server::seat_request(ClientSession& session,
                                         const Cave& cave, bool watching,
                                         std::uint64_t epoch) {
  SeatRequest request;
  request.session = session.weak_from_this();
  request.key = &session;
  request.name = session.name();
  request.watching = watching;
  request.epoch = epoch ? epoch : ++seats_given_;
  request.resume_seq = session.resume_seq();
  request.delivered = cave.delivered;
  session.await_seat(request.epoch, cave.id, watching);
  return request;
}

// The seat held, under its seat number (what the client plays meanwhile
// is played), told again with Seated and a whole view, as after any join.
void Server::reseat(ClientSession& session, const std::shared_ptr<Cave>& cave) {
  asio::post(cave->strand, [this, cave,
                            request = seat_request(session, *cave, false,
                                                   session.seat_epoch())] {
    CaveLock lock(cave->mutex);
    const auto found = cave->recipients.find(request.key);
    if (cave->closed || found == cave->recipients.end() ||
        found->second.seat_epoch != request.epoch)
      return refuse(request, "there is no such cave");
    Recipient& recipient = found->second;
    recipient.last_view.reset();
    recipient.seen_version = 0;
    asio::post(loop_,
               [this, id = cave->id, request, player = recipient.player] {
                 seated(id, request, player);
               });
    publish(*cave);
  });
}

// On the cave's strand, its mutex held.
void Server::seat(Cave& cave, const SeatRequest& request,
                  game_api::PlayerId player) {
  Recipient recipient;
  recipient.session = request.session;
  recipient.player = player;
  recipient.watching = request.watching;
  recipient.seat_epoch = request.epoch;
  // Only what the player has not been sent (a rejoin used to resend the
  // whole log, 100 KB for a 30-byte request); a spectator starts with
  // the newest few messages of whom it watches.
  const auto* stream = cave.table->game().messages(player);
  const std::uint64_t last = stream ? stream->last_seq() : 0;
  const auto delivered = request.delivered.find(player);
  recipient.seen_seq =
      request.watching
          ? last - std::min(last, kSpectatorBacklog)
          : std::max(
                delivered == request.delivered.end() ? 0 : delivered->second,
                request.resume_seq);
  cave.recipients[request.key] = std::move(recipient);
  // Before publish's delivery: the client hears it is seated, then sees.
  asio::post(loop_, [this, id = cave.id, request, player] {
    seated(id, request, player);
  });
  publish(cave);
}

void Server::seated(std::uint32_t id, const SeatRequest& request,
                    game_api::PlayerId player) {
  const auto session = request.session.lock();
  const bool open = session && session->open();
  if (open && session->awaited_seat() == request.epoch) {
    session->seat(id, player, request.watching, request.epoch);
    if (!request.watching) session->take_resume_seq();
    return session->send(net::Seated{id, request.watching});
  }
  // Given up meanwhile (another seat asked for, the lobby, the
  // connection gone): the seat goes too.
  if (auto cave = caves_.share(id))
    asio::post(
        cave->strand,
        [this, cave,
         left = Unseat{request.key, request.epoch, player, request.watching,
                       open ? game::Table::Departure::Left
                            : game::Table::Departure::Dropped}] {
          CaveLock lock(cave->mutex);
          if (!cave->closed) stand_up(*cave, left);
        });
}

// On the cave's strand, its mutex held: the loop answers the client.
void Server::refuse(const SeatRequest& request, std::string why) {
  asio::post(loop_, [request, why = std::move(why)] {
    const auto session = request.session.lock();
    if (!session || !session->open()) return;
    if (session->awaited_seat() == request.epoch)
      session->forget_awaited_seat();
    session->send(net::Problem{why});
  });
}

void Server::leave(ClientSession& session, game::Table::Departure how) {
  auto cave = session.cave() ? caves_.share(*session.cave()) : nullptr;
  const Unseat left{&session, session.seat_epoch(), session.player(),
                    session.watching(), how};
  session.unseat();
  if (!cave) return;
  asio::post(cave->strand, [this, cave, left] {
    CaveLock lock(cave->mutex);
    if (!cave->closed) stand_up(*cave, left);
  });
}

// On the cave's strand, its mutex held.
void Server::stand_up(Cave& cave, const Unseat& left) {
  const auto recipient = cave.recipients.find(left.key);
  if (recipient == cave.recipients.end() ||
      recipient->second.seat_epoch != left.epoch)
    return;
  cave.recipients.erase(recipient);
  // The same name connected again holds the seat now: it stays.
  const bool held = std::any_of(
      cave.recipients.begin(), cave.recipients.end(), [&](const auto& other) {
        return !other.second.watching && other.second.player == left.player;
      });
  if (left.watching)
    cave.table->unwatch(left.player);
  else if (!held)
    cave.table->stand(left.player, SeatClock::now(), left.how);
  publish(cave);
}

}  // namespace wumpus::server
