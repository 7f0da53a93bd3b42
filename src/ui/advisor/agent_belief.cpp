#include "ui/advisor/agent_belief.hpp"

#include "ui/advisor/risk_words.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <set>

namespace wumpus::ui {
namespace {

using game_api::Hazard;
using maze::RoomId;

// Rows of the box at most: the riskiest frontier rooms come first.
constexpr std::size_t kMaxFrontierRows = 8;
constexpr std::size_t kMaxWumpusRooms = 3;
constexpr std::size_t kMaxSafeListed = 16;

// "Proven safe, not yet entered: (3,1) (4,2)", the first rooms of the list.
std::string listed(const std::string& label, const std::vector<RoomId>& rooms,
                   const game_api::PlayerView& view) {
  std::string line = label;
  for (std::size_t i = 0; i < rooms.size() && i < kMaxSafeListed; ++i)
    line += fmt::format(" {}", room_place(view, rooms[i]));
  if (rooms.size() > kMaxSafeListed)
    line += fmt::format(" (+{})", rooms.size() - kMaxSafeListed);
  if (rooms.empty()) line += " none";
  return line;
}

// Rooms the player has not entered but knows a passage into.
std::set<RoomId> frontier(const game_api::PlayerView& view) {
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
                        const game_api::PlayerView& view) {
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
                       const game_api::PlayerView& view) {
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
  const auto roped = [&](RoomId r) { return survivable_with_rope(belief, r); };
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
                     room_place(view, r), percent(death(r)),
                     percent(h.of(Hazard::Pit)), percent(h.of(Hazard::Bats)),
                     percent(r < risk.wumpus.size() ? risk.wumpus[r] : 0)),
         death(r) > 0 ? Style::Danger : Style::Text});
  }
  if (risky.size() > kMaxFrontierRows)
    box.lines.push_back(
        {fmt::format("  ... {} more", risky.size() - kMaxFrontierRows),
         Style::Text});
  box.lines.push_back(
      {listed("Proven safe, not yet entered:", safe, view), Style::Text});
  if (!survivable.empty())
    box.lines.push_back(
        {listed("Survivable with the rope (a pit may be there):", survivable,
                view),
         Style::Item});
  const agent::Decision& d = belief.decision;
  std::string next =
      fmt::format("Next: {} (risk {}%)", d.reason.empty() ? "-" : d.reason,
                  percent(d.risk));
  if (d.action.kind == agent::Action::Kind::Move) {
    next += ", to ";
    if (d.target != d.action.target && d.target != maze::kNoRoom)
      next += room_place(view, d.target) + " via ";
    next += room_place(view, d.action.target) + ", " +
            risk_reason(belief, view, d.action.target);
  }
  box.lines.push_back({next, Style::Text});
  return box;
}

}  // namespace wumpus::ui
