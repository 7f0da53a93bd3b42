// What the host asks a running server over its admin channel
// (admin_channel.hpp): the caves and players, closing a cave, letting
// a player go, the limits, and the caves on disk it could not take up.
#include "server/server.hpp"

#include <fmt/core.h>

#include <charconv>
#include <filesystem>

namespace wumpus::server {
namespace {

using Clock = std::chrono::steady_clock;

long long seconds_since(Clock::time_point then, Clock::time_point now) {
  return std::chrono::duration_cast<std::chrono::seconds>(now - then).count();
}

// N of cave-N.meta.json or cave-N.json.
std::optional<std::uint32_t> cave_file_id(const std::string& file) {
  if (file.rfind("cave-", 0) != 0) return std::nullopt;
  std::uint32_t id = 0;
  const char* first = file.data() + 5;
  const auto [end, code] =
      std::from_chars(first, file.data() + file.size(), id);
  const std::string_view rest(end, file.data() + file.size() - end);
  if (code != std::errc() || (rest != ".json" && rest != ".meta.json"))
    return std::nullopt;
  return id;
}

}  // namespace

AdminReply Server::admin(const AdminRequest& request) {
  if (auto moderated = moderate(request)) return *moderated;
  const auto now = Clock::now();
  if (request.command == "caves") {
    std::string text;
    // From each cave's digest: a cave busy on its strand holds up neither
    // the answer nor the loop.
    for (const auto& [id, cave] : caves_.caves()) {
      const auto digest = cave->digest.get();
      if (!digest) continue;  // as the lobby: made, not yet described
      std::string players;
      for (const auto& name : digest->summary.players)
        players += fmt::format("{}{}", players.empty() ? "" : ",", name);
      text += fmt::format("{} owner={} players={} connected={}{}\n", id,
                          cave->owner, players.empty() ? "-" : players,
                          digest->recipients,
                          cave->options.is_private ? " private" : "");
    }
    return {true, text.empty() ? "no caves\n" : text};
  }
  if (request.command == "players") {
    std::string text;
    for (const auto& session : sessions_) {
      if (!session->greeted()) continue;
      const std::string where =
          !session->cave()
              ? "lobby"
              : fmt::format("{} cave {}",
                            session->watching() ? "watching" : "in",
                            *session->cave());
      text += fmt::format("{} {} silent={}s\n", session->name(), where,
                          seconds_since(session->heard_at(), now));
    }
    return {true, text.empty() ? "nobody is connected\n" : text};
  }
  if (request.command == "close") {
    std::uint32_t id = 0;
    const auto& a = request.argument;
    const auto [end, code] = std::from_chars(a.data(), a.data() + a.size(), id);
    if (code != std::errc() || end != a.data() + a.size() || !caves_.find(id))
      return {false, fmt::format("there is no cave {}\n", a)};
    close_cave(id, "the host closed this cave");
    return {true, fmt::format("cave {} closed; its recording is kept\n", id)};
  }
  if (request.command == "kick") {
    std::size_t let_go = 0;
    for (const auto& session : std::set(sessions_))
      if (session->greeted() && same_name(session->name(), request.argument)) {
        session->drop("the host let you go", reason::kKicked);
        ++let_go;
      }
    if (let_go == 0)
      return {false, fmt::format("{} is not connected\n", request.argument)};
    return {true, fmt::format("{} let go\n", request.argument)};
  }
  if (request.command == "limits") return {true, describe_limits(setup_)};
  if (request.command == "damaged") {
    std::set<std::string> damaged;
    std::error_code code;
    for (const auto& entry :
         std::filesystem::directory_iterator(setup_.state_dir, code)) {
      const auto file = entry.path().filename().string();
      const auto id = cave_file_id(file);
      if (id && !caves_.find(*id)) damaged.insert(file);
    }
    std::string text;
    for (const auto& file : damaged)
      text += fmt::format("{}/{}\n", setup_.state_dir, file);
    return {true, text.empty() ? "no damaged caves\n" : text};
  }
  return {false, fmt::format("no admin command named {}\n", request.command)};
}

}  // namespace wumpus::server
