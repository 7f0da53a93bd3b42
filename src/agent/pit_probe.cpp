#include "agent/pit_probe.hpp"

namespace wumpus::agent {
namespace {

// An arrow spent while the Wumpus lives leaves one shot fewer for it.
constexpr double kArrowLoss = 0.1;

}  // namespace

bool worth_probing(const ProbeTerms& t) {
  if (t.pit <= 0 || t.arrows < 1) return false;
  // The last arrow is the only way left to kill a living Wumpus.
  if (t.wumpus_alive && t.arrows < 2) return false;
  const double spared = t.pit * t.fall_loss;
  double price = 0;
  if (t.wumpus_alive) {
    price = kArrowLoss * (1 - t.wumpus_hit);
    if (!t.wumpus_awake) price += kWakeLoss * (1 - t.wumpus_hit);
  }
  return spared > price;
}

}  // namespace wumpus::agent
