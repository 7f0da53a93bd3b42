#include "agent/ride_loss.hpp"

#include "agent/preset_parameter.hpp"
#include "inference/hazard_inference.hpp"

#include <algorithm>

namespace wumpus::agent {
namespace {

double chance_parameter(const game_api::PlayerView& view, const char* key) {
  return std::clamp(preset_parameter(view, key, 0.0), 0.0, 1.0);
}

}  // namespace

RideRules ride_rules(const game_api::PlayerView& view, bool wumpus_asleep,
                     double bat_drop_death) {
  RideRules rules;
  if (wumpus_asleep) {
    rules.wake_on_bats = chance_parameter(view, "wumpus_wakes_on_bats");
    rules.wake_on_fall = chance_parameter(view, "wumpus_wakes_on_fall");
  }
  rules.bat_drop_death = bat_drop_death;
  // Bats land the agent in a room without bats, and unless they drop it
  // anywhere, without a pit or the Wumpus either (scripts/bat.lua).
  const inference::HazardCounts counts = inference::announced_counts(view);
  double landing = double(view.room_count) -
                   counts[inference::index(game_api::Hazard::Bats)];
  if (chance_parameter(view, "bats_drop_anywhere") == 0)
    landing -= counts[inference::index(game_api::Hazard::Pit)] +
               counts[inference::index(game_api::Hazard::Wumpus)];
  const auto visited = std::count_if(
      view.rooms.begin(), view.rooms.end(),
      [](const game_api::RoomView& room) { return room.visited; });
  if (landing > 0)
    rules.new_landing =
        std::clamp((landing - double(visited)) / landing, 0.0, 1.0);
  return rules;
}

double bat_ride_loss(const RideRules& rules) {
  return rules.bat_drop_death +
         (1 - rules.bat_drop_death) * (kRopeFallLoss * rules.new_landing +
                                       rules.wake_on_bats * kWakeLoss);
}

double roped_fall_loss(const RideRules& rules) {
  return kRopeFallLoss + rules.wake_on_fall * kWakeLoss;
}

}  // namespace wumpus::agent
