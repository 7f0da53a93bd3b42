#include "agent/risk_model.hpp"

#include "game_api/kind_names.hpp"

#include <algorithm>
#include <array>

namespace wumpus::agent {
namespace {

bool known_percept(const std::string& kind) {
  static const std::array<const char*, 4> kKnown = {
      game_api::builtin::kBreeze, game_api::builtin::kStench,
      game_api::builtin::kFlapping, game_api::builtin::kGlitter};
  return std::find(kKnown.begin(), kKnown.end(), kind) != kKnown.end();
}

// Kinds the agent understands; the body of a Wumpus shot dead is one of
// them (no risk), not a mod's unknown thing.
bool known_thing(const std::string& kind) {
  static const std::array<const char*, 7> kKnown = {
      game_api::builtin::kGold,       game_api::builtin::kTorch,
      game_api::builtin::kRope,       game_api::builtin::kWumpus,
      game_api::builtin::kDeadWumpus, game_api::builtin::kPit,
      game_api::builtin::kBats};
  return std::find(kKnown.begin(), kKnown.end(), kind) != kKnown.end();
}

// Whether `percept` warns of a mod's hazard (a kind declared layout =
// "hazard" whose percept it is): the view's looks say.
bool hazard_percept(const game_api::PlayerView& view,
                    const std::string& percept) {
  return std::any_of(view.kinds.begin(), view.kinds.end(), [&](const auto& k) {
    return k.second.hazard && k.second.percept == percept;
  });
}

// Whether a room visited next to `room` sensed nothing of `percept`: the
// hazard it warns of is not in `room` then.
bool cleared_of(const inference::CaveMap& map, maze::RoomId room,
                const std::string& percept) {
  bool cleared = false;
  map.for_each_known(room, [&](maze::RoomId next) {
    const game_api::RoomView* seen = map.view_of(next);
    if (map.visited(next) && seen && !seen->sensed(percept)) cleared = true;
  });
  return cleared;
}

// A mod's hazard sensed in a visited room lies in one of the rooms open
// to it not visited and not cleared: each gets its share of the risk.
void add_mod_hazards(const inference::CaveMap& map,
                     const game_api::PlayerView& view,
                     std::vector<double>& risk) {
  for (const auto& room : map.seen_rooms()) {
    if (!map.visited(room.room)) continue;
    for (const std::string& percept : room.percepts) {
      if (!hazard_percept(view, percept)) continue;
      std::vector<maze::RoomId> suspects;
      map.for_each_known(room.room, [&](maze::RoomId next) {
        if (next < risk.size() && !map.visited(next) &&
            !cleared_of(map, next, percept))
          suspects.push_back(next);
      });
      for (maze::RoomId suspect : suspects)
        risk[suspect] = std::max(risk[suspect], 1.0 / suspects.size());
    }
  }
}

}  // namespace

RiskModel assess_risk(const inference::CaveMap& map,
                      const inference::HazardBelief& hazards,
                      const WumpusTracker& tracker,
                      const game_api::PlayerView& view,
                      const RiskInput& input) {
  const std::uint32_t n = map.size();
  RiskModel risk;
  risk.rope = view.items.count(game_api::builtin::kRope) &&
              view.items.at(game_api::builtin::kRope) > 0;
  risk.wumpus.assign(n, 0.0);
  risk.death.assign(n, 0.0);
  risk.bats.assign(n, 0.0);
  std::vector<double> arrivals(n, 0.0);
  const bool tracked =
      input.wumpus_alive && input.wumpus_awake && tracker.active();
  if (tracked) arrivals = tracker.arrivals(map, input.move_chance);
  std::vector<double> unknown(n, 0.0);
  for (const auto& room : map.seen_rooms()) {
    for (const auto& kind : room.things)
      if (!known_thing(kind) && room.room < n)
        unknown[room.room] = kUnknownRisk;
    if (!map.visited(room.room)) continue;
    for (const auto& kind : room.percepts)
      if (!known_percept(kind))
        for (maze::RoomId next : room.open_rooms)
          if (next < n && !map.visited(next)) unknown[next] = kUnknownRisk;
  }
  add_mod_hazards(map, view, unknown);
  for (maze::RoomId r = 0; r < n; ++r) {
    const inference::RoomRisk& h = hazards.at(r);
    if (input.wumpus_alive)
      risk.wumpus[r] = tracked ? tracker.at(r) : h.of(game_api::Hazard::Wumpus);
    const double pit = risk.rope ? 0.0 : h.of(game_api::Hazard::Pit);
    // An awake Wumpus may also walk in during the tick after the move.
    const double eaten = risk.wumpus[r] + (1 - risk.wumpus[r]) * arrivals[r];
    risk.death[r] = std::min(1.0, pit + eaten + unknown[r]);
    risk.bats[r] = h.of(game_api::Hazard::Bats);
  }
  if (view.room < n) risk.stay_death = arrivals[view.room];
  return risk;
}

}  // namespace wumpus::agent
