// Moderation (moderation.hpp): the host's mute, unmute, ban and unban of
// a name over the admin channel, and a moderator's (`admins` in the
// config) kick and mute of a player of their cave, each said in the
// server's log; a muted player's chat refused, a banned one let go.
#include "server/server.hpp"

#include "base/printable.hpp"
#include "game_api/command.hpp"

#include <fmt/core.h>

#include <charconv>
#include <cstdio>

namespace wumpus::server {
namespace {

constexpr long long kLongestMuteMinutes = 525'600;  // a year

struct ModerationOrder {
  std::string name;
  std::optional<std::chrono::minutes> minutes;
};

// "NAME" or "NAME MINUTES"; nothing, with *error, for anything else.
std::optional<ModerationOrder> read_order(const std::string& argument,
                                          bool with_minutes,
                                          std::string* error) {
  const auto space = argument.find(' ');
  ModerationOrder order{argument.substr(0, space), std::nullopt};
  if (!game_api::valid_player_name(order.name)) {
    *error = fmt::format("\"{}\" is not a player's name",
                         base::printable(order.name));
    return std::nullopt;
  }
  if (space == std::string::npos) return order;
  const std::string rest = argument.substr(space + 1);
  long long minutes = 0;
  const auto [end, code] =
      std::from_chars(rest.data(), rest.data() + rest.size(), minutes);
  if (!with_minutes || code != std::errc() ||
      end != rest.data() + rest.size() || minutes < 1 ||
      minutes > kLongestMuteMinutes) {
    *error = with_minutes ? fmt::format(
                                "minutes must be a whole number from 1 "
                                "to {}, not \"{}\"",
                                kLongestMuteMinutes, base::printable(rest))
                          : fmt::format("one name only, not \"{}\"",
                                        base::printable(argument));
    return std::nullopt;
  }
  order.minutes = std::chrono::minutes(minutes);
  return order;
}

}  // namespace

std::optional<Refusal> Server::silenced(
    const ClientSession& session, const net::ClientMessage& message) const {
  const auto* act = std::get_if<net::Act>(&message);
  const auto* request =
      act ? std::get_if<game_api::Request>(&act->input) : nullptr;
  if (!request || request->kind != game_api::RequestKind::Say)
    return std::nullopt;
  const std::string why =
      moderation_.muted(session.name(), Moderation::WallClock::now());
  if (why.empty()) return std::nullopt;
  return Refusal{reason::kMuted, why};
}

std::optional<AdminReply> Server::moderate(const AdminRequest& request) {
  const auto& command = request.command;
  if (command == "moderation")
    return AdminReply{true, moderation_.list(Moderation::WallClock::now())};
  if (command != "mute" && command != "unmute" && command != "ban" &&
      command != "unban")
    return std::nullopt;
  std::string error;
  const auto order = read_order(request.argument, command == "mute", &error);
  if (!order) return AdminReply{false, error + "\n"};
  const auto now = Moderation::WallClock::now();
  const std::string& name = order->name;
  bool done = false;
  std::string said;
  if (command == "mute") {
    done = moderation_.mute(name, order->minutes, now, &error);
    said = order->minutes ? fmt::format("{} muted for {} minute(s)", name,
                                        order->minutes->count())
                          : fmt::format("{} muted until unmuted", name);
  } else if (command == "unmute") {
    done = moderation_.unmute(name, now, &error);
    said = name + " unmuted";
  } else if (command == "ban") {
    done = moderation_.ban(name, &error);
    said = name + " banned";
  } else {
    done = moderation_.unban(name, &error);
    said = name + " unbanned";
  }
  if (!done) return AdminReply{false, error + "\n"};
  if (command == "ban")
    for (const auto& session : std::set(sessions_))
      if (session->greeted() && same_name(session->name(), name))
        session->drop("the host banned you from this server", reason::kBanned);
  std::fprintf(stderr, "wumpus serve: the host's order: %s\n", said.c_str());
  return AdminReply{true, said + "\n"};
}

// In the moderator's cave only: the players there and its spectators.
void Server::moderate_in_cave(ClientSession& session,
                              const game_api::Request& request) {
  const bool mute = request.kind == game_api::RequestKind::Mute;
  const char* word = mute ? "mute" : "kick";
  if (!setup_.admins.count(folded_name(session.name())))
    return session.send(net::Problem{
        fmt::format("only the host's moderators may {} (admins in the "
                    "server's config)",
                    word),
        reason::kNotModerator});
  std::string error;
  const auto order = read_order(request.argument, mute, &error);
  if (!order) return session.send(net::Problem{error});
  std::vector<std::shared_ptr<ClientSession>> targets;
  for (const auto& other : sessions_)
    if (other->greeted() && other->cave() == session.cave() &&
        same_name(other->name(), order->name))
      targets.push_back(other);
  if (targets.empty())
    return session.send(
        net::Problem{fmt::format("{} is not in this cave", order->name)});
  std::string done;
  if (mute) {
    if (!moderation_.mute(order->name, order->minutes,
                          Moderation::WallClock::now(), &error))
      return session.send(net::Problem{"could not mute: " + error});
    done = order->minutes ? fmt::format("muted {} for {} minute(s)",
                                        order->name, order->minutes->count())
                          : fmt::format(
                                "muted {} until the host unmutes "
                                "them",
                                order->name);
  } else {
    for (const auto& target : targets)
      target->drop(session.name() + ", a moderator, let you go",
                   reason::kKicked);
    done = fmt::format("let {} go", order->name);
  }
  std::fprintf(stderr, "wumpus serve: moderator %s in cave %u %s\n",
               session.name().c_str(), *session.cave(), done.c_str());
  auto cave = caves_.share(*session.cave());
  asio::post(
      cave->strand,
      [this, cave, text = session.name() + " (moderator) " + done + "."] {
        CaveLock lock(cave->mutex);
        if (cave->closed) return;
        cave->table->notice(text);
        publish(*cave);
      });
}

}  // namespace wumpus::server
