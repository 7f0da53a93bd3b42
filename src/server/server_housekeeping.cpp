// The server's tick and its housekeeping: what the host's limits
// (limits.hpp) say about the idle, the caves nobody uses and the
// recordings of closed caves.
// Run on the loop, which reads a cave through its digest; what changes
// a cave (its close) runs on the cave's strand.
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

// Whether a cave nobody is in has waited long enough to be closed.
bool closable(const Limits& limits, Clock::duration idle, bool finished) {
  return idle > seconds(limits.close_empty_seconds) ||
         (finished && idle > seconds(limits.close_finished_seconds));
}

// As its digest shows it, so the loop never waits for the cave's mutex.
bool digest_unused(const Limits& limits, const Cave& cave,
                   Clock::time_point now) {
  const auto digest = cave.digest.get();
  if (!digest || digest->recipients > 0) return false;
  const bool finished =
      !digest->summary.players.empty() && digest->playing.empty();
  return closable(limits, now - std::max(cave.opened_at, digest->last_input),
                  finished);
}

// As it is, on its strand, its mutex held.
bool still_unused(const Limits& limits, const Cave& cave,
                  Clock::time_point now) {
  if (!cave.recipients.empty()) return false;
  const auto seats = cave.table->seats();
  const bool finished =
      !seats.empty() &&
      std::none_of(seats.begin(), seats.end(), [&cave](game_api::PlayerId p) {
        return cave.table->playing(p);
      });
  return closable(limits, now - last_active(cave), finished);
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
  for (const auto& [id, cave] : caves_.caves())
    if (digest_unused(limits, *cave, now)) unused.push_back(id);
  for (std::uint32_t id : unused) close_cave(id, "");
  // Once a closed cave's last recording lines are written (closed()).
  if (prune_due_ || now - pruned_at_ > kPruneEvery) {
    prune_recordings(setup_.state_dir, caves_.live(), limits.recordings_kept,
                     limits.recording_days);
    pruned_at_ = now;
    prune_due_ = false;
  }
  guard_.forget_rested(now);
}

// Taken out of the store at once (no longer listed or joined), closed on
// its strand: the loop waits neither for the cave's mutex nor for its
// last save to reach the disk, and the strand does not wait for the disk
// either (the writer removes the files once that save has landed).
void Server::close_cave(std::uint32_t id, const std::string& why) {
  auto cave = caves_.take_out(id);
  if (!cave) return;
  asio::post(cave->strand, [this, cave, why, now = Clock::now()] {
    std::vector<std::weak_ptr<ClientSession>> inside;
    {
      CaveLock lock(cave->mutex);
      if (cave->closed) return;  // shut down meanwhile
      // Housekeeping's close of a cave someone joined meanwhile.
      if (why.empty() && !still_unused(setup_.limits, *cave, now))
        return asio::post(loop_, [this, cave] { caves_.put_back(cave); });
      for (const auto& [key, recipient] : cave->recipients)
        inside.push_back(recipient.session);
      caves_.seal(*cave);
    }
    asio::post(loop_, [why, inside = std::move(inside)] {
      for (const auto& weak : inside)
        if (const auto session = weak.lock())
          session->drop(why, reason::kCaveClosed);
    });
    caves_.remove_files(cave->id);
    asio::post(loop_, [this, id = cave->id, why] { closed(id, why); });
  });
}

void Server::closed(std::uint32_t id, const std::string& why) {
  caves_.let_go(id);
  prune_due_ = true;
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
