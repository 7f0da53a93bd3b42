#include "net/remote_link.hpp"

#include "base/printable.hpp"
#include "game_api/input_check.hpp"

#include <algorithm>
#include <utility>

namespace wumpus::net {
namespace {

// As many as a player's own log keeps on the server.
constexpr std::size_t kKeepMessages = 1000;

}  // namespace

RemoteLink::RemoteLink(Client& client, const Seated& seat)
    : client_(client), seat_(seat) {}

// Parsed here, once, with the verbs the game's mods add; the server
// checks the structure and decides what a spectator may do. What its
// check would refuse (a word past its bounds) is refused here, so a
// slip of the keyboard costs no connection.
void RemoteLink::send(std::string_view line) {
  std::string error;
  const auto input =
      game_api::parse_input(base::printable(line), &error, view_.verbs);
  if (input && game_api::check_input(*input, &error)) return send(*input);
  note(error, "error");
}

void RemoteLink::note(const std::string& text, const std::string& kind) {
  log_.push_back({kind, text, view_.turn, 0});
  view_.messages.assign(log_.begin(), log_.end());
}

void RemoteLink::send(const game_api::Input& input) {
  client_.send(Act{input});
}

bool RemoteLink::update() {
  if (client_.closed()) return retry();
  bool changed = false;
  for (const auto& message : client_.receive()) changed |= take(message);
  return changed || client_.closed() || closed();
}

int RemoteLink::wait_ms() const {
  return client_.closed() && reconnecting() ? reconnect_.wait_ms() : -1;
}

bool RemoteLink::retry() {
  if (!reconnecting()) return true;
  switch (reconnect_.step(client_, last_seq_)) {
    case Reconnect::State::Back:
      rejoining_ = true;
      shown_seconds_ = -1;
      return update();
    case Reconnect::State::GaveUp:
      gave_up_ = true;
      return true;
    case Reconnect::State::Trying:
      break;
  }
  const int seconds = reconnect_.seconds();
  return std::exchange(shown_seconds_, seconds) != seconds;
}

std::string RemoteLink::trouble() const {
  if (!client_.closed() || !reconnecting()) return {};
  return "The connection to the server is lost: reconnecting (" +
         std::to_string(reconnect_.seconds()) + " s)... q quits.";
}

// After a restart the server seats a player by name by itself; a
// spectator, or a player the lobby greets instead, asks again.
bool RemoteLink::rejoin(const ServerMessage& message) {
  if (std::holds_alternative<Lobby>(message)) {
    if (seat_.watching)
      client_.send(WatchCave{seat_.cave, view_.name});
    else
      client_.send(JoinCave{seat_.cave});
    return true;
  }
  const auto* seated = std::get_if<Seated>(&message);
  if (!seated) return false;
  seat_ = *seated;
  has_view_ = false;  // a whole view follows
  rejoining_ = false;
  note("The connection is back.", "info");
  return true;
}

bool RemoteLink::take(const ServerMessage& message) {
  if (rejoining_ && rejoin(message)) return true;
  if (const auto* update = std::get_if<ViewUpdate>(&message)) {
    view_ = update->view;
    has_view_ = true;
  } else if (const auto* delta = std::get_if<ViewDelta>(&message)) {
    if (!has_view_ || !apply_delta(view_, *delta))
      broken_ = "the server sent a view change this client cannot follow";
  } else if (const auto* fresh = std::get_if<NewMessages>(&message)) {
    // A seat taken back after a restart is sent what it may have seen.
    for (const game_api::Message& line : fresh->messages) {
      if (line.seq != 0 && line.seq <= last_seq_) continue;
      last_seq_ = std::max(last_seq_, line.seq);
      log_.push_back(line);
    }
  } else if (const auto* problem = std::get_if<Problem>(&message)) {
    log_.push_back(
        {"error", shown(problem->text, problem->code), view_.turn, 0});
  } else if (const auto* seated = std::get_if<Seated>(&message);
             seated && seat_.watching && seated->watching) {
    // Following another player: their whole view and messages follow.
    seat_ = *seated;
    has_view_ = false;
    log_.clear();
    last_seq_ = 0;
  } else {
    return false;
  }
  while (log_.size() > kKeepMessages) log_.pop_front();
  view_.messages.assign(log_.begin(), log_.end());
  return true;
}

std::string RemoteLink::closed_reason() const {
  if (!broken_.empty()) return broken_;
  if (gave_up_)
    return "the server did not come back (" + client_.reason() +
           "); your seat is kept: connect again later";
  return client_.closed() ? client_.reason() : "back to the lobby";
}

// The server keeps the seat whatever happens to this terminal. A
// hang-up ends the connection with this process, and the others hear the
// thread was lost; leaving on purpose (Z, q) sends Leave from the lobby's
// side (ui/sessions/remote_session.cpp).
bool RemoteLink::suspend(std::string*) {
  left_ = true;
  return true;
}

}  // namespace wumpus::net
