// The server's tick and its housekeeping: what the host's limits
// (limits.hpp) say about the idle, the caves nobody uses and the
// recordings of closed caves.
// Run on the loop, so a cave is read under its mutex.
#include "server/caves/cave_clock.hpp"
#include "server/caves/recording_archive.hpp"
#include "server/server.hpp"

#include <algorithm>

namespace wumpus::server {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::seconds;
constexpr auto kPruneEvery = std::chrono::hours(1);
constexpr auto kTickEvery = std::chrono::milliseconds(200);

bool finished(Cave& cave) {
  const auto seats = cave.table->seats();
  return !seats.empty() && std::none_of(seats.begin(), seats.end(),
                                        [&cave](game_api::PlayerId p) {
                                          return cave.table->playing(p);
                                        });
}

}  // namespace

void Server::schedule_tick() {
  timer_.expires_after(kTickEvery);
  timer_.async_wait([this](std::error_code error) {
    if (!error) tick();
  });
}

void Server::tick() {
  if (stopping_) return;
  const auto now = Clock::now();
  for (const auto& [id, shared] : caves_.caves())
    asio::post(shared->strand, [this, cave = shared, now] {
      CaveLock lock(cave->mutex);
      if (cave->closed) return;
      const auto version = cave->table->version();
      cave->table->advance(now);
      if (cave->table->version() != version) publish(*cave);
    });
  for (const auto& session : std::set(sessions_)) {
    if (!session->cave() || session->watching()) continue;
    Cave* cave = caves_.find(*session->cave());
    if (!cave) continue;
    CaveTryLock lock(cave->mutex, std::try_to_lock);
    if (lock &&
        now - cave->table->last_input(session->player()) > setup_.kick_after)
      session->drop("idle for too long; your seat is kept", reason::kIdle);
  }
  keep_house(now);
  caves_.save_due();
  caves_.report_saves([this](Cave& told) { publish(told); });
  schedule_tick();
}

void Server::keep_house(Clock::time_point now) {
  const Limits& limits = setup_.limits;
  // Seated players have their own clock (the kick in tick()).
  for (const auto& session : std::set(sessions_)) {
    if (!session->greeted() || (session->cave() && !session->watching()))
      continue;
    const bool watching = session->cave().has_value();
    const seconds allowed(watching ? limits.watch_idle_seconds
                                   : limits.lobby_idle_seconds);
    if (now - session->heard_at() > allowed)
      session->drop(watching ? "watched in silence for too long"
                             : "idle in the lobby for too long",
                    reason::kIdle);
  }
  std::vector<std::uint32_t> unused;
  for (const auto& [id, cave] : caves_.caves()) {
    CaveTryLock lock(cave->mutex, std::try_to_lock);
    if (!lock || !cave->recipients.empty()) continue;
    const auto idle = now - last_active(*cave);
    if (idle > seconds(limits.close_empty_seconds) ||
        (finished(*cave) && idle > seconds(limits.close_finished_seconds)))
      unused.push_back(id);
  }
  for (std::uint32_t id : unused) close_cave(id, "");
  if (!unused.empty() || now - pruned_at_ > kPruneEvery) {
    std::set<std::uint32_t> live;
    for (const auto& [id, cave] : caves_.caves()) live.insert(id);
    prune_recordings(setup_.state_dir, live, limits.recordings_kept,
                     limits.recording_days);
    pruned_at_ = now;
  }
  guard_.forget_rested(now);
}

void Server::close_cave(std::uint32_t id, const std::string& why) {
  Cave* cave = caves_.find(id);
  if (!cave) return;
  std::vector<std::shared_ptr<ClientSession>> inside;
  {
    CaveLock lock(cave->mutex);
    for (const auto& [key, recipient] : cave->recipients)
      if (auto session = recipient.session.lock())
        inside.push_back(std::move(session));
  }
  for (const auto& session : inside) session->drop(why, reason::kCaveClosed);
  caves_.close(id);
  std::fprintf(stderr, "wumpus serve: cave %u closed%s%s\n", id,
               why.empty() ? ", unused" : ": ", why.c_str());
}

// The hosting account's players are told apart by name (logins a
// minute, request_guard.hpp); a local user by uid.
std::optional<Refusal> Server::crowding(uid_t uid) const {
  if (uid == setup_.trusted_uid) return std::nullopt;
  const auto held = std::count_if(
      sessions_.begin(), sessions_.end(),
      [uid](const auto& session) { return session->peer_uid() == uid; });
  return guard_.admit_connection(static_cast<std::size_t>(held) - 1);
}

}  // namespace wumpus::server
