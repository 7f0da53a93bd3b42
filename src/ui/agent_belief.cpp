#include "ui/agent_belief.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <set>

namespace wumpus::ui {
namespace {

using agent::Hazard;
using agent::RoomId;

// Rows of the box at most: the riskiest frontier rooms come first.
constexpr std::size_t kMaxFrontierRows = 8;
constexpr std::size_t kMaxWumpusRooms = 3;
constexpr std::size_t kMaxSafeListed = 16;

int percent(double p) {
  return static_cast<int>(p * 100 + 0.5);
}

// "room 12 (3,1)" on a grid (positions from 0, as the status line);
// "room 12" on a room graph.
std::string room_name(const game::PlayerView& view, RoomId r) {
  if (!view.grid || view.width == 0 || view.height == 0)
    return fmt::format("room {}", r);
  return fmt::format("room {} ({},{})", r, r % view.width,
                     r / view.width % view.height);
}

// Why the agent counts entering `r` as safe, in words.
std::string why_safe(const agent::Belief& belief, const game::PlayerView& view,
                     RoomId r) {
  const game::RoomView* room = game::find_room(view, r);
  if (r == view.room || (room && room->visited)) return "been there";
  if (belief.risk.rope && belief.hazards.at(r).of(Hazard::Pit) > 0)
    return "a pit there is survivable with the rope";
  if (room)
    for (RoomId next : room->open_rooms) {
      const game::RoomView* by = game::find_room(view, next);
      if (!by || !by->visited) continue;
      const auto& p = by->percepts;
      if (std::find(p.begin(), p.end(), "breeze") == p.end() &&
          std::find(p.begin(), p.end(), "flapping") == p.end() &&
          (view.wumpus_dead ||
           std::find(p.begin(), p.end(), "stench") == p.end()))
        return "nothing sensed next to it";
    }
  if (r == view.exit) return "the exit is never a pit nor bats";
  return "the counts and the way to the exit rule hazards out";
}

// Rooms the player has not entered but knows a passage into.
std::set<RoomId> frontier(const game::PlayerView& view) {
  std::set<RoomId> visited, out;
  for (const auto& room : view.rooms)
    if (room.visited || room.room == view.room) visited.insert(room.room);
  for (const auto& room : view.rooms) {
    if (!visited.count(room.room)) continue;
    for (RoomId next : room.open_rooms)
      if (!visited.count(next)) out.insert(next);
  }
  return out;
}

std::string wumpus_line(const agent::Belief& belief,
                        const game::PlayerView& view) {
  if (view.wumpus_dead) return "The Wumpus is dead.";
  std::vector<std::pair<double, RoomId>> likely;
  for (RoomId r = 0; r < belief.risk.wumpus.size(); ++r)
    if (belief.risk.wumpus[r] > 0)
      likely.emplace_back(belief.risk.wumpus[r], r);
  if (likely.empty()) return "Wumpus: no idea yet.";
  std::sort(likely.begin(), likely.end(),
            [](const auto& a, const auto& b) { return a.first > b.first; });
  std::string line = belief.wumpus_awake ? "Wumpus (awake):" : "Wumpus:";
  for (std::size_t i = 0; i < likely.size() && i < kMaxWumpusRooms; ++i)
    line += fmt::format(" {} {}%", room_name(view, likely[i].second),
                        percent(likely[i].first));
  if (likely.size() > kMaxWumpusRooms)
    line += fmt::format(" (+{} rooms)", likely.size() - kMaxWumpusRooms);
  return line;
}

}  // namespace

Overlay belief_overlay(const agent::Belief& belief,
                       const game::PlayerView& view) {
  Overlay box;
  box.title = "What the agent believes";
  box.lines.push_back({wumpus_line(belief, view), Style::Text});
  const auto& risk = belief.risk;
  const std::set<RoomId> rooms = frontier(view);
  const auto death = [&](RoomId r) {
    return r < risk.death.size() ? risk.death[r] : 1.0;
  };
  // A pit the rope would pull the agent out of is no death, but not
  // safe either: listed on its own.
  const auto roped = [&](RoomId r) {
    return risk.rope && belief.hazards.at(r).of(Hazard::Pit) > 0;
  };
  std::vector<RoomId> safe, risky, survivable;
  for (RoomId r : rooms)
    (death(r) > 0 ? risky : roped(r) ? survivable : safe).push_back(r);
  std::stable_sort(risky.begin(), risky.end(),
                   [&](RoomId a, RoomId b) { return death(a) > death(b); });
  box.lines.push_back(
      {"Frontier rooms (death / pit / bats / Wumpus):", Style::Text});
  if (risky.empty()) box.lines.push_back({"  none risky", Style::Text});
  for (std::size_t i = 0; i < risky.size() && i < kMaxFrontierRows; ++i) {
    const RoomId r = risky[i];
    const auto& h = belief.hazards.at(r);
    box.lines.push_back(
        {fmt::format("  {:<16}: {:>3}% / {:>3}% / {:>3}% / {:>3}%",
                     room_name(view, r), percent(death(r)),
                     percent(h.of(Hazard::Pit)), percent(h.of(Hazard::Bats)),
                     percent(r < risk.wumpus.size() ? risk.wumpus[r] : 0)),
         death(r) > 0 ? Style::Danger : Style::Text});
  }
  if (risky.size() > kMaxFrontierRows)
    box.lines.push_back(
        {fmt::format("  ... {} more", risky.size() - kMaxFrontierRows),
         Style::Text});
  std::string proven = "Proven safe, not yet entered:";
  for (std::size_t i = 0; i < safe.size() && i < kMaxSafeListed; ++i)
    proven += fmt::format(" {}", safe[i]);
  if (safe.empty()) proven += " none";
  box.lines.push_back({proven, Style::Text});
  if (!survivable.empty()) {
    std::string line = "Survivable with the rope (a pit may be there):";
    for (std::size_t i = 0; i < survivable.size() && i < kMaxSafeListed; ++i)
      line += fmt::format(" {}", survivable[i]);
    box.lines.push_back({line, Style::Item});
  }
  const agent::Decision& d = belief.decision;
  std::string next =
      fmt::format("Next: {} (risk {}%)", d.reason.empty() ? "-" : d.reason,
                  percent(d.risk));
  if (d.action.kind == agent::Action::Kind::Move) {
    next += fmt::format(", to {}", room_name(view, d.action.target));
    if (d.fatal_risk == 0)
      next += ": " + why_safe(belief, view, d.action.target);
  }
  box.lines.push_back({next, Style::Text});
  return box;
}

}  // namespace wumpus::ui
