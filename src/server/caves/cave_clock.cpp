#include "server/caves/cave_clock.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>

namespace wumpus::server {
namespace {

using Steady = std::chrono::steady_clock;
using Wall = std::chrono::system_clock;

std::int64_t to_wall_ms(Steady::time_point then) {
  const auto wall = Wall::now() - std::chrono::duration_cast<Wall::duration>(
                                      Steady::now() - then);
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             wall.time_since_epoch())
      .count();
}

// A time from the past run on this run's clock; never in the future.
Steady::time_point from_wall_ms(std::int64_t ms) {
  const auto ago =
      Wall::now() - Wall::time_point(std::chrono::milliseconds(ms));
  return Steady::now() -
         std::max(Steady::duration::zero(),
                  std::chrono::duration_cast<Steady::duration>(ago));
}

}  // namespace

Steady::time_point last_active(const Cave& cave) {
  auto last = cave.opened_at;
  for (game_api::PlayerId seat : cave.table->seats())
    last = std::max(last, cave.table->last_input(seat));
  return last;
}

std::string cave_clock_text(const Cave& cave) {
  nlohmann::json inputs = nlohmann::json::object();
  for (game_api::PlayerId seat : cave.table->seats())
    inputs[std::to_string(seat)] = to_wall_ms(cave.table->last_input(seat));
  return nlohmann::json{{"round", cave.table->round()},
                        {"active_ms", to_wall_ms(last_active(cave))},
                        {"last_input_ms", std::move(inputs)},
                        {"invited", cave.table->invitations()}}
      .dump();
}

void restore_cave_clock(Cave& cave, const std::string& text) {
  const auto json = nlohmann::json::parse(text, nullptr, false);
  if (!json.is_object() || !json.contains("round") ||
      !json["round"].is_number_unsigned() || !json.contains("active_ms") ||
      !json["active_ms"].is_number_integer() ||
      !json.contains("last_input_ms") || !json["last_input_ms"].is_object())
    return;
  std::map<game_api::PlayerId, Steady::time_point> inputs;
  for (const auto& [seat, ms] : json["last_input_ms"].items()) {
    game_api::PlayerId id = 0;
    const auto [end, code] =
        std::from_chars(seat.data(), seat.data() + seat.size(), id);
    if (code == std::errc() && ms.is_number_integer())
      inputs[id] = from_wall_ms(ms.get<std::int64_t>());
  }
  cave.table->resume(json["round"].get<std::uint32_t>(), inputs);
  // Names only, each checked by the table; older files have none.
  if (const auto invited = json.find("invited");
      invited != json.end() && invited->is_array()) {
    std::vector<std::string> names;
    for (const auto& name : *invited)
      if (name.is_string()) names.push_back(name.get<std::string>());
    cave.table->restore_invitations(names);
  }
  cave.opened_at = from_wall_ms(json["active_ms"].get<std::int64_t>());
}

}  // namespace wumpus::server
