// The last position's inference, kept while a new view tells nothing new:
// most turns walk rooms already known, and counting the layouts again
// would give the very same chances. A position is the same when every
// fact the count reads is: the cave's shape, its entrance and exit, the
// rooms seen (visited or not, their passages, things and percepts), what
// the player remembers beyond the view, and the rules. The questions
// about several rooms at once are kept with it, answered once each.
#pragma once

#include "game_api/player_view.hpp"
#include "inference/cave_map.hpp"
#include "inference/findings.hpp"
#include "inference/hazard_inference.hpp"

#include <map>
#include <memory>
#include <vector>

namespace wumpus::inference {

class KeptInference {
 public:
  KeptInference();
  ~KeptInference();
  KeptInference(KeptInference&&) noexcept;
  KeptInference& operator=(KeptInference&&) noexcept;

  // The inference of `view` with `findings` under `input`: the kept one
  // when the position is the same, else a new one (then kept).
  const HazardInference& update(const game_api::PlayerView& view,
                                const Findings& findings,
                                const InferenceInput& input);
  // The kept inference's chance_clear, each set of rooms counted once.
  // Call update first.
  JointChance chance_clear(const std::vector<RoomId>& rooms) const;
  // The last update kept the inference before it.
  bool reused() const { return reused_; }

 private:
  struct Position;
  std::unique_ptr<Position> kept_;
  bool reused_ = false;
};

}  // namespace wumpus::inference
