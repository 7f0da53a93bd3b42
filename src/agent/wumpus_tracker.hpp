// Where an awake Wumpus may be: a chance for every room, carried forward
// one world tick at a time (it steps to a random open neighbour with the
// preset's "wumpus_move_chance") and narrowed by what the agent learns:
// it was not eaten, it smells the Wumpus next door or not, an arrow flew
// through rooms without a hit. Unseen rooms' passages are guessed from
// the map (any neighbour not known walled off), so the chances there are
// approximate; what the agent senses corrects them.
#pragma once

#include "agent/memory.hpp"
#include "inference/cave_map.hpp"
#include "inference/hazard_inference.hpp"

#include <vector>

namespace wumpus::agent {

class WumpusTracker {
 public:
  bool active() const { return !chance_.empty(); }
  // Starts from where the sleeping Wumpus was believed to be.
  void wake(const inference::HazardBelief& asleep);
  // One view's news: evidence before the ticks, the ticks, then what the
  // agent senses where it stands.
  void update(const Step& step, const inference::CaveMap& map,
              double move_chance);
  void stop() { chance_.clear(); }

  double at(maze::RoomId room) const {
    return room < chance_.size() ? chance_[room] : 0.0;
  }
  // For every room, the chance that one tick brings the Wumpus into it.
  std::vector<double> arrivals(const inference::CaveMap& map,
                               double move_chance) const;

 private:
  void rule_out(maze::RoomId room);
  void tick(const inference::CaveMap& map, double move_chance);
  void sense(const Step& step, const inference::CaveMap& map);
  void normalise(const Step& step, const inference::CaveMap& map);

  std::vector<double> chance_;
};

}  // namespace wumpus::agent
