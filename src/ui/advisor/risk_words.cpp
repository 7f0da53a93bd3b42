#include "ui/advisor/risk_words.hpp"

#include "base/printable.hpp"
#include "game_api/kind_names.hpp"
#include "game_api/view_topology.hpp"
#include "inference/cave_map.hpp"
#include "inference/exit_paths.hpp"
#include "ui/advisor/deductions.hpp"
#include "ui/map/map_cursor.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

namespace wumpus::ui {
namespace {

using game_api::Hazard;
using maze::RoomId;
namespace builtin = game_api::builtin;

double death_chance(const agent::Belief& belief, RoomId room) {
  return room < belief.risk.death.size() ? belief.risk.death[room] : 1.0;
}

double wumpus_chance(const agent::Belief& belief, RoomId room) {
  return room < belief.risk.wumpus.size() ? belief.risk.wumpus[room] : 0.0;
}

// A room next to `room`, stood in, where `percept` was not sensed (bats
// carried the player off before anything was sensed in their room).
bool clean_neighbour(const game_api::PlayerView& view, RoomId room,
                     const char* percept) {
  const game_api::RoomView* seen = game_api::find_room(view, room);
  if (seen == nullptr) return false;
  for (RoomId next : seen->open_rooms) {
    const game_api::RoomView* by = game_api::find_room(view, next);
    if (by != nullptr && (by->visited || next == view.room) &&
        !by->holds(builtin::kBats) && !by->sensed(percept))
      return true;
  }
  return false;
}

// Every way from the entrance to the exit passes the room; the game keeps
// one of those ways free of pits and bats.
bool on_every_way_out(const game_api::PlayerView& view, RoomId room) {
  const inference::CaveMap map(view);
  std::vector<bool> blocked(map.size(), false);
  for (const game_api::RoomView& seen : view.rooms)
    if (seen.room < map.size() &&
        (seen.holds(builtin::kPit) || seen.holds(builtin::kBats)))
      blocked[seen.room] = true;
  if (room >= map.size() || blocked[room]) return false;
  return !inference::ExitPaths(map)
              .separators({room}, blocked, map.exit())
              .empty();
}

// Gold, the torch and the rope are placed where no hazard is: the one
// seen there, or null.
const char* placed_thing(const game_api::PlayerView& view, RoomId room) {
  const game_api::RoomView* seen = game_api::find_room(view, room);
  if (seen == nullptr) return nullptr;
  for (const char* kind : {builtin::kGold, builtin::kTorch, builtin::kRope})
    if (seen->holds(kind)) return kind;
  return nullptr;
}

void add_reason(std::vector<std::string>& reasons, const std::string& reason) {
  for (const std::string& r : reasons)
    if (r == reason) return;
  reasons.push_back(reason);
}

std::string joined_reasons(const std::vector<std::string>& reasons) {
  std::string out;
  for (const std::string& r : reasons) {
    if (!out.empty()) out += "; ";
    out += r;
  }
  return out;
}

// Why no pit can be there, nor bats unless `bats_possible`.
void pit_and_bats(const game_api::PlayerView& view, RoomId room,
                  bool bats_possible, std::vector<std::string>& reasons) {
  if (room == view.exit)
    return add_reason(reasons, "the exit is never a pit nor bats");
  if (const char* thing = placed_thing(view, room))
    return add_reason(
        reasons, fmt::format("the {} is never placed with a hazard", thing));
  const bool breeze = clean_neighbour(view, room, builtin::kBreeze);
  const bool flapping =
      !bats_possible && clean_neighbour(view, room, builtin::kFlapping);
  if (breeze && flapping)
    return add_reason(reasons, "no breeze or flapping next door");
  if (on_every_way_out(view, room))
    return add_reason(reasons, "on the only way to the exit");
  add_reason(reasons, breeze ? "no breeze next door"
                             : "what you sensed and the counts rule out a pit");
  if (!bats_possible)
    add_reason(reasons, flapping
                            ? "no flapping next door"
                            : "what you sensed and the counts rule out bats");
}

void wumpus_reasons(const agent::Belief& belief,
                    const game_api::PlayerView& view, RoomId room,
                    std::vector<std::string>& reasons) {
  if (view.wumpus_dead) return add_reason(reasons, "the Wumpus is dead");
  const auto count = view.cave.counts.find(builtin::kWumpus);
  if (count == view.cave.counts.end() || count->second == 0) return;
  if (belief.wumpus_awake)
    return add_reason(reasons, "the awake Wumpus cannot get there this turn");
  if (clean_neighbour(view, room, builtin::kStench))
    return add_reason(reasons, "no stench next door");
  add_reason(reasons, "the Wumpus is elsewhere");
}

}  // namespace

int percent(double chance) {
  return static_cast<int>(chance * 100 + 0.5);
}

std::string room_place(const game_api::PlayerView& view, RoomId room) {
  const bool polar =
      game_api::is_tiled(view) && view.shape == maze::Shape::Polar;
  if (polar) return room_label(view, room);
  if (!(view.grid || game_api::is_tiled(view)) || view.width == 0 ||
      view.height == 0) {
    const game_api::RoomView* seen = game_api::find_room(view, room);
    if (seen == nullptr || seen->name.empty())
      return fmt::format("room {}", room);
    return fmt::format("room {} ({})", room, base::printable(seen->name));
  }
  const std::string place = fmt::format("({},{})", room % view.width,
                                        room / view.width % view.height);
  if (view.levels <= 1) return place;
  return fmt::format("{} level {}", place,
                     room / (view.width * view.height) + 1);
}

std::string room_name(const game_api::PlayerView& view, RoomId room) {
  if (!view.grid && !game_api::is_tiled(view)) return room_place(view, room);
  return fmt::format("room {} {}", room, room_place(view, room));
}

bool survivable_with_rope(const agent::Belief& belief, RoomId room) {
  return belief.risk.rope && death_chance(belief, room) < kCertain &&
         belief.hazards.at(room).of(Hazard::Pit) > 0;
}

std::string why_safe(const agent::Belief& belief,
                     const game_api::PlayerView& view, RoomId room,
                     Wording wording) {
  const game_api::RoomView* seen = game_api::find_room(view, room);
  if (room == view.room || (seen != nullptr && seen->visited))
    return "safe: you stood there";
  if (death_chance(belief, room) > 0 || survivable_with_rope(belief, room))
    return risk_reason(belief, view, room, wording);
  if (clean_neighbour(view, room, builtin::kBreeze) &&
      clean_neighbour(view, room, builtin::kFlapping) &&
      (view.wumpus_dead || clean_neighbour(view, room, builtin::kStench)) &&
      !belief.wumpus_awake)
    return "safe: nothing sensed next door";
  const double bats = belief.hazards.at(room).of(Hazard::Bats);
  std::vector<std::string> reasons;
  pit_and_bats(view, room, bats > 0, reasons);
  wumpus_reasons(belief, view, room, reasons);
  // Brief: the first reason, the one about pits.
  if (wording == Wording::Brief) reasons.resize(1);
  std::string words = fmt::format("safe: {}", joined_reasons(reasons));
  if (bats > 0)
    words += wording == Wording::Brief
                 ? fmt::format(" (but bats {}%)", percent(bats))
                 : fmt::format(" (but bats {}%: a ride to a random room)",
                               percent(bats));
  return words;
}

std::string risk_reason(const agent::Belief& belief,
                        const game_api::PlayerView& view, RoomId room,
                        Wording wording) {
  const game_api::RoomView* seen = game_api::find_room(view, room);
  if (room == view.room || (seen != nullptr && seen->visited))
    return "safe: you stood there";
  const auto& hazards = belief.hazards.at(room);
  const double pit = hazards.of(Hazard::Pit);
  const double bats = hazards.of(Hazard::Bats);
  const double eaten = wumpus_chance(belief, room);
  if (pit >= kCertain)
    return belief.risk.rope ? "a pit: your rope gets you out, but not on"
                            : "certain death: a pit";
  if (survivable_with_rope(belief, room) && death_chance(belief, room) == 0)
    return fmt::format("survivable with the rope: a pit {}%", percent(pit));
  if (bats >= kCertain && death_chance(belief, room) == 0)
    return "bats: a ride to a random room";
  if (death_chance(belief, room) == 0)
    return why_safe(belief, view, room, wording);
  if (death_chance(belief, room) >= kCertain)
    return eaten >= kCertain ? "certain death: the Wumpus is there"
                             : "certain death: a pit or the Wumpus";
  std::vector<std::string> parts;
  if (pit > 0 && !belief.risk.rope)
    parts.push_back(fmt::format("a pit {}%", percent(pit)));
  if (eaten > 0) parts.push_back(fmt::format("the Wumpus {}%", percent(eaten)));
  if (bats > 0) parts.push_back(fmt::format("bats {}%", percent(bats)));
  std::string words = fmt::format(
      "{}% deadly", std::max(1, percent(death_chance(belief, room))));
  // Too many layouts to count: the chances were estimated.
  const double error = (belief.risk.rope ? 0 : hazards.error_of(Hazard::Pit)) +
                       hazards.error_of(Hazard::Wumpus);
  if (error > 0)
    words += fmt::format(" (estimated, ±{}%)", std::max(1, percent(error)));
  if (!parts.empty()) words += ": ";
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) words += ", ";
    words += parts[i];
  }
  if (parts.empty() || (pit == 0 && eaten == 0))
    words += parts.empty() ? ": something the agent cannot read"
                           : "; something the agent cannot read";
  if (belief.risk.rope && pit > 0)
    words += fmt::format("; a pit {}% the rope survives", percent(pit));
  return words;
}

}  // namespace wumpus::ui
