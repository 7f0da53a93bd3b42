#include "script/cpp_api/near_gate.hpp"

#include <algorithm>

namespace wumpus::script {

bool NearGate::any_near(const std::vector<std::string>& kinds) {
  const std::pair now{world_.things_revision(),
                      world_.cave().passages_revision()};
  if (seen_ != now) {
    look();
    seen_ = now;
  }
  return std::any_of(kinds.begin(), kinds.end(), [&](const std::string& kind) {
    return std::find(present_.begin(), present_.end(), kind) != present_.end();
  });
}

void NearGate::look() {
  present_.clear();
  if (!world_.cave().is_room(room_)) return;
  // On the stack: this runs on every room entry.
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  const int n = world_.cave().maze().open_neighbors(room_, open);
  const auto near = [&](game::RoomId room) {
    return room == room_ ||
           std::any_of(open, open + n, [room](const maze::Neighbor& next) {
             return next.room == room;
           });
  };
  for (const auto& [id, thing] : world_.things())
    if (thing.holder == game::kNoPlayer && thing.room != game::kNoRoom &&
        near(thing.room) &&
        std::find(present_.begin(), present_.end(), thing.kind) ==
            present_.end())
      present_.push_back(thing.kind);
}

}  // namespace wumpus::script
