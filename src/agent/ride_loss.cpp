#include "agent/ride_loss.hpp"

#include <algorithm>

namespace wumpus::agent {
namespace {

double chance_parameter(const game_api::PlayerView& view, const char* key) {
  const auto it = view.cave.parameters.find(key);
  return it == view.cave.parameters.end() ? 0.0
                                          : std::clamp(it->second, 0.0, 1.0);
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
  return rules;
}

double bat_ride_loss(const RideRules& rules) {
  return rules.bat_drop_death +
         (1 - rules.bat_drop_death) *
             (kBatStrandLoss + rules.wake_on_bats * kWakeLoss);
}

double roped_fall_loss(const RideRules& rules) {
  return kRopeFallLoss + rules.wake_on_fall * kWakeLoss;
}

}  // namespace wumpus::agent
