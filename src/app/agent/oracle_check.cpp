#include "app/agent/oracle_check.hpp"

#include "app/agent/risk_oracle.hpp"
#include "game_api/kind_names.hpp"

#include <algorithm>
#include <cmath>
#include <deque>

namespace wumpus::app {
namespace {

bool oracle_free(const OracleRisk& risk, bool asleep) {
  return risk.counted && risk.chance[std::size_t(game_api::Hazard::Pit)] == 0 &&
         risk.chance[std::size_t(game_api::Hazard::Bats)] == 0 &&
         (!asleep || risk.chance[std::size_t(game_api::Hazard::Wumpus)] == 0);
}

bool leads_on(const game_api::RoomView& room,
              const std::vector<const game_api::RoomView*>& by_id) {
  return std::any_of(
      room.open_rooms.begin(), room.open_rooms.end(), [&](maze::RoomId r) {
        return r < by_id.size() && !(by_id[r] && by_id[r]->visited);
      });
}

}  // namespace

bool safe_room_left(const game_api::PlayerView& view, maze::RoomId step,
                    bool asleep, const std::vector<maze::RoomId>& things) {
  std::vector<const game_api::RoomView*> by_id(view.room_count, nullptr);
  for (const auto& room : view.rooms)
    if (room.room < by_id.size()) by_id[room.room] = &room;
  std::vector<bool> reached(by_id.size(), false);
  std::deque<maze::RoomId> queue{view.room};
  if (view.room >= by_id.size()) return false;
  reached[view.room] = true;
  while (!queue.empty()) {
    const maze::RoomId at = queue.front();
    queue.pop_front();
    const auto* room = by_id[at];
    if (!room) continue;
    for (maze::RoomId next : room->open_rooms) {
      if (next >= by_id.size() || reached[next]) continue;
      reached[next] = true;
      const auto* seen = by_id[next];
      // A pit fallen into on the rope, or bats, are no room to walk through.
      const bool walkable = seen && (seen->visited || next == view.room) &&
                            !seen->holds(game_api::builtin::kPit) &&
                            !seen->holds(game_api::builtin::kBats);
      if (walkable) {
        queue.push_back(next);
      } else if (next != step && seen && leads_on(*seen, by_id) &&
                 oracle_free(oracle_risk(view, next, asleep, things), asleep)) {
        return true;
      }
    }
  }
  return false;
}

void check_guessed_step(const agent::Decision& d,
                        const game_api::PlayerView& before,
                        const agent::Agent& agent, OracleCheck& check) {
  for (const auto& room : before.rooms)
    for (const char* kind :
         {game_api::builtin::kGold, game_api::builtin::kTorch,
          game_api::builtin::kRope})
      if (room.holds(kind) &&
          std::find(check.things_seen.begin(), check.things_seen.end(),
                    room.room) == check.things_seen.end())
        check.things_seen.push_back(room.room);
  if (!d.command || d.risk <= 0 || d.action.kind != agent::Action::Kind::Move)
    return;
  const maze::RoomId room = d.action.target;
  const agent::Belief& belief = agent.belief();
  const bool asleep = !before.wumpus_dead && !belief.wumpus_awake;
  ++check.guesses;
  const OracleRisk exact = oracle_risk(before, room, asleep, check.things_seen);
  if (!exact.counted) {
    ++check.uncounted;
    return;
  }
  const auto rope_held = before.items.find(game_api::builtin::kRope);
  const bool rope = rope_held != before.items.end() && rope_held->second > 0;
  const double death =
      (rope ? 0 : exact.chance[std::size_t(game_api::Hazard::Pit)]) +
      (asleep ? exact.chance[std::size_t(game_api::Hazard::Wumpus)] : 0);
  // Steps that bet the agent's life on where things were placed: not a bat
  // ride or a roped pit, and not while the Wumpus is awake (it may walk
  // anywhere, so no room is proven safe of it).
  const bool placed_only = !belief.wumpus_awake && d.fatal_risk > 0;
  check.last_deadly = placed_only && death >= 1 - 1e-9;
  check.last_safe_left =
      placed_only && safe_room_left(before, room, asleep, check.things_seen);
  check.deadly += check.last_deadly;
  check.safe_left += check.last_safe_left;
  const std::size_t misses = check.misses.size();
  check.estimated += !belief.hazards.exact;
  for (const auto& entry : game_api::kHazards) {
    const auto& risk = belief.hazards.at(room);
    const double stated = risk.of(entry.hazard);
    const double truth = exact.chance[std::size_t(entry.hazard)];
    // An estimate is right when the exact chance lies within its error.
    const double tolerance =
        std::max(kOracleTolerance, risk.error_of(entry.hazard));
    if (std::abs(stated - truth) > tolerance)
      check.misses.push_back({before.turn, room, entry.hazard, stated, truth});
  }
  if (check.misses.size() != misses) ++check.off;
}

}  // namespace wumpus::app
