#include "inference/findings.hpp"

#include "game_api/kind_names.hpp"

namespace wumpus::inference {
namespace {

// Placement puts these where the player reaches them without entering a
// hazard, so their rooms hold no pit and no bats. Nothing else promises
// that: a dead Wumpus may lie where it walked, a mod's kinds anywhere.
bool placed_clear_of_hazards(const std::string& kind) {
  return kind == game_api::builtin::kGold ||
         kind == game_api::builtin::kTorch || kind == game_api::builtin::kRope;
}

}  // namespace

void Findings::mark(RoomId room, bool Room::*field, int* count) {
  if (room >= rooms_.size()) rooms_.resize(room + 1);
  if (rooms_[room].*field) return;
  rooms_[room].*field = true;
  ++*count;
}

void Findings::read(const game_api::PlayerView& view) {
  for (const auto& room : view.rooms) {
    if (room.known_absent(game_api::builtin::kPit)) {
      if (room.room >= rooms_.size()) rooms_.resize(room.room + 1);
      rooms_[room.room].no_pit = true;
    }
    for (const auto& kind : room.things) {
      // Hazards met on entering stay in the view ("felt"), so a first
      // view read alone still knows them.
      if (kind == game_api::builtin::kPit) mark(room.room, &Room::pit, &pits_);
      if (kind == game_api::builtin::kBats)
        mark(room.room, &Room::bats, &bats_);
      if (placed_clear_of_hazards(kind)) {
        if (room.room >= rooms_.size()) rooms_.resize(room.room + 1);
        rooms_[room.room].thing = true;
      }
    }
  }
}

}  // namespace wumpus::inference
