#include "agent/wumpus_tracker.hpp"

#include <algorithm>
#include <numeric>

namespace wumpus::agent {
namespace {

int degree(const inference::CaveMap& map, maze::RoomId room) {
  int n = 0;
  map.for_each_possible(room, [&](maze::RoomId) { ++n; });
  return n;
}

}  // namespace

void WumpusTracker::wake(const inference::HazardBelief& asleep) {
  chance_.assign(asleep.rooms.size(), 0.0);
  for (std::size_t r = 0; r < chance_.size(); ++r)
    chance_[r] = asleep.rooms[r].of(game_api::Hazard::Wumpus);
}

void WumpusTracker::update(const Step& step, const inference::CaveMap& map,
                           double move_chance) {
  if (!active()) return;
  chance_.resize(map.size(), 0.0);
  for (maze::RoomId r : step.missed) rule_out(r);
  for (maze::RoomId r : step.entered) rule_out(r);
  for (int i = 0; i < step.turns; ++i) tick(map, move_chance);
  sense(step, map);
  normalise(step, map);
}

std::vector<double> WumpusTracker::arrivals(const inference::CaveMap& map,
                                            double move_chance) const {
  std::vector<double> in(map.size(), 0.0);
  for (maze::RoomId from = 0; from < chance_.size(); ++from) {
    if (chance_[from] == 0) continue;
    const int n = degree(map, from);
    map.for_each_possible(from, [&](maze::RoomId to) {
      if (to < in.size()) in[to] += chance_[from] * move_chance / n;
    });
  }
  return in;
}

void WumpusTracker::rule_out(maze::RoomId room) {
  if (room < chance_.size()) chance_[room] = 0;
}

void WumpusTracker::tick(const inference::CaveMap& map, double move_chance) {
  std::vector<double> next(chance_.size(), 0.0);
  for (maze::RoomId from = 0; from < chance_.size(); ++from) {
    const double p = chance_[from];
    if (p == 0) continue;
    const int n = degree(map, from);
    if (n == 0) {
      next[from] += p;
      continue;
    }
    next[from] += p * (1 - move_chance);
    map.for_each_possible(from, [&](maze::RoomId to) {
      if (to < next.size()) next[to] += p * move_chance / n;
    });
  }
  chance_ = std::move(next);
}

void WumpusTracker::sense(const Step& step, const inference::CaveMap& map) {
  rule_out(step.room);  // the agent is alive
  std::vector<bool> near(chance_.size(), false);
  for (maze::RoomId r : map.open(step.room))
    if (r < near.size()) near[r] = true;
  for (maze::RoomId r = 0; r < chance_.size(); ++r)
    if (near[r] != step.stench) chance_[r] = 0;
}

void WumpusTracker::normalise(const Step& step, const inference::CaveMap& map) {
  if (std::accumulate(chance_.begin(), chance_.end(), 0.0) == 0) {
    // Nothing fits (the map's guesses about unseen passages were wrong):
    // start over from every room the agent's senses allow, alike.
    std::fill(chance_.begin(), chance_.end(), 1.0);
    sense(step, map);
  }
  const double total = std::accumulate(chance_.begin(), chance_.end(), 0.0);
  if (total > 0)
    for (double& p : chance_) p /= total;
}

}  // namespace wumpus::agent
