// Whether the server does what a player asks: every request is charged
// to the player's budgets (player_budgets.hpp), a cave to be made is
// checked against the host's limits, and what is refused comes back as
// a refusal with a reason code the client shows, never a silent drop.
#pragma once

#include "net/protocol.hpp"
#include "server/server_setup.hpp"
#include "server/sessions/player_budgets.hpp"

#include <optional>
#include <string>

namespace wumpus::server {

// The reason codes a client may be sent, in a problem or a goodbye.
namespace reason {
inline constexpr const char* kRequestRate = "request-rate";
inline constexpr const char* kChatRate = "chat-rate";
inline constexpr const char* kLoginRate = "login-rate";
inline constexpr const char* kConnections = "connections";
inline constexpr const char* kServerFull = "server-full";
inline constexpr const char* kCavesPerPlayer = "caves-per-player";
inline constexpr const char* kCaveRate = "cave-rate";
inline constexpr const char* kCaveSize = "cave-size";
inline constexpr const char* kIdle = "idle";
inline constexpr const char* kCaveClosed = "cave-closed";
inline constexpr const char* kKicked = "kicked";
inline constexpr const char* kNoHello = "no-hello";
inline constexpr const char* kMuted = "muted";
inline constexpr const char* kBanned = "banned";
inline constexpr const char* kNotModerator = "not-moderator";
}  // namespace reason

struct Refusal {
  std::string code;
  std::string text;
};

// Caves are charged against caves-per-hour by the rooms carved: each
// this many rooms (a 256x256 cave) count as one cave, so a player's small
// `new 8` games are free, a `create` costs one at least, and a 1000x1000
// cave costs 15, wherever it is asked for.
inline constexpr std::uint64_t kRoomsPerCave = 65536;

// Rooms a seated player's `new SIZE` asks for: "8" or "10x6" (0 for none).
std::uint64_t rooms_of_new(const std::string& argument);

// What a seated player's `new` or `restart` asks of their cave: the rooms
// a `new` without a size would carve there, and whether it agrees with
// the same request asked for already (a vote's proposer alone is
// charged its rooms).
struct CaveAsk {
  std::uint64_t same_size_rooms = 0;
  bool seconding = false;
};

class RequestGuard {
 public:
  using Time = PlayerBudgets::Time;
  // `setup` must outlive the guard.
  explicit RequestGuard(const ServerSetup& setup)
      : setup_(setup), budgets_(setup.limits) {}

  // Charges the player for one request (and a chat line for chat, the
  // rooms of a `new` they propose); `ask` says what a `new` or `restart`
  // asks of the player's cave.
  std::optional<Refusal> admit(const std::string& name,
                               const net::ClientMessage& message, Time now,
                               const CaveAsk& ask = {});
  std::optional<Refusal> admit_login(const std::string& name, Time now);
  // A cave `name` asks for, who owns `owned` caves (made or being made)
  // of the `total` the server holds.
  std::optional<Refusal> admit_cave(const std::string& name,
                                    const net::CaveOptions& options,
                                    std::size_t owned, std::size_t total,
                                    Time now);
  // A connection from a local user who holds `held` already.
  std::optional<Refusal> admit_connection(std::size_t held) const;
  void forget_rested(Time now) { budgets_.forget_rested(now); }

 private:
  const ServerSetup& setup_;
  PlayerBudgets budgets_;
};

}  // namespace wumpus::server
