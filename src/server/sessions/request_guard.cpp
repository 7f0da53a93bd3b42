#include "server/sessions/request_guard.hpp"

#include "game_api/command.hpp"

#include <fmt/core.h>

#include <charconv>

namespace wumpus::server {
namespace {

// Rooms of a grid cave of `size` (0: the preset's, within the limit)
// on `levels` levels.
std::uint64_t rooms_of(std::uint64_t size, std::uint64_t levels) {
  return size * size * std::max<std::uint64_t>(levels, 1);
}

Refusal too_large(std::uint64_t rooms, std::uint32_t largest) {
  return {reason::kCaveSize,
          fmt::format("a cave of {} rooms is larger than this server makes "
                      "(at most {})",
                      rooms, largest)};
}

Refusal too_many_rooms(std::uint64_t rooms, std::uint64_t caves,
                       std::uint32_t per_hour) {
  return {reason::kCaveRate,
          fmt::format("a cave of {} rooms counts as {} of the {} caves a "
                      "player may make an hour, and you made too many: "
                      "wait a while, or ask for a smaller one",
                      rooms, caves, per_hour)};
}

}  // namespace

std::uint64_t rooms_of_new(const std::string& argument) {
  std::uint64_t width = 0, height = 0;
  const char* end = argument.data() + argument.size();
  auto [rest, code] = std::from_chars(argument.data(), end, width);
  if (code != std::errc()) return 0;
  height = width;
  if (rest != end && *rest == 'x') std::from_chars(rest + 1, end, height);
  return width * height;
}

std::optional<Refusal> RequestGuard::admit(const std::string& name,
                                           const net::ClientMessage& message,
                                           Time now, const CaveAsk& ask) {
  if (!budgets_.take_request(name, now))
    return Refusal{reason::kRequestRate,
                   "too many requests too fast: wait a moment"};
  // Joining a cave (and leaving it after) and asking for a restart or a
  // new cave each put a line in every other player's log: they are
  // charged as chat is, so nobody pushes more than chat's few lines a
  // second at the others by coming and going or voting in a loop.
  if (std::holds_alternative<net::JoinCave>(message) &&
      !budgets_.take_chat(name, now))
    return Refusal{reason::kChatRate,
                   "you come and go too fast, and everyone there is told "
                   "each time: wait a moment"};
  const auto* act = std::get_if<net::Act>(&message);
  const auto* request =
      act ? std::get_if<game_api::Request>(&act->input) : nullptr;
  if (!request) return std::nullopt;
  if (request->kind == game_api::RequestKind::Say &&
      !budgets_.take_chat(name, now))
    return Refusal{reason::kChatRate, "too much chat too fast: wait a moment"};
  if ((request->kind == game_api::RequestKind::New ||
       request->kind == game_api::RequestKind::Restart) &&
      !budgets_.take_chat(name, now))
    return Refusal{reason::kChatRate,
                   "you ask too often, and everyone there is told each "
                   "time: wait a moment"};
  if (request->kind != game_api::RequestKind::New) return std::nullopt;
  const auto rooms = request->argument.empty()
                         ? ask.same_size_rooms
                         : rooms_of_new(request->argument);
  if (rooms > setup_.limits.largest_cave)
    return too_large(rooms, setup_.limits.largest_cave);
  // A vote carves once, charged to whoever proposed it: those who agree
  // pay nothing for it.
  if (ask.seconding) return std::nullopt;
  const std::uint64_t caves = rooms / kRoomsPerCave;
  if (!budgets_.take_creation(name, now, caves))
    return too_many_rooms(rooms, caves, setup_.limits.caves_per_hour);
  return std::nullopt;
}

std::optional<Refusal> RequestGuard::admit_login(const std::string& name,
                                                 Time now) {
  if (budgets_.take_login(name, now)) return std::nullopt;
  return Refusal{reason::kLoginRate,
                 fmt::format("{} connected too often this minute: wait a "
                             "minute",
                             name)};
}

std::optional<Refusal> RequestGuard::admit_cave(const std::string& name,
                                                const net::CaveOptions& options,
                                                std::size_t owned,
                                                std::size_t total, Time now) {
  const Limits& limits = setup_.limits;
  if (total >= setup_.max_caves)
    return Refusal{reason::kServerFull,
                   "the server holds all the caves it can"};
  if (owned >= limits.caves_per_player)
    return Refusal{
        reason::kCavesPerPlayer,
        fmt::format("you own {} caves, as many as a player may; a cave "
                    "closes once nobody has used it for a while",
                    owned)};
  const auto rooms = rooms_of(options.size, options.levels);
  if (rooms > limits.largest_cave) return too_large(rooms, limits.largest_cave);
  const std::uint64_t caves =
      std::max<std::uint64_t>(1, (rooms + kRoomsPerCave - 1) / kRoomsPerCave);
  if (caves > 1 && !budgets_.take_creation(name, now, caves))
    return too_many_rooms(rooms, caves, limits.caves_per_hour);
  if (caves == 1 && !budgets_.take_creation(name, now))
    return Refusal{reason::kCaveRate,
                   fmt::format("you made caves faster than this server "
                               "allows ({} an hour): wait a while",
                               limits.caves_per_hour)};
  return std::nullopt;
}

std::optional<Refusal> RequestGuard::admit_connection(std::size_t held) const {
  if (held < setup_.limits.connections_per_login) return std::nullopt;
  return Refusal{reason::kConnections,
                 fmt::format("you hold {} connections already, as many as "
                             "one user may",
                             held)};
}

}  // namespace wumpus::server
