// The lobby's list of caves: who plays each, how far, how long idle.
// Read on the loop from each cave's digest (cave_digest.hpp), never
// waiting for a cave's mutex.
#include "server/server.hpp"

namespace wumpus::server {

void Server::send_lobby(ClientSession& session) {
  net::Lobby lobby;
  const auto now = std::chrono::steady_clock::now();
  const std::string folded = folded_name(session.name());
  for (const auto& [id, cave] : caves_.caves()) {
    const auto digest = cave->digest.get();
    if (!digest) continue;
    net::CaveSummary summary = digest->summary;
    summary.invited = digest->invited.count(folded) > 0;
    summary.idle_seconds = static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::seconds>(now -
                                                         digest->last_input)
            .count());
    lobby.caves.push_back(std::move(summary));
  }
  session.send(lobby);
}

}  // namespace wumpus::server
